/**
 * GET /files/content/<key>: the content's pictures and videos. Keys are content-addressed, so
 * they are cached forever; byte ranges are answered so a video can seek before it is loaded.
 */
import { Hono } from "hono";
import type { ObjectStore } from "#server/storage/store";
import { contentTypeOf, isSafeKey } from "#server/storage/store";
import { MESSAGES } from "#contract/messages";

export function contentMediaRoute(store: ObjectStore) {
  const route = new Hono();
  route.get("/files/content/:name", async (c) => {
    const key = `content/${c.req.param("name")}`;
    if (!isSafeKey(key)) return c.text(MESSAGES.notFound, 404);
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Accept-Ranges", "bytes");
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header("range") ?? "");
    if (!range) {
      const object = await store.get(key);
      if (!object) return c.text(MESSAGES.notFound, 404);
      c.header("Content-Type", object.contentType);
      c.header("Content-Length", String(object.size));
      return c.body(object.body);
    }
    const bytes = await store.read(key);
    if (!bytes) return c.text(MESSAGES.notFound, 404);
    const size = bytes.byteLength;
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    start = Math.max(0, start);
    end = Math.min(end, size - 1);
    if (start > end || start >= size) {
      c.header("Content-Range", `bytes */${size}`);
      return c.body(null, 416);
    }
    c.header("Content-Type", contentTypeOf(key));
    c.header("Content-Range", `bytes ${start}-${end}/${size}`);
    c.header("Content-Length", String(end - start + 1));
    return c.body(bytes.slice(start, end + 1), 206);
  });
  return route;
}
