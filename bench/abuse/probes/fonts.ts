/**
 * Fonts from strangers (docs/decisions/011-untrusted-font-parsing.md): one probe per hostile
 * file of tests/fixtures/fonts/hostile (README.md there says what each does), sent as an anonymous
 * visitor would: GET getSTSToken → PUT the file to the granted URL → POST saveSubmission. Each
 * should be answered 400 with the reason, quickly, the server answering /healthz meanwhile.
 *
 * Submissions are limited to five per address in ten minutes, counted before any file is parsed,
 * and upload grants to ten an hour (docs/decisions/012): each probe says it comes from its own
 * address (X-Forwarded-For, 198.18.0.0/15, the benchmark range) in all three calls, which the site
 * believes only with TRUST_PROXY=1. Without it, the sixth probe on is answered 429 without being
 * parsed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AbuseProbe } from "#bench/abuse/probe";
import { API_PATHS } from "#contract/api-paths";

const HOSTILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../tests/fixtures/fonts/hostile");

const FILES: [file: string, what: string][] = [
  ["cmap12-2000-groups.ttf", "TTF 24 KB, cmap format 12: U+0000–U+10FFFF × 2,000 groups"],
  ["cmap12-50-groups.ttf", "TTF 1.3 KB, cmap format 12: U+0000–U+10FFFF × 50 groups"],
  ["cmap4-overlapping-segments.ttf", "TTF 16 KB, cmap format 4: U+0000–U+FFFE × 2,000 segments"],
  ["cmap-subtable-outside.ttf", "TTF, cmap subtable offset outside the cmap table"],
  ["table-outside-file.ttf", "TTF, name table entry past the end of the file"],
  ["absurd-numglyphs.ttf", "TTF, maxp numGlyphs 65,535 with 3 glyphs' tables"],
  ["absurd-unitsperem.ttf", "TTF, head unitsPerEm 1"],
  ["absurd-name-count.ttf", "TTF, name table claims 5,000 records"],
  ["woff-zlib-bomb.woff", "WOFF 64 KB → 64 MB of zeros (zlib)"],
  ["woff-lying-length.woff", "WOFF table declares 64 KB, inflates to 16 MB"],
  ["woff2-brotli-bomb.woff2", "WOFF2 736 B → 256 MB of zeros (brotli)"],
  ["ttc-shared-cmap.ttc", "TTC of 64 faces sharing one 50-group cmap"],
];

let address = 0;

async function submit(base: string, file: string): Promise<string> {
  const ip = `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const from = { "X-Forwarded-For": ip };
  const granted = await fetch(`${base}${API_PATHS.uploadGrant}`, { headers: from });
  const grant = (await granted.json()) as { msg?: string; data: { uploadUrl: string; prefix: string; grant: string } | null };
  if (!grant.data) return `grant ${granted.status} ${grant.msg ?? ""}`;
  const { uploadUrl, prefix } = grant.data;
  const key = `${prefix}0${path.extname(file)}`;
  const url = /^https?:/.test(uploadUrl) ? uploadUrl : `${base}${uploadUrl}`;
  const put = await fetch(`${url}&key=${encodeURIComponent(key)}`, { method: "PUT", body: fs.readFileSync(path.join(HOSTILE, file)), headers: from });
  if (!put.ok) return `PUT ${put.status} ${((await put.json().catch(() => ({}))) as { msg?: string }).msg ?? ""}`;
  const res = await fetch(`${base}${API_PATHS.saveSubmission}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from },
    body: JSON.stringify({ contact: "probe@example.com", fontName: "探测字体", license: "SIL 开源字体许可 1.1", grant: grant.data.grant, keys: [key], names: [file] }),
  });
  const body = (await res.json().catch(() => ({}))) as { msg?: string };
  return `${res.status} ${body.msg ?? ""}`;
}

export const probes: AbuseProbe[] = FILES.map(([file, what]) => ({
  name: `submission: ${what}`,
  run: (ctx) => submit(ctx.base, file),
}));
