/**
 * /css2 under a flood of expensive stylesheets: N requests at once (default 20), while /healthz is
 * asked every 50 ms and the server's RSS is read every 100 ms. Prints, per scenario, the answers'
 * statuses and sizes, /healthz's worst latency and the RSS growth over the scenario.
 *
 *   node --import tsx bench/abuse/css2-flood.ts --base http://127.0.0.1:3204 --pid <server pid>
 *
 * Start the site first (its catalogue must hold CJK families of 7 weights: the demo catalogue's
 * Noto CJK families), with TRUST_PROXY=1 so the "20 addresses" scenario is 20 clients.
 * Scenarios, each request a distinct query (display × subset variants) so nothing is cached:
 *   10×7     ten families × seven weights (the outside review's 1 KB URL)
 *   cap      the most the site accepts in one request, from one address
 *   cap×20   the same from 20 addresses (X-Forwarded-For)
 *   cached   one at-cap URL asked N times once it has been answered once
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { CSS2_LIMITS } from "#contract/webfont";
import { API_PATHS } from "#contract/api-paths";

const { values: args } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    pid: { type: "string" },
    concurrency: { type: "string", default: "20" },
  },
});
const base = args.base!.replace(/\/+$/, "");
const concurrency = Number(args.concurrency);

const DISPLAYS = ["swap", "auto", "block", "fallback", "optional"];
const SUBSETS = ["", "chinese-simplified", "chinese-traditional", "chinese-hongkong"];
/** A distinct, equally expensive query per request: display × subset (20 combinations). */
const variant = (i: number) => `&display=${DISPLAYS[i % 5]}${SUBSETS[Math.floor(i / 5) % 4] ? `&subset=${SUBSETS[Math.floor(i / 5) % 4]}` : ""}`;

function rssMb(): number | null {
  if (!args.pid) return null;
  const status = fs.readFileSync(`/proc/${args.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

interface FamilyRow {
  name: string;
  license: string;
  weights: number[];
}

async function families(): Promise<FamilyRow[]> {
  const res = await fetch(`${base}${API_PATHS.fontList}?size=100`);
  const body = (await res.json()) as { data: { records: FamilyRow[] } };
  return body.data.records.filter((r) => ["1", "2", "3", "4", "5", "6"].includes(r.license));
}

const familyParam = (f: FamilyRow, weights: number[]) => `family=${encodeURIComponent(f.name)}:wght@${weights.join(";")}`;

async function scenario(name: string, urls: string[], headers: (i: number) => Record<string, string> = () => ({})) {
  let worst = 0;
  let running = true;
  const rss0 = rssMb();
  let rssPeak = rss0 ?? 0;
  const sampler = setInterval(() => {
    const now = rssMb();
    if (now !== null) rssPeak = Math.max(rssPeak, now);
  }, 100);
  let healthFailures = 0;
  const health = (async () => {
    while (running) {
      const t = performance.now();
      await fetch(`${base}/healthz`)
        .then((r) => r.arrayBuffer())
        .catch(() => healthFailures++);
      worst = Math.max(worst, performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const start = performance.now();
  const answers = await Promise.all(
    urls.map(async (url, i) => {
      try {
        const res = await fetch(url, { headers: { "Accept-Encoding": "br, gzip", ...headers(i) } });
        const bytes = (await res.arrayBuffer()).byteLength;
        return { status: res.status, bytes };
      } catch {
        return { status: "failed", bytes: 0 };
      }
    }),
  );
  const ms = performance.now() - start;
  running = false;
  await health;
  clearInterval(sampler);
  const statuses = Object.entries(answers.reduce<Record<string, number>>((m, a) => ((m[a.status] = (m[a.status] ?? 0) + 1), m), {}))
    .map(([s, n]) => `${n}×${s}`)
    .join(" ");
  const kb = Math.round(answers.reduce((n, a) => n + a.bytes, 0) / answers.length / 1024);
  console.log(
    `| ${name} | ${urls.length} | ${statuses} | ${kb} | ${Math.round(ms)} | ${Math.round(worst)}${healthFailures ? ` (${healthFailures} failed)` : ""} | ${rss0 === null ? "–" : `${rss0} → ${rssPeak} (+${rssPeak - rss0})`} |`,
  );
}

const all = await families();
const seven = all.filter((f) => f.weights.length >= 7).slice(0, 10);
if (seven.length < 10) throw new Error(`need 10 embeddable families of 7 weights, found ${seven.length}`);
const flood = `${base}/css2?${seven.map((f) => familyParam(f, f.weights.slice(0, 7))).join("&")}`;
/** At the cap: whole families of seven weights from `offset` on, then part of one more. */
function capUrl(offset: number): string {
  const parts: string[] = [];
  for (let left = CSS2_LIMITS.faces, i = offset; left > 0; i++) {
    const f = seven[i % seven.length];
    const w = f.weights.slice(0, Math.min(7, left));
    parts.push(familyParam(f, w));
    left -= w.length;
  }
  return `${base}/css2?${parts.join("&")}`;
}

console.log(`/css2 flood against ${base}: ${concurrency} requests at once; ${CSS2_LIMITS.faces} faces per request at most`);
console.log(`10×7 URL: ${new URL(flood).search.length} characters of query`);
console.log("| scenario | requests | answers | KB each (decoded) | all answered, ms | /healthz worst ms | RSS MB |");
console.log("|---|---:|---|---:|---:|---:|---|");
const n = Array.from({ length: concurrency }, (_, i) => i);
await scenario("10×7", n.map((i) => flood + variant(i)));
await scenario("cap, one address", n.map((i) => capUrl(0) + variant(i)), () => ({ "X-Forwarded-For": "198.18.200.1" }));
await scenario("cap, 20 addresses", n.map((i) => capUrl(4) + variant(i)), (i) => ({ "X-Forwarded-For": `198.18.201.${i + 1}` }));
const cached = capUrl(8) + variant(0);
await fetch(cached).then((r) => r.arrayBuffer());
await scenario("cached", n.map(() => cached));
