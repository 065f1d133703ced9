/** Object store on the local disk: one file per key below `root`, written atomically. */
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { contentTypeOf, isSafeKey, limited, type ListedObject, type ObjectStore } from "./store";

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
    async putStream(key, body, { maxBytes }) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // The same write-then-rename; the temporary file goes as soon as the body fails or overflows.
      const tmp = `${target}.${randomUUID()}.tmp`;
      const counted = { size: 0 };
      try {
        await pipeline(Readable.from(limited(body, maxBytes, counted)), createWriteStream(tmp));
        await fs.rename(tmp, target);
        return { size: counted.size };
      } catch (error) {
        await fs.rm(tmp, { force: true });
        throw error;
      }
    },
    async list(prefix) {
      // Keys are paths: read the folder the prefix names (or ends in) and keep what matches.
      const dir = prefix.endsWith("/") ? prefix.slice(0, -1) : path.posix.dirname(prefix);
      if (dir !== "." && !isSafeKey(dir)) return [];
      const entries = await fs.readdir(path.join(root, dir === "." ? "" : dir), { recursive: true, withFileTypes: true }).catch(() => []);
      const found: ListedObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, full).split(path.sep).join("/");
        if (!key.startsWith(prefix)) continue;
        const s = await stat(full);
        if (s) found.push({ key, size: s.size });
      }
      return found;
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
