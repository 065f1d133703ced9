/**
 * Solves the block puzzle (docs/contract.md "Captcha") from its two images alone, the way a script of
 * twenty lines does (docs/decisions/013): what the e2e specs drag the slider to, and what the
 * abuse probes use to show the slider is a cost on automation, not a barrier.
 */
import sharp from "sharp";

async function rgba(base64: string) {
  const { data, info } = await sharp(Buffer.from(base64, "base64")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The piece's left edge in the background: the offset where the background under the piece's
 * opaque pixels correlates best with the piece (the hole is the same picture, only shaded).
 */
export async function solvePuzzle(originalBase64: string, jigsawBase64: string): Promise<number> {
  const bg = await rgba(originalBase64);
  const piece = await rgba(jigsawBase64);
  const lum = (d: Buffer, i: number) => 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
  const points: { px: number; py: number; v: number }[] = [];
  for (let py = 0; py < piece.height; py++) {
    for (let px = 0; px < piece.width; px++) {
      const i = (py * piece.width + px) * 4;
      if (piece.data[i + 3] === 255) points.push({ px, py, v: lum(piece.data, i) });
    }
  }
  if (points.length <= 100) throw new Error("the puzzle piece has too few opaque pixels");
  // Pearson correlation of luminance: shading the hole scales it, which correlation ignores.
  const n = points.length;
  const sumV = points.reduce((sum, p) => sum + p.v, 0);
  const sumVV = points.reduce((sum, p) => sum + p.v * p.v, 0);
  let best = { x: 0, score: -Infinity };
  for (let x = 0; x + piece.width <= bg.width; x++) {
    let sumW = 0;
    let sumWW = 0;
    let sumVW = 0;
    for (const { px, py, v } of points) {
      const w = lum(bg.data, (py * bg.width + x + px) * 4);
      sumW += w;
      sumWW += w * w;
      sumVW += v * w;
    }
    const spread = Math.sqrt((sumVV - (sumV * sumV) / n) * (sumWW - (sumW * sumW) / n)) || 1;
    const score = (sumVW - (sumV * sumW) / n) / spread;
    if (score > best.score) best = { x, score };
  }
  return best.x;
}
