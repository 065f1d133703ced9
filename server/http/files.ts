/** GET /files/<key>: objects of the store, with validators for conditional requests. */
import { Hono } from "hono";
import type { ObjectStore } from "../storage/store";
import { MESSAGES } from "../../contract/messages";

/** Content-addressed prefixes: their bytes never change under the same key. */
const IMMUTABLE = /^(subsets|fonts|specimens)\//;

export function filesRoute(store: ObjectStore) {
  const route = new Hono();
  route.get("/files/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/files/".length));
    } catch {
      return c.text(MESSAGES.notFound, 404);
    }
    const object = await store.get(key);
    if (!object) return c.text(MESSAGES.notFound, 404);
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", IMMUTABLE.test(key) ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    return c.body(object.body);
  });
  return route;
}
