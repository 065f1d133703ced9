import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compress, pickEncoding } from "./compress";

const HTML = `<!doctype html><html><body>${"<p>共创字库 — 开放共创的中文字体库</p>\n".repeat(120)}</body></html>`;
const SMALL = "<p>短</p>";
const PNG = new Uint8Array(5000).fill(7);

function app() {
  const a = new Hono();
  a.use(compress());
  a.get("/page", (c) => c.html(HTML));
  // Static files and /files/* state their length; below 1 KB they are not worth compressing.
  a.get("/small", (c) => c.html(SMALL, 200, { "Content-Length": String(Buffer.byteLength(SMALL)) }));
  a.get("/stream", (c) => {
    const chunks = ["<!doctype html><html><body>", ...Array.from({ length: 50 }, (_, i) => `<p>第 ${i} 段 ${"字".repeat(40)}</p>`), "</body></html>"];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return c.body(body, 200, { "Content-Type": "text/html; charset=UTF-8" });
  });
  a.get("/image", (c) => c.body(PNG, 200, { "Content-Type": "image/png", "Content-Length": String(PNG.byteLength) }));
  a.get("/json", (c) => c.json({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `字体${i}` })) }));
  a.get("/no-transform", (c) => c.html(HTML, 200, { "Cache-Control": "no-transform" }));
  return a;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, { method, headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("compress()", () => {
  it("the test page is large enough to compress", () => {
    expect(Buffer.byteLength(HTML)).toBeGreaterThan(5 * 1024);
  });

  it('"br, gzip" gets brotli that decompresses to the original', async () => {
    const res = await get("/page", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    const body = await bytes(res);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(HTML));
    expect(brotliDecompressSync(body).toString("utf8")).toBe(HTML);
  });

  it('"gzip" gets gzip', async () => {
    const res = await get("/page", "gzip, deflate");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(await bytes(res)).toString("utf8")).toBe(HTML);
  });

  it("JSON answers are compressed too", async () => {
    const res = await get("/json", "gzip");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytes(res)).toString("utf8")).list).toHaveLength(200);
  });

  it("no Accept-Encoding gets the identity body, still marked Vary", async () => {
    const res = await get("/page");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(HTML);
  });

  it("an encoding refused with q=0 is not used", async () => {
    const res = await get("/page", "br;q=0, gzip;q=0.5");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("small bodies are left alone", async () => {
    const res = await get("/small", "br, gzip");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toBe(SMALL);
  });

  it("a streamed page of unknown length (server rendering) is compressed as it comes", async () => {
    const res = await get("/stream", "br");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    const html = brotliDecompressSync(await bytes(res)).toString("utf8");
    expect(html).toMatch(/^<!doctype html>.*第 49 段.*<\/html>$/s);
  });

  it("HEAD requests are not compressed", async () => {
    const res = await get("/page", "br", "HEAD");
    expect(res.headers.get("Content-Encoding")).toBeNull();
  });

  it("images are left alone", async () => {
    const res = await get("/image", "br, gzip");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it("Cache-Control: no-transform is respected", async () => {
    const res = await get("/no-transform", "br, gzip");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toBe(HTML);
  });
});

describe("pickEncoding", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, br", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", null],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("pickEncoding with a preference (signed-in pages prefer gzip, server/http/gzip-parts.ts)", () => {
  it.each([
    ["gzip, deflate, br, zstd", "gzip"],
    ["br", "br"],
    ["br, gzip;q=0", "br"],
    ["identity", null],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header, "gzip")).toBe(expected);
  });
});
