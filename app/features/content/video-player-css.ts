/**
 * Plyr's stylesheet is linked in every page head (docs/product.md §2) with media "not all", so it never
 * blocks a page's first paint; the first player on a page switches it on. Until then the
 * <video controls> the server rendered needs none of it.
 */
export const PLAYER_CSS_ID = "player-css";

export function enablePlayerCss(): void {
  const link = document.getElementById(PLAYER_CSS_ID);
  if (link instanceof HTMLLinkElement && link.media !== "all") link.media = "all";
}
