/**
 * Videos the console uploads (docs/decisions/029-console-videos.md). The raw body is streamed to
 * a temporary file — counted against CONTENT_VIDEO_MAX_MB, hashed on the way, never held whole in
 * memory — then checked by its index (server/content/mp4-probe.ts: an MP4 of H.264 pictures with
 * AAC sound or none, whole), and only then streamed into the object store under its content key,
 * content/<sha256>.mp4, the key the content load gives the files of content/videos (the same clip
 * uploaded twice, or a seeded clip uploaded again, is stored once). Anything refused leaves
 * nothing behind: the temporary file is removed whatever happens.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ApiError } from "#server/errors";
import { limited, ObjectTooLargeError, type ObjectStore } from "#server/storage/store";
import { objectUrl } from "#server/storage/object-url";
import { probeMp4, VideoFileError } from "#server/content/mp4-probe";
import { CONTENT_EDIT_MESSAGES, type UploadedVideo } from "#contract/admin-content";

export async function storeContentVideo(store: ObjectStore, staticBase: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<UploadedVideo> {
  if (!body) throw new ApiError(400, CONTENT_EDIT_MESSAGES.noVideoFile);
  const tooLarge = () => new ApiError(413, CONTENT_EDIT_MESSAGES.videoTooLarge(Math.round(maxBytes / 1024 / 1024)));
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "ziku-video-"));
  const file = path.join(dir, "upload.mp4");
  try {
    const hash = createHash("sha256");
    const counted = { size: 0 };
    const out = await fs.promises.open(file, "w");
    try {
      for await (const chunk of limited(body, maxBytes, counted)) {
        hash.update(chunk);
        await out.write(chunk);
      }
    } catch (error) {
      if (error instanceof ObjectTooLargeError) throw tooLarge();
      throw error;
    } finally {
      await out.close();
    }
    if (!counted.size) throw new ApiError(400, CONTENT_EDIT_MESSAGES.noVideoFile);

    const input = await fs.promises.open(file, "r");
    let facts;
    try {
      facts = await probeMp4(async (position, length) => {
        const { buffer, bytesRead } = await input.read(Buffer.alloc(length), 0, length, position);
        return buffer.subarray(0, bytesRead);
      }, counted.size);
    } catch (error) {
      if (error instanceof VideoFileError) throw new ApiError(400, CONTENT_EDIT_MESSAGES.notVideo(error.message));
      throw error;
    } finally {
      await input.close();
    }

    const key = `content/${hash.digest("hex").slice(0, 32)}.mp4`;
    if (!(await store.exists(key))) {
      const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
      try {
        await store.putStream(key, stream, { contentType: "video/mp4", maxBytes });
      } catch (error) {
        if (error instanceof ObjectTooLargeError) throw tooLarge();
        throw error;
      }
    }
    return { key, url: objectUrl(staticBase, key), duration: facts.duration, width: facts.width, height: facts.height };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
