/**
 * HTTP benchmark of the whole site. `npm run bench:http`, or by hand:
 *
 *   node --import tsx bench/http/run.ts [--duration 10] [--connections 10]
 *        [--mix-duration 60] [--mix-connections 100] [--data-dir /tmp/gongchuang-bench-http] [--skip-mix]
 *
 * Prepares a data folder (first-start work plus a bench user, bench/http/prepare.ts), starts
 * `server/main.ts` on it as `npm start` would, with the embedded defaults (only PORT and DATA_DIR
 * are set; any other variable of the calling environment, e.g. WEB_CONCURRENCY or DATABASE_URL,
 * passes through), and measures it with autocannon:
 * 1. one target after another, same connections and duration: /healthz, a built JS asset, /,
 *    /font, /font/{id}, /news/{id}, getFontList?size=24, and /, /font, /font/{id}, /news/{id}
 *    signed in (token cookie); req/s, p50, p99 and each one's req/s as a share of /healthz's in
 *    this run;
 * 2. a realistic mix (pages anonymous and signed in, list calls, subset previews, password
 *    logins) at 100 connections for 60 s: requests, errors, timeouts, non-2xx, p50/p99.
 * Requests carry a browser's Accept-Encoding, so compression is part of the cost as in real use.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { BENCH_ACCOUNT, prepareDataDir } from "./prepare";
import { freePort, startSite } from "./site";
import { API_PATHS } from "#contract/api-paths";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "mix-duration": { type: "string", default: "60" },
    "mix-connections": { type: "string", default: "100" },
    "data-dir": { type: "string", default: path.join(os.tmpdir(), "gongchuang-bench-http") },
    "skip-mix": { type: "boolean", default: false },
  },
});

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const JSON_CALL = { "accept-encoding": "gzip, deflate, br, zstd", accept: "application/json", "content-type": "application/json;charset=UTF-8" };

function firstAsset(): string {
  const dir = path.join(ROOT, "build/client/assets");
  const js = fs.readdirSync(dir).filter((f) => f.startsWith("entry.client") && f.endsWith(".js"));
  if (!js.length) throw new Error("no build: run `npm run build` first");
  return `/assets/${js[0]}`;
}

interface Measured {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  /** Client-side errors by code (ECONNRESET, ECONNREFUSED …), timeouts included. */
  errorKinds: Record<string, number>;
  timeouts: number;
  non2xx: number;
  /** Answers by HTTP status (those other than 2xx say which call refused). */
  statusCodes: Record<string, number>;
  requests: number;
}

async function measure(url: string, label: string, opts: Partial<autocannon.Options>): Promise<Measured> {
  const errorKinds: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, ...opts }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("reqError", (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
  return {
    errorKinds,
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0])),
    requests: result.requests.total,
  };
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const body = (await res.json()) as { code: string; msg: string; data: T };
  if (body.code !== "200") throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

async function main() {
  const dataDir = path.resolve(args["data-dir"]);
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  console.log(`Preparing ${dataDir} …`);
  const { token } = await prepareDataDir(dataDir);
  const port = await freePort();
  const site = await startSite(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const list = await getJson<{ records: { id: number; fontGNo: number; name: string }[] }>(`${base}${API_PATHS.fontList}?size=24`);
    const ids = list.records.map((r) => r.id);
    const news = await getJson<{ records: { id: number }[] }>(`${base}${API_PATHS.articleList}?column=news&size=1`);
    const newsPath = `/news/${news.records[0]?.id ?? 1}`;
    const signedIn = { ...BROWSER, cookie: `token=${token}` };
    const targets: [string, string, Record<string, string>][] = [
      ["/healthz", "/healthz", JSON_CALL],
      ["static asset", firstAsset(), BROWSER],
      ["/", "/", BROWSER],
      ["/font", "/font", BROWSER],
      [`/font/${ids[0]}`, `/font/${ids[0]}`, BROWSER],
      [newsPath, newsPath, BROWSER],
      ["getFontList?size=24", `${API_PATHS.fontList}?size=24`, JSON_CALL],
      ["/ signed in", "/", signedIn],
      ["/font signed in", "/font", signedIn],
      [`/font/${ids[0]} signed in`, `/font/${ids[0]}`, signedIn],
      [`${newsPath} signed in`, newsPath, signedIn],
    ];
    // Warm every path once (first render compiles, first query plans), not part of the figures.
    for (const [, p, headers] of targets) await fetch(base + p, { headers }).then((r) => r.arrayBuffer());

    console.log(`\nPhase 1: each target ${duration} s at ${connections} connections (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)})`);
    const rows: Measured[] = [];
    for (const [label, p, headers] of targets) {
      rows.push(await measure(base + p, label, { connections, duration, headers }));
    }
    const healthz = rows[0].rps;
    console.log(`${"target".padEnd(26)}${pad("req/s", 9)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("KB/resp", 9)}${pad("of /healthz", 13)}${pad("errors", 8)}`);
    for (const r of rows) {
      const share = `${((r.rps / healthz) * 100).toFixed(1)} %`;
      console.log(
        `${r.label.padEnd(26)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad((r.bytes / 1024).toFixed(1), 9)}${pad(share, 13)}${pad(r.errors + r.non2xx, 8)}`,
      );
    }
    if (args["skip-mix"]) return;

    // The mix one visitor-ish cycle at a time: each connection walks this list in order.
    const subsetBody = JSON.stringify(list.records.slice(0, 12).map((r) => ({ gno: String(r.fontGNo), text: `${r.name}共创字库永字八法` })));
    const page = (p: string, headers = BROWSER): autocannon.Request => ({ method: "GET", path: p, headers });
    const cycle: autocannon.Request[] = [];
    for (let round = 0; round < 2; round++) {
      cycle.push(
        page("/"),
        page("/font"),
        page(`/font/${ids[round % ids.length]}`),
        page(`${API_PATHS.fontList}?size=24`, JSON_CALL),
        { method: "POST", path: API_PATHS.subset, headers: JSON_CALL, body: subsetBody },
        page("/font?current=2"),
        page(`/font/${ids[(round + 5) % ids.length]}`),
        page(`${API_PATHS.fontList}?size=24&current=2`, JSON_CALL),
        page("/font", signedIn),
        page("/", signedIn),
        page(`${API_PATHS.fontList}?size=24&sort=downloads`, JSON_CALL),
        page(`/font/${ids[(round + 9) % ids.length]}`, signedIn),
        { method: "POST", path: API_PATHS.subset, headers: JSON_CALL, body: subsetBody },
        page("/font?sort=downloads"),
        page("/healthz", JSON_CALL),
        page(`/font/${ids[(round + 13) % ids.length]}`),
        page("/font"),
        page("/"),
        page(`${API_PATHS.fontList}?size=12&current=3`, JSON_CALL),
      );
    }
    // One password sign-in per cycle (scrypt, as a real one): logins are rare next to pages.
    cycle.push({ method: "POST", path: API_PATHS.login, headers: JSON_CALL, body: JSON.stringify({ account: BENCH_ACCOUNT.email, password: BENCH_ACCOUNT.password }) });

    const mixDuration = Number(args["mix-duration"]);
    const mixConnections = Number(args["mix-connections"]);
    console.log(`\nPhase 2: mix of ${cycle.length} requests per cycle, ${mixConnections} connections for ${mixDuration} s`);
    const mix = await measure(base, "mix", { connections: mixConnections, duration: mixDuration, requests: cycle });
    console.log(
      `requests ${mix.requests}, ${mix.rps.toFixed(0)} req/s, p50 ${mix.p50} ms, p99 ${mix.p99} ms, errors ${mix.errors}, timeouts ${mix.timeouts}, non-2xx ${mix.non2xx}`,
    );
    if (mix.non2xx) console.log(`answers by status: ${JSON.stringify(mix.statusCodes)}`);
    if (mix.errors) console.log(`error kinds: ${JSON.stringify(mix.errorKinds)}`);
    const alive = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    console.log(`site after the mix: ${alive ? "up" : "DOWN"}`);
  } finally {
    site.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
