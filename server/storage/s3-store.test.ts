/** The S3 store against s3rver, a local S3-compatible server: the same contract as the disk store. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { s3Store } from "./s3-store";
import { ObjectTooLargeError, type ObjectStore } from "./store";
import { chunked } from "#tests/support/streams";

let server: S3rver;
let dir: string;
let store: ObjectStore;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "ziku-s3-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "ziku", configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  const { s3: config } = loadConfig({
    S3_BUCKET: "ziku",
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  store = s3Store(config!);
});

afterAll(async () => {
  // The SDK keeps sockets open after a multipart upload; s3rver's close() would wait for them.
  (server as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

it("round-trips bytes with their content type and size", async () => {
  const bytes = new TextEncoder().encode("共创字库".repeat(100));
  await store.put("subsets/ab/cd.woff2", bytes, "font/woff2");
  expect(await store.exists("subsets/ab/cd.woff2")).toBe(true);
  expect(await store.read("subsets/ab/cd.woff2")).toEqual(bytes);
  const object = await store.get("subsets/ab/cd.woff2");
  expect(object).toMatchObject({ size: bytes.length, contentType: "font/woff2" });
  expect(new Uint8Array(await new Response(object!.body).arrayBuffer())).toEqual(bytes);
});

it("answers null/false for missing keys and refuses unsafe ones", async () => {
  expect(await store.get("nope/missing.png")).toBeNull();
  expect(await store.read("nope/missing.png")).toBeNull();
  expect(await store.exists("nope/missing.png")).toBe(false);
  expect(await store.get("../etc/passwd")).toBeNull();
  await expect(store.put("../x", new Uint8Array(1), "text/plain")).rejects.toThrow();
});

it("deletes", async () => {
  await store.put("uploads/x.txt", new Uint8Array([1, 2, 3]), "text/plain");
  await store.delete("uploads/x.txt");
  expect(await store.exists("uploads/x.txt")).toBe(false);
});

it("putStream commits small and multipart bodies, and keeps nothing of one past its limit", async () => {
  expect(await store.putStream("uploads/p/small.ttf", chunked(3, 1000), { contentType: "font/ttf", maxBytes: 5000 })).toEqual({ size: 3000 });
  expect((await store.read("uploads/p/small.ttf"))?.byteLength).toBe(3000);
  // 12 MB: two 8 MB parts, committed by CompleteMultipartUpload.
  const MB = 1024 * 1024;
  expect(await store.putStream("uploads/p/big.ttf", chunked(12, MB), { contentType: "font/ttf", maxBytes: 20 * MB })).toEqual({ size: 12 * MB });
  expect((await store.get("uploads/p/big.ttf"))?.size).toBe(12 * MB);
  await expect(store.putStream("uploads/p/over.ttf", chunked(12, MB), { contentType: "font/ttf", maxBytes: 10 * MB })).rejects.toBeInstanceOf(ObjectTooLargeError);
  expect(await store.exists("uploads/p/over.ttf")).toBe(false);
  expect((await store.list("uploads/p/")).map((o) => [o.key, o.size]).sort()).toEqual([
    ["uploads/p/big.ttf", 12 * MB],
    ["uploads/p/small.ttf", 3000],
  ]);
});

it("is only configured when S3_BUCKET is set", () => {
  expect(loadConfig({}).s3).toBeNull();
  expect(loadConfig({ S3_BUCKET: "b" }).s3).toMatchObject({ bucket: "b", region: "us-east-1", forcePathStyle: false });
});

it("grants browser uploads by presigned POST whose signed policy pins the prefix and the size", async () => {
  const post = await store.presignPost!({ prefix: "uploads/p1/", maxBytes: 1024, expiresS: 60 });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append("key", "uploads/p1/a.ttf");
  form.append("file", new Blob([new Uint8Array(100).fill(7)]), "a.ttf");
  expect((await fetch(post.url, { method: "POST", body: form })).status).toBeLessThan(300);
  expect(await store.read("uploads/p1/a.ttf")).toEqual(new Uint8Array(100).fill(7));
  // S3 enforces the policy it is given (s3rver stores without checking it): the signed policy
  // must name the prefix, the size range and a near expiry.
  const policy = JSON.parse(Buffer.from(post.fields.Policy, "base64").toString()) as { expiration: string; conditions: unknown[] };
  expect(policy.conditions).toEqual(expect.arrayContaining([["starts-with", "$key", "uploads/p1/"], ["content-length-range", 1, 1024], { bucket: "ziku" }]));
  expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(60_000);
  expect(post.fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
});
