/** Object store on the local disk: one file per key below `root`, written atomically. */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { contentTypeOf, isSafeKey, type ObjectStore } from "./store";

export function fsStore(root: string): ObjectStore {
  const file = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`对象键不合法: ${key}`);
    return path.join(root, key);
  };
  const stat = async (p: string) => fs.stat(p).catch(() => null);

  return {
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash loses nothing acknowledged.
      const tmp = `${target}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, target);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const p = file(key);
      const s = await stat(p);
      if (!s?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(p)) as ReadableStream<Uint8Array>;
      return { body, size: s.size, contentType: contentTypeOf(key) };
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      return fs.readFile(file(key)).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength)).catch(() => null);
    },
    async exists(key) {
      return isSafeKey(key) && Boolean((await stat(file(key)))?.isFile());
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}
