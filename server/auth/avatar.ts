/** Avatars: any common image in, a square 256 px JPEG out, re-encoded by sharp (metadata stripped). */
import { createHash } from "node:crypto";
import { sharp } from "#server/lazy-require";
import { ACCOUNT_MESSAGES, AVATAR } from "#contract/account";
import { ApiError } from "#server/errors";
import type { ObjectStore } from "#server/storage/store";

const ACCEPTED = new Set(["jpeg", "png", "webp", "gif"]);

export async function storeAvatar(store: ObjectStore, userId: number, file: File): Promise<string> {
  if (file.size > AVATAR.maxUploadBytes) throw new ApiError(400, ACCOUNT_MESSAGES.imageTooLarge);
  const input = Buffer.from(await file.arrayBuffer());
  let output: Buffer;
  try {
    // limitInputPixels refuses decompression bombs; the default keeps EXIF/ICC out of the output.
    const image = sharp(input, { limitInputPixels: 40_000_000, animated: false });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error("not an accepted image");
    output = await image
      .rotate()
      .resize(AVATAR.outputSize, AVATAR.outputSize, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ApiError(400, ACCOUNT_MESSAGES.notImage);
  }
  const key = `avatars/${userId}-${createHash("sha256").update(output).digest("hex").slice(0, 16)}.jpg`;
  await store.put(key, output, "image/jpeg");
  return key;
}
