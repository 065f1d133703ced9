/**
 * The avatar cropper's image work (docs/product.md §2: minimum crop 10, output quality 1, JPEG, images over
 * 2000 px downscaled first). Pure size rules are exported for tests; the canvas helpers run in
 * the browser only.
 */
import { AVATAR } from "#contract/account";

export interface Size {
  width: number;
  height: number;
}
export interface Area extends Size {
  x: number;
  y: number;
}

/** The size an image is drawn at so neither side exceeds `max` (never enlarged). */
export function fitWithin({ width, height }: Size, max: number = AVATAR.maxImageSize): Size {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The greatest zoom of a square crop that still keeps `minCrop` image pixels: at zoom 1 the
 * square spans the image's shorter side, at zoom z one z-th of it. At least 1; at most `cap`.
 */
export function maxZoomFor({ width, height }: Size, minCrop: number = AVATAR.minCrop, cap = 10): number {
  return Math.max(1, Math.min(cap, Math.min(width, height) / minCrop));
}

/** Whether the crop keeps at least `minCrop` pixels each way. */
export function cropIsLargeEnough(area: Size, minCrop: number = AVATAR.minCrop): boolean {
  return Math.round(area.width) >= minCrop && Math.round(area.height) >= minCrop;
}

/**
 * The output canvas side for a crop: the crop's own size, but no larger than twice the size the
 * server keeps (a sharp avatar on high-density screens without a needlessly large upload).
 */
export function outputSide(area: Size, cap: number = AVATAR.outputSize * 2): number {
  return Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), cap));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("图片无法读取"));
    image.src = src;
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("图片导出失败"))), type, quality),
  );
}

/**
 * Reads a picked file into an object URL for the cropper, downscaled when a side is over
 * AVATAR.maxImageSize. The caller revokes the URL.
 */
export async function prepareImage(file: Blob): Promise<{ url: string; size: Size }> {
  const original = URL.createObjectURL(file);
  try {
    const image = await loadImage(original);
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    const size = fitWithin(natural);
    if (size.width === natural.width && size.height === natural.height) return { url: original, size };
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("图片无法处理");
    context.imageSmoothingQuality = "high";
    context.drawImage(image, 0, 0, size.width, size.height);
    // PNG keeps transparency and detail for the cropper; the final output is JPEG.
    const blob = await canvasBlob(canvas, "image/png", 1);
    URL.revokeObjectURL(original);
    return { url: URL.createObjectURL(blob), size };
  } catch (error) {
    URL.revokeObjectURL(original);
    throw error;
  }
}

/** Draws the cropped square on a canvas and encodes it as JPEG at quality 1 (docs/product.md §2). */
export async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area);
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("图片无法处理");
  // JPEG has no transparency: a transparent PNG gets a white background instead of black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvasBlob(canvas, AVATAR.type, AVATAR.quality);
}
