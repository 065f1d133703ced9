/**
 * Hostile inputs against the console's content calls (docs/decisions/026-console-content.md),
 * none with an account: what a stranger can make the site do before the role check refuses.
 * - a chunked 200 MB "picture" to /api/v1/admin/content/images: the route's body is counted, not
 *   buffered, so the 401 comes before a byte is read (server/http/body-limit.ts);
 * - 200 MB of JSON to create an item and to the Markdown preview: cut off at 256 KB (413);
 * - 30,000 nested quotes to the preview without a token: 401 (with a reviewer's token it is a
 *   Chinese 400, server/api/admin-content.test.ts; the runner's context carries no staff token).
 * - the console's video upload (docs/decisions/029-console-videos.md): a chunked 2 GB "video" and
 *   one announcing 1 GB in Content-Length, without a token: 401, or 413 for the announced one,
 *   before a byte is read (the route's body is counted, never buffered); a PNG sent as a video,
 *   without a token: 401. With a reviewer's token a PNG, a cut-off MP4 and limit + 1 bytes are a
 *   Chinese 400/413 with nothing stored: server/api/admin-content-videos.test.ts.
 */
import http from "node:http";
import type { AbuseContext, AbuseProbe } from "#bench/abuse/probe";

const MB = 1024 * 1024;

/** An answer's status and envelope msg (or its first 80 characters) in one line. */
function answerLine(status: number | undefined, parts: Buffer[]): string {
  const text = Buffer.concat(parts).toString();
  try {
    return `${status} ${String((JSON.parse(text) as { msg?: unknown }).msg ?? "")}`;
  } catch {
    return `${status} ${text.slice(0, 80)}`;
  }
}

/** Sends `total` bytes as a chunked body; the answer's status and msg, or what happened to the connection. */
function chunked(url: string, headers: Record<string, string>, total: number, head: Buffer, chunk: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } });
    let sent = 0;
    let done = false;
    const finish = (line: string) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve(`${line} (${Math.round(sent / MB)} MB sent)`);
    };
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => finish(answerLine(res.statusCode, parts)));
    });
    req.on("error", (error) => finish(`connection: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    const pump = () => {
      while (!done && sent < total) {
        const piece = sent === 0 ? head : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

const hugeJson = (ctx: AbuseContext, path: string, field: string) =>
  chunked(`${ctx.base}${path}`, { "Content-Type": "application/json" }, 200 * MB, Buffer.from(`{"kind":"news","${field}":"`), Buffer.alloc(256 * 1024, "a"));

export const probes: AbuseProbe[] = [
  {
    name: "chunked 200 MB picture to admin/content/images, no token",
    run: (ctx) =>
      chunked(`${ctx.base}/api/v1/admin/content/images`, { "Content-Type": "multipart/form-data; boundary=x" }, 200 * MB, Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'), Buffer.alloc(1 * MB, 7)),
  },
  { name: "200 MB JSON to admin/content (create), no token", run: (ctx) => hugeJson(ctx, "/api/v1/admin/content", "markdown") },
  { name: "200 MB JSON to admin/content/preview, no token", run: (ctx) => hugeJson(ctx, "/api/v1/admin/content/preview", "markdown") },
  {
    name: "chunked 2 GB video to admin/content/videos, no token",
    run: (ctx) => chunked(`${ctx.base}/api/v1/admin/content/videos`, { "Content-Type": "video/mp4" }, 2048 * MB, Buffer.from([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70]), Buffer.alloc(1 * MB, 7)),
  },
  {
    name: "1 GB Content-Length video to admin/content/videos, no token",
    run: (ctx) =>
      new Promise((resolve) => {
        const req = http.request(`${ctx.base}/api/v1/admin/content/videos`, { method: "POST", headers: { "Content-Type": "video/mp4", "Content-Length": String(1024 * MB) } });
        req.on("response", (res) => {
          const parts: Buffer[] = [];
          res.on("data", (d: Buffer) => parts.push(d));
          res.on("end", () => {
            req.destroy();
            resolve(answerLine(res.statusCode, parts));
          });
        });
        req.on("error", (error) => resolve(`connection: ${(error as NodeJS.ErrnoException).code ?? error.message}`));
        req.write(Buffer.alloc(64 * 1024));
      }),
  },
  {
    name: "PNG as a video to admin/content/videos, no token",
    async run(ctx) {
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 1)]);
      const res = await fetch(`${ctx.base}/api/v1/admin/content/videos`, { method: "POST", headers: { "Content-Type": "video/mp4" }, body: png });
      const body = (await res.json().catch(() => ({}))) as { code?: string; msg?: string };
      return `${res.status} ${body.code ?? ""} ${body.msg ?? ""}`.trim();
    },
  },
  {
    name: "30,000 nested quotes to admin/content/preview, no token",
    async run(ctx) {
      const res = await fetch(`${ctx.base}/api/v1/admin/content/preview`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ markdown: ">".repeat(30_000) }) });
      const body = (await res.json().catch(() => ({}))) as { code?: string; msg?: string };
      return `${res.status} ${body.code ?? ""} ${body.msg ?? ""}`.trim();
    },
  },
];
