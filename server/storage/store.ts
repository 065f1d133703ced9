/**
 * The object store: fonts, subsets, images and uploads, addressed by key ("fonts/ab/cd…ttf").
 * DATA_DIR/objects by default; an S3-compatible bucket when S3_BUCKET is set.
 */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface ObjectStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams `body` into `key` with memory of a chunk or a part, never the whole: written under a
   * temporary name (disk) or as a multipart upload (S3), and committed only once the body is
   * complete and within `maxBytes`. Past the limit, or if the body fails, nothing is kept and
   * the promise rejects (ObjectTooLargeError past the limit).
   */
  putStream(key: string, body: ReadableStream<Uint8Array>, o: { contentType: string; maxBytes: number }): Promise<{ size: number }>;
  /** Every object whose key starts with `prefix`, with its size (uploads swept after their grant). */
  list(prefix: string): Promise<ListedObject[]>;
  get(key: string): Promise<StoredObject | null>;
  /** The whole object in memory (fonts loaded into the subset engine). */
  read(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * A browser upload form straight to the store (S3's presigned POST): any key under `prefix`, one
   * object of 1…maxBytes bytes, until `expiresS` seconds from now. Absent on the disk store, where
   * browsers upload through the server (server/content/uploads.ts).
   */
  presignPost?(o: { prefix: string; maxBytes: number; expiresS: number }): Promise<PresignedPost>;
}

export interface ListedObject {
  key: string;
  size: number;
}

/** A streamed object went past its limit; nothing of it was kept. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object over ${maxBytes} bytes`);
    this.name = "ObjectTooLargeError";
  }
}

/**
 * Passes `body` on, counting its bytes; past `maxBytes` it fails with ObjectTooLargeError. Ended
 * early (over the limit, a failed write), it cancels the body, which stops the sender.
 */
export async function* limited(body: ReadableStream<Uint8Array>, maxBytes: number, counted: { size: number }): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let ended = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        ended = true;
        return;
      }
      counted.size += next.value.byteLength;
      if (counted.size > maxBytes) throw new ObjectTooLargeError(maxBytes);
      yield next.value;
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => {});
  }
}

/** Where and with which form fields a browser POSTs a file (field `file` last). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Keys are relative paths of safe segments: no "..", no absolute paths, no odd characters. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) &&
    !key.split("/").some((s) => s === "." || s === "..")
  );
}

const TYPES: Record<string, string> = {
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  otf: "font/otf",
  ttc: "font/collection",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
  json: "application/json",
  pdf: "application/pdf",
  mp4: "video/mp4",
  zip: "application/zip",
};

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}
