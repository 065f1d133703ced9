/**
 * Pictures the console uploads for covers, galleries and inline images: checked and re-encoded
 * the way avatars are (server/auth/avatar.ts) — any common image in, sharp decodes it under a
 * pixel limit (no decompression bomb), metadata is dropped and a WebP comes out — then stored
 * content-addressed beside the pictures of content/ (content/<sha256>.webp), so its URL is
 * cached forever and the same picture uploaded twice is stored once.
 */
import { createHash } from "node:crypto";
import { sharp } from "#server/lazy-require";
import { ApiError } from "#server/errors";
import type { ObjectStore } from "#server/storage/store";
import { objectUrl } from "#server/storage/object-url";
import { CONTENT_EDIT_MESSAGES, CONTENT_IMAGE, type UploadedImage } from "#contract/admin-content";

const ACCEPTED = new Set(["jpeg", "png", "webp", "gif"]);

export async function storeContentImage(store: ObjectStore, staticBase: string, file: File): Promise<UploadedImage> {
  if (file.size > CONTENT_IMAGE.maxUploadBytes) throw new ApiError(413, CONTENT_EDIT_MESSAGES.imageTooLarge(CONTENT_IMAGE.maxUploadBytes / 1024 / 1024));
  const input = Buffer.from(await file.arrayBuffer());
  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = sharp(input, { limitInputPixels: CONTENT_IMAGE.maxPixels, animated: false });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error("not an accepted image");
    output = await image
      .rotate()
      .resize(CONTENT_IMAGE.maxSide, CONTENT_IMAGE.maxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(400, CONTENT_EDIT_MESSAGES.notImage);
  }
  const key = `content/${createHash("sha256").update(output.data).digest("hex").slice(0, 32)}.webp`;
  if (!(await store.exists(key))) await store.put(key, output.data, "image/webp");
  return { key, url: objectUrl(staticBase, key), width: output.info.width, height: output.info.height };
}
