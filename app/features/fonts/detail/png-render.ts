/**
 * Draws the editor's text onto a canvas with the loaded preview face and hands back a PNG. The
 * layout (line breaks, columns, turned runs) comes from png-layout.ts; this module only measures
 * with the canvas and paints. Browser only.
 */
import { fontFamilyValue } from "#app/lib/font-preview";
import { canvasSize, layoutText, type TextLayout } from "./png-layout";

export interface RenderOptions {
  text: string;
  /** CSS family name of the loaded preview face. */
  family: string;
  fontSize: number;
  lineHeight: number;
  color: string;
  background: string;
  vertical: boolean;
  /** The on-screen box's content size, so the picture breaks lines where the page does. */
  maxWidth: number;
  maxHeight: number;
  padding: number;
  /** Device pixels per CSS pixel of the picture. */
  scale?: number;
}

/** Waits until the face's subsets covering `text` are loaded (they are requested by unicode-range). */
export async function ensureFontLoaded(family: string, fontSize: number, text: string): Promise<boolean> {
  if (typeof document === "undefined" || !document.fonts) return false;
  const spec = `${fontSize}px ${fontFamilyValue(family)}`;
  try {
    await document.fonts.load(spec, text || " ");
    await document.fonts.ready;
    return document.fonts.check(spec, text || " ");
  } catch {
    return false;
  }
}

export function paint(ctx: CanvasRenderingContext2D, layout: TextLayout, opts: Pick<RenderOptions, "color" | "background">): void {
  ctx.fillStyle = opts.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.fillStyle = opts.color;
  ctx.textBaseline = "middle";
  for (const item of layout.items) {
    if (item.rotate) {
      ctx.save();
      ctx.translate(item.x, item.y);
      ctx.rotate(Math.PI / 2);
      ctx.textAlign = "left";
      ctx.fillText(item.text, 0, 0);
      ctx.restore();
    } else {
      ctx.textAlign = item.align === "center" ? "center" : "left";
      ctx.fillText(item.text, item.x, item.y);
    }
  }
}

export async function renderPng(opts: RenderOptions): Promise<Blob> {
  const font = `normal normal 400 ${opts.fontSize}px ${fontFamilyValue(opts.family)}`;
  const measureCanvas = document.createElement("canvas");
  const measureCtx = measureCanvas.getContext("2d");
  if (!measureCtx) throw new Error("浏览器不支持画布");
  measureCtx.font = font;
  const cache = new Map<string, number>();
  const measure = (s: string) => {
    let w = cache.get(s);
    if (w === undefined) {
      w = measureCtx.measureText(s).width;
      cache.set(s, w);
    }
    return w;
  };
  const layout = layoutText(
    {
      text: opts.text,
      fontSize: opts.fontSize,
      lineHeight: opts.lineHeight,
      padding: opts.padding,
      maxWidth: opts.maxWidth,
      maxHeight: opts.maxHeight,
      measure,
    },
    opts.vertical,
  );
  const size = canvasSize(layout, opts.scale ?? 2);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("浏览器不支持画布");
  ctx.scale(size.scale, size.scale);
  ctx.font = font;
  paint(ctx, layout, opts);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("图片生成失败"))), "image/png"));
}

/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
