import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesRoute } from "#server/http/files";
import { fsStore } from "./fs-store";
import { contentTypeOf, isSafeKey, ObjectTooLargeError } from "./store";
import { chunked } from "#tests/support/streams";

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "ziku-fs-store-"));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const enc = new TextEncoder();

describe("fsStore", () => {
  it("put, get, read and exists round-trip an object", async () => {
    const store = fsStore(root);
    const data = enc.encode("字体文件内容");
    await store.put("fonts/ab/cd.ttf", data, "font/ttf");
    expect(await store.exists("fonts/ab/cd.ttf")).toBe(true);
    expect(await store.read("fonts/ab/cd.ttf")).toEqual(data);
    const object = await store.get("fonts/ab/cd.ttf");
    expect(object).not.toBeNull();
    expect(object!.size).toBe(data.byteLength);
    expect(object!.contentType).toBe("font/ttf");
    expect(new Uint8Array(await new Response(object!.body).arrayBuffer())).toEqual(data);
  });

  it("put replaces an object and leaves no temporary files", async () => {
    const store = fsStore(root);
    await store.put("images/a.png", enc.encode("one"), "image/png");
    await store.put("images/a.png", enc.encode("two"), "image/png");
    expect(new TextDecoder().decode((await store.read("images/a.png"))!)).toBe("two");
    expect(await fs.readdir(path.join(root, "images"))).toEqual(["a.png"]);
  });

  it("putStream commits a complete body within the limit", async () => {
    const store = fsStore(root);
    expect(await store.putStream("uploads/s/a.ttf", chunked(4, 1000), { contentType: "font/ttf", maxBytes: 4000 })).toEqual({ size: 4000 });
    expect((await store.read("uploads/s/a.ttf"))?.byteLength).toBe(4000);
  });

  it("putStream past the limit keeps nothing, not even a temporary file, and stops reading", async () => {
    const store = fsStore(root);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1000));
      },
    });
    await expect(store.putStream("uploads/over/a.ttf", endless, { contentType: "font/ttf", maxBytes: 2500 })).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(pulled).toBeLessThan(10);
    expect(await store.exists("uploads/over/a.ttf")).toBe(false);
    expect(await fs.readdir(path.join(root, "uploads", "over"))).toEqual([]);
  });

  it("putStream of a failing body keeps nothing", async () => {
    const store = fsStore(root);
    let n = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (n++ < 2) controller.enqueue(new Uint8Array(10));
        else controller.error(new Error("connection reset"));
      },
    });
    await expect(store.putStream("uploads/broken/a.ttf", failing, { contentType: "font/ttf", maxBytes: 1000 })).rejects.toThrow("connection reset");
    expect(await fs.readdir(path.join(root, "uploads", "broken"))).toEqual([]);
  });

  it("list answers the keys and sizes under a prefix, and nothing for a missing one", async () => {
    const store = fsStore(root);
    await store.put("uploads/l/p1/a.ttf", enc.encode("aa"), "font/ttf");
    await store.put("uploads/l/p1/b.otf", enc.encode("bbb"), "font/otf");
    await store.put("uploads/l/p2/c.ttf", enc.encode("c"), "font/ttf");
    const listed = await store.list("uploads/l/p1/");
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "uploads/l/p1/a.ttf", size: 2 },
      { key: "uploads/l/p1/b.otf", size: 3 },
    ]);
    expect((await store.list("uploads/l/")).length).toBe(3);
    expect(await store.list("uploads/none/")).toEqual([]);
    expect(await store.list("../")).toEqual([]);
  });

  it("missing objects are null / false", async () => {
    const store = fsStore(root);
    expect(await store.get("nothing/here.ttf")).toBeNull();
    expect(await store.read("nothing/here.ttf")).toBeNull();
    expect(await store.exists("nothing/here.ttf")).toBe(false);
  });

  it("a directory is not an object", async () => {
    const store = fsStore(root);
    await store.put("dir/inner/x.json", enc.encode("{}"), "application/json");
    expect(await store.get("dir/inner")).toBeNull();
    expect(await store.exists("dir")).toBe(false);
  });

  it("delete removes an object, and deleting a missing one is fine", async () => {
    const store = fsStore(root);
    await store.put("uploads/x.jpg", enc.encode("x"), "image/jpeg");
    await store.delete("uploads/x.jpg");
    expect(await store.exists("uploads/x.jpg")).toBe(false);
    await expect(store.delete("uploads/x.jpg")).resolves.toBeUndefined();
  });

  it.each(["../x", "/abs", "a/../b", "a/./b", "", "a//b", "a\\b", "a/b/", "..", "x/.."])("refuses the unsafe key %j", async (key) => {
    const store = fsStore(root);
    expect(isSafeKey(key)).toBe(false);
    await expect(store.put(key, enc.encode("evil"), "text/plain")).rejects.toThrow();
    expect(await store.get(key)).toBeNull();
    expect(await store.read(key)).toBeNull();
    expect(await store.exists(key)).toBe(false);
    await expect(store.delete(key)).rejects.toThrow();
  });

  it("nothing was written outside the root", async () => {
    await expect(fs.stat(path.join(root, "..", "x"))).rejects.toThrow();
  });
});

describe("contentTypeOf", () => {
  it.each([
    ["subsets/a.woff2", "font/woff2"],
    ["fonts/a.TTF", "font/ttf"],
    ["images/a.jpg", "image/jpeg"],
    ["x/readme", "application/octet-stream"],
  ])("%s is %s", (key, type) => {
    expect(contentTypeOf(key)).toBe(type);
  });
});

describe("GET /files/<key>", () => {
  it("serves a subset with an immutable year-long cache", async () => {
    const store = fsStore(root);
    const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
    await store.put("subsets/ab/12.woff2", woff2, "font/woff2");
    const res = await filesRoute(store).request("/files/subsets/ab/12.woff2");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("font/woff2");
    expect(res.headers.get("Content-Length")).toBe(String(woff2.byteLength));
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(woff2);
  });

  it("never serves original font files or anything outside the public prefixes", async () => {
    const store = fsStore(root);
    await store.put("fonts/abc.ttf", enc.encode("the original"), "font/ttf");
    await store.put("uploads/x.bin", enc.encode("private"), "application/octet-stream");
    await store.put("avatars/1-abc.jpg", enc.encode("jpeg"), "image/jpeg");
    expect((await filesRoute(store).request("/files/fonts/abc.ttf")).status).toBe(404);
    expect((await filesRoute(store).request("/files/uploads/x.bin")).status).toBe(404);
    expect((await filesRoute(store).request("/files/avatars/1-abc.jpg")).status).toBe(200);
  });

  it("answers 404 for a missing object", async () => {
    const res = await filesRoute(fsStore(root)).request("/files/subsets/none.woff2");
    expect(res.status).toBe(404);
  });

  it("answers 404 for a key that tries to leave the store", async () => {
    await fs.writeFile(path.join(root, "..", "ziku-secret-probe.txt"), "secret").catch(() => {});
    const route = filesRoute(fsStore(root));
    for (const target of ["/files/..%2Fziku-secret-probe.txt", "/files/%2E%2E/ziku-secret-probe.txt", "/files/%E0%A4%A"]) {
      const res = await route.request(target);
      expect(res.status, target).toBe(404);
    }
    await fs.rm(path.join(root, "..", "ziku-secret-probe.txt"), { force: true });
  });
});
