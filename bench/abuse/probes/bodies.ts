/**
 * Hostile bodies and storage floods (docs/decisions/012-bounded-bodies-and-storage.md): a chunked
 * 300 MB PUT to the upload URL, 200 MB JSON bodies to the message board and the sign-in, a flood
 * of upload grants and 20 MB uploads from one address, and 50-item × 2,000-character subset
 * requests repeated with different texts (~88 MB stored each; run with SUBSET_STORE_MB=200 to see
 * the store held to its bound). None needs an account.
 */
import http from "node:http";
import type { AbuseContext, AbuseProbe } from "#bench/abuse/probe";
import { API_PATHS } from "#contract/api-paths";

const MB = 1024 * 1024;

interface Answer {
  status: number;
  msg: string;
}

/** The envelope's status and msg in one line. */
const line = (a: Answer) => `${a.status} ${a.msg}`.trim();

async function envelope(res: Response): Promise<Answer> {
  const text = await res.text();
  try {
    return { status: res.status, msg: String((JSON.parse(text) as { msg?: unknown }).msg ?? "") };
  } catch {
    return { status: res.status, msg: text.slice(0, 80) };
  }
}

/**
 * Sends `total` bytes of `chunk` repeated as a chunked body (no Content-Length), as fast as the
 * socket takes them, and resolves with the answer, or with what happened to the connection when
 * the server closed it first.
 */
function chunkedRequest(url: string, method: string, headers: Record<string, string>, total: number, chunk: Buffer, head?: Buffer): Promise<Answer & { sent: number }> {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers: { ...headers, "Transfer-Encoding": "chunked" } });
    let sent = 0;
    let done = false;
    const finish = (a: Answer) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ ...a, sent });
    };
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => {
        const text = Buffer.concat(parts).toString();
        let msg = text.slice(0, 80);
        try {
          msg = String((JSON.parse(text) as { msg?: unknown }).msg ?? "");
        } catch {
          // not an envelope
        }
        finish({ status: res.statusCode ?? 0, msg });
      });
    });
    req.on("error", (error) => finish({ status: 0, msg: `connection: ${(error as NodeJS.ErrnoException).code ?? error.message}` }));
    const pump = () => {
      while (!done && sent < total) {
        const piece = sent === 0 && head ? head : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

const mbSent = (n: number) => `${Math.round(n / MB)} MB sent`;

async function grant(base: string): Promise<{ status: number; data?: { uploadUrl: string; prefix: string }; msg: string }> {
  const res = await fetch(`${base}${API_PATHS.uploadGrant}`);
  const body = (await res.json()) as { msg: string; data?: { uploadUrl: string; prefix: string } };
  return { status: res.status, data: body.data ?? undefined, msg: body.msg };
}

/** 200 MB of JSON: one string field that never ends, sent chunked. */
function hugeJson(ctx: AbuseContext, path: string, field: string): Promise<string> {
  const head = Buffer.from(`{"${field}":"`);
  const chunk = Buffer.alloc(256 * 1024, "a");
  return chunkedRequest(`${ctx.base}${path}`, "POST", { "Content-Type": "application/json" }, 200 * MB, chunk, head).then((a) => `${line(a)} (${mbSent(a.sent)})`);
}

/** Texts of 2,000 distinct CJK ideographs, a different window of the block for each `n`. */
function distinctText(n: number, length = 2000): string {
  const start = 0x4e00 + ((n * 997) % (0x9fa5 - 0x4e00 - length));
  let s = "";
  for (let i = 0; i < length; i++) s += String.fromCodePoint(start + i);
  return s;
}

export const probes: AbuseProbe[] = [
  {
    name: "chunked 300 MB PUT to the upload URL",
    async run(ctx) {
      const g = await grant(ctx.base);
      if (!g.data) return `grant refused: ${g.status} ${g.msg}`;
      const url = `${g.data.uploadUrl.startsWith("http") ? "" : ctx.base}${g.data.uploadUrl}&key=${encodeURIComponent(`${g.data.prefix}big.ttf`)}`;
      const a = await chunkedRequest(url, "PUT", { "Content-Type": "application/octet-stream" }, 300 * MB, Buffer.alloc(1 * MB, 7));
      return `${line(a)} (${mbSent(a.sent)})`;
    },
  },
  { name: "200 MB JSON to messageBoard/save", run: (ctx) => hugeJson(ctx, API_PATHS.message, "content") },
  { name: "200 MB JSON to login", run: (ctx) => hugeJson(ctx, API_PATHS.login, "password") },
  {
    name: "grant + upload flood: 40 grants, a 20 MB upload under each",
    async run(ctx) {
      const started = Date.now();
      const counts = new Map<string, number>();
      const count = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
      const file = new Uint8Array(20 * MB).fill(1);
      let accepted = 0;
      for (let i = 0; i < 40; i++) {
        const g = await grant(ctx.base);
        if (!g.data) {
          count(`grant ${g.status} ${g.msg}`);
          continue;
        }
        const url = `${g.data.uploadUrl.startsWith("http") ? "" : ctx.base}${g.data.uploadUrl}&key=${encodeURIComponent(`${g.data.prefix}f${i}.ttf`)}`;
        const a = await envelope(await fetch(url, { method: "PUT", body: file }));
        if (a.status === 200) accepted++;
        else count(`upload ${line(a)}`);
      }
      const refused = [...counts].map(([k, n]) => `${n}× ${k}`).join("; ");
      return `${accepted} × 20 MB accepted in ${((Date.now() - started) / 1000).toFixed(1)} s${refused ? `; ${refused}` : ""}`;
    },
  },
  {
    name: "subset: 50 items × 2,000 distinct characters, 3 times with different texts",
    async run(ctx) {
      const answers = new Map<string, number>();
      const run = Date.now() % 1000;
      for (let r = 0; r < 3; r++) {
        const body = Array.from({ length: 50 }, (_, i) => ({ gno: String(ctx.fontId), text: distinctText(run * 250 + r * 50 + i) }));
        const a = await envelope(await fetch(`${ctx.base}${API_PATHS.subset}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
        answers.set(line(a), (answers.get(line(a)) ?? 0) + 1);
      }
      return [...answers].map(([k, n]) => `${n}× ${k}`).join("; ");
    },
  },
];
