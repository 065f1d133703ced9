/**
 * Request bodies are bounded while they arrive (server/http/body-limit.ts, docs/decisions/012):
 * a chunked upload past 50 MB, and JSON past 64 KB on the message board and the sign-in, are
 * answered 413 in Chinese after reading at most the limit, and nothing is stored.
 */
import path from "node:path";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { boardMessages } from "#server/db/schema-content";
import { fsStore } from "#server/storage/fs-store";

const MB = 1024 * 1024;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t?.close());

/** A body of `head` then `total` bytes of "a" made as they are read, counting what was read. */
function lazyBody(total: number, chunk: number, head = "") {
  let made = 0;
  let pulled = 0;
  const enc = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made === 0 && head) controller.enqueue(enc.encode(head));
      if (made >= total) return controller.close();
      made += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x61));
    },
  });
  const counted = stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(c, controller) {
        pulled += c.byteLength;
        controller.enqueue(c);
      },
    }),
  );
  return { body: counted, pulled: () => pulled };
}

const send = (url: string, method: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  t.app.request(url, { method, body, headers, duplex: "half" } as RequestInit);

describe("an upload past the limit", () => {
  it("a chunked 300 MB PUT is cut off at 50 MB: 413 in Chinese, nothing stored", async () => {
    const grant = (await t.call("GET", "/web/api/submission/getSTSToken", undefined, { "X-Forwarded-For": "10.1.0.1" })).body.data;
    const key = `${grant.prefix}big.ttf`;
    const { body, pulled } = lazyBody(300 * MB, MB);
    const res = await send(`${grant.uploadUrl}&key=${encodeURIComponent(key)}`, "PUT", body, { "X-Forwarded-For": "10.1.0.1" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: "413", msg: "单个文件不能超过 50 MB", data: null });
    // Read up to the limit and a chunk or two in flight, never the 300 MB.
    expect(pulled()).toBeLessThanOrEqual(53 * MB);
    const store = fsStore(path.join(t.dataDir, "objects"));
    expect(await store.exists(key)).toBe(false);
    expect(await store.list(grant.prefix)).toEqual([]);
    expect(await fs.readdir(path.join(t.dataDir, "objects", grant.prefix)).catch(() => [])).toEqual([]);
  });
});

describe.each([
  ["/web/api/messageBoard/save", '{"name":"小明","contact":"x","content":"'],
  ["/web/api/login", '{"account":"a@example.com","password":"'],
])("JSON past 64 KB to %s", (url, head) => {
  it("chunked, 20 MB: 413 in Chinese after reading about the limit, nothing stored", async () => {
    const before = (await t.handle.db.select().from(boardMessages)).length;
    const { body, pulled } = lazyBody(20 * MB, 16 * 1024, head);
    const res = await send(url, "POST", body, { "Content-Type": "application/json", "X-Forwarded-For": "10.2.0.1" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: "413", msg: "请求内容过大（最多 64 KB）", data: null });
    expect(pulled()).toBeLessThanOrEqual(64 * 1024 + 3 * 16 * 1024);
    expect((await t.handle.db.select().from(boardMessages)).length).toBe(before);
    // Within the limit, the body is read and checked as before: a Chinese 400.
    const within = await t.call("POST", url, `${head}${"字".repeat(3000)}"}`, { "X-Forwarded-For": "10.2.0.3" });
    expect(within.status).toBe(400);
    expect(within.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("with Content-Length over the limit: 413 before reading, even for well-formed JSON", async () => {
    const json = `${head}${"字".repeat(30_000)}"}`;
    const res = await send(url, "POST", json, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(json)), "X-Forwarded-For": "10.2.0.2" });
    expect(res.status).toBe(413);
    expect((await res.json()).msg).toBe("请求内容过大（最多 64 KB）");
  });
});
