/** GET /files/<key>: objects of the store, with validators for conditional requests. */
import { Hono } from "hono";
import type { ObjectStore } from "../storage/store";
import { MESSAGES } from "#contract/messages";

/**
 * What is public: subsets, specimens and avatars, all content-addressed (their bytes never
 * change under the same key). Original font files are not: they leave only through the signed
 * download URL (sign-in, agreement, history), never by their store key.
 */
const PUBLIC = /^(subsets|specimens|avatars)\//;

export function filesRoute(store: ObjectStore) {
  const route = new Hono();
  route.get("/files/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/files/".length));
    } catch {
      return c.text(MESSAGES.notFound, 404);
    }
    const object = PUBLIC.test(key) ? await store.get(key) : null;
    if (!object) return c.text(MESSAGES.notFound, 404);
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(object.body);
  });
  return route;
}
