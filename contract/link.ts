/**
 * Link display (docs/product.md §3 "Links", §5): no URL gives no href (an inert link); a bare domain with
 * a known top-level suffix gets the protocol of its selector (1 → http://, 2 → https://);
 * anything else is used as is.
 */
const KNOWN_TLDS = ["com", "cn", "net", "org", "gov", "edu", "io", "co", "info", "tw", "hk", "top", "xyz", "site", "art", "design", "me", "app", "dev"];
const BARE_DOMAIN = new RegExp(`^([a-z0-9-]+\\.)+(${KNOWN_TLDS.join("|")})(:\\d+)?(/.*)?$`, "i");

export const PROTOCOLS: Record<number, string> = { 1: "http://", 2: "https://" };

export function linkHref(url: string | null | undefined, protocol = 2): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (BARE_DOMAIN.test(value)) return `${PROTOCOLS[protocol] ?? PROTOCOLS[2]}${value}`;
  return value;
}
