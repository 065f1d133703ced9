/**
 * The edges an attacker leans on (docs/decisions/014-edges.md): an expensive /css2 query, a
 * client-written X-Forwarded-For, a forged Host, OPTIONS on a page, and JSON sent as text/plain
 * (what a cross-site form can post). None needs an account. Requests go through node:http, which
 * sends the Host header as given (fetch would not).
 */
import http from "node:http";
import type { AbuseContext, AbuseProbe } from "#bench/abuse/probe";
import { API_PATHS } from "#contract/api-paths";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

function send(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const url = new URL(path, base);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), ms: Math.round(performance.now() - start) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The message of a JSON envelope, or the first line of a CSS comment, cut short. */
const said = (a: Answer) => {
  try {
    return String((JSON.parse(a.body) as { msg?: unknown }).msg ?? "").slice(0, 40);
  } catch {
    return a.body.replace(/^\/\* ?| ?\*\/\s*$/g, "").split("\n")[0].slice(0, 40);
  }
};
const rnd = (n: number) => Math.floor(Math.random() * n);

/** Ten embeddable families of seven weights each, as the catalogue lists them. */
async function tenBySeven(ctx: AbuseContext): Promise<string> {
  const list = await send(ctx.base, `${API_PATHS.fontList}?size=100`);
  const records = (JSON.parse(list.body) as { data: { records: { name: string; license: string; weights: number[] }[] } }).data.records;
  const seven = records.filter((r) => ["1", "2", "3", "4", "5", "6"].includes(r.license) && r.weights.length >= 7).slice(0, 10);
  return seven.map((f) => `family=${encodeURIComponent(f.name)}:wght@${f.weights.slice(0, 7).join(";")}`).join("&");
}

export const probes: AbuseProbe[] = [
  {
    name: "/css2 10 families × 7 weights, an uncached variant",
    async run(ctx) {
      const families = await tenBySeven(ctx);
      const display = ["swap", "auto", "block", "fallback", "optional"][rnd(5)];
      const subset = ["chinese-simplified", "chinese-traditional", "chinese-hongkong"][rnd(3)];
      const a = await send(ctx.base, `/css2?${families}&display=${display}&subset=${subset}`);
      return `${a.status} ${Math.round(a.body.length / 1024)} KB in ${a.ms} ms${a.status === 200 ? "" : ` ${said(a)}`}`;
    },
  },
  {
    name: "31 slider puzzles, each with a new client-written X-Forwarded-For hop before the proxy's",
    async run(ctx) {
      // As a proxy that appends (nginx's default) forwards it: the client's own header, then the address it saw.
      const proxySaw = `203.0.113.${1 + rnd(254)}`;
      const statuses: Record<number, number> = {};
      for (let i = 0; i < 31; i++) {
        const a = await send(ctx.base, "/captcha/get", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.${rnd(256)}.${rnd(256)}, ${proxySaw}` },
          body: JSON.stringify({ captchaType: "blockPuzzle" }),
        });
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      }
      const held = (statuses[429] ?? 0) > 0;
      return `${Object.entries(statuses).map(([s, n]) => `${n}×${s}`).join(" ")}: ${held ? "the limit held (spoofed hops not believed)" : "NO limit: every spoofed hop was a new address"}`;
    },
  },
  {
    name: "Host: evil.example on /, /about, /robots.txt, /sitemap.xml",
    async run(ctx) {
      const found: string[] = [];
      for (const path of ["/", "/about", "/robots.txt", "/sitemap.xml"]) {
        const a = await send(ctx.base, path, { headers: { Host: "evil.example" } });
        const hits = a.body.split("evil.example").length - 1 + (JSON.stringify(a.headers).includes("evil.example") ? 1 : 0);
        found.push(`${path} ${a.status}${hits ? ` evil.example×${hits}` : ""}`);
      }
      const any = found.some((f) => f.includes("evil.example"));
      return `${any ? "evil.example APPEARS" : "evil.example appears nowhere"}: ${found.join(", ")}`;
    },
  },
  {
    name: "OPTIONS /about",
    async run(ctx) {
      const a = await send(ctx.base, "/about", { method: "OPTIONS" });
      return `${a.status} Allow: ${a.headers.allow ?? "–"}${a.body ? ` (${a.body.length} bytes of body)` : ""}`;
    },
  },
  {
    name: "messageBoard/save with JSON sent as text/plain (a cross-site form can)",
    async run(ctx) {
      const a = await send(ctx.base, API_PATHS.message, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ name: "探针", contact: "13800000000", content: "text/plain 留言" }),
      });
      return `${a.status} ${said(a)}`;
    },
  },
];
