/**
 * The printable comparison as a PDF (/pdf/compare's 下载 PDF): an A4 page per up to
 * COMPARE_MAX fonts, each with its name and the visitor's text set in the font itself. Each font
 * is the subset engine's subset of exactly the characters used (the same content-addressed
 * object the web previews use), embedded as is with pdf-lib + fontkit, so the text stays real,
 * selectable and searchable, and the file stays small. Labels are set in the site's label font
 * (a subset of the first font that has the characters, else the font itself).
 */
import { FONT_MESSAGES } from "#contract/fonts";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import { SubsetError, type SubsetEngine } from "#server/fonts/subset/engine";
import type { FontSource } from "#server/fonts/subset/source";
import { ApiError } from "#server/errors";
import { SITE_TITLE } from "#contract/constants";
import type { ComparePdfQuery } from "#contract/compare";

export interface ComparePdfDeps {
  engine: SubsetEngine;
  fonts: FontSource;
  /** Display names of the faces (family name and style), by font id. */
  names(ids: number[]): Promise<Map<number, { name: string; styleName: string }>>;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.11, 0.1, 0.09);
const GREY = rgb(0.47, 0.44, 0.42);
const RULE = rgb(0.85, 0.83, 0.81);

/** Code points of everything a font has to draw (its text and its label). */
const codePointsOf = (...texts: string[]) => [...new Set([...texts.join("")].map((c) => c.codePointAt(0)!).filter((cp) => cp > 0x1f))];

/** Lines of `text` broken to fit `width` at `size` in `font` (CJK breaks anywhere; words stay whole when they fit). */
export function wrapLines(text: string, font: Pick<PDFFont, "widthOfTextAtSize">, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const ch of paragraph) {
      if (line && font.widthOfTextAtSize(line + ch, size) > width) {
        out.push(line);
        line = ch.trim() ? ch : "";
      } else line += ch;
    }
    out.push(line);
  }
  return out;
}

async function subsetBytes(deps: ComparePdfDeps, id: number, codePoints: number[]): Promise<Uint8Array> {
  const font = await deps.fonts.get(String(id));
  if (!font) throw new ApiError(404, `${FONT_MESSAGES.notFound}（编号 ${id}）`);
  try {
    return (await deps.engine.object({ font, codePoints }, "sfnt")).bytes;
  } catch (error) {
    if (error instanceof SubsetError) throw new ApiError(error.status, error.message);
    throw error;
  }
}

export async function makeComparePdf(deps: ComparePdfDeps, q: ComparePdfQuery): Promise<Uint8Array> {
  if (q.ids.length === 0) throw new ApiError(400, "请选择要对比的字体");
  const names = await deps.names(q.ids);
  const missing = q.ids.find((id) => !names.has(id));
  if (missing !== undefined) throw new ApiError(404, `${FONT_MESSAGES.notFound}（编号 ${missing}）`);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`字体对比 - ${SITE_TITLE}`);
  doc.setCreator(SITE_TITLE);
  doc.setProducer(`${SITE_TITLE} · pdf-lib`);

  const label = (id: number) => {
    const n = names.get(id)!;
    return [n.name, n.styleName].filter(Boolean).join(" ");
  };
  // Every font draws its own label too, so no font outside the comparison is needed.
  const embedded = await Promise.all(
    q.ids.map(async (id) => {
      const bytes = await subsetBytes(deps, id, codePointsOf(q.text, label(id), `字体对比 · ${q.size}pt`));
      return { id, font: await doc.embedFont(bytes, { subset: false }) };
    }),
  );

  const width = A4.width - 2 * MARGIN;
  const leading = q.size * q.lineHeight;
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const header = (p: PDFPage, font: PDFFont) => {
    p.drawText(`字体对比 · ${q.size}pt`, { x: MARGIN, y: A4.height - MARGIN + 14, size: 9, font, color: GREY });
  };
  header(page, embedded[0].font);

  for (const { id, font } of embedded) {
    const lines = wrapLines(q.text, font, q.size, width);
    const blockHeight = 22 + lines.length * leading + 18;
    if (y - blockHeight < MARGIN && y < A4.height - MARGIN) {
      page = doc.addPage([A4.width, A4.height]);
      header(page, font);
      y = A4.height - MARGIN;
    }
    page.drawText(label(id), { x: MARGIN, y: y - 12, size: 11, font, color: GREY });
    y -= 22;
    for (const line of lines) {
      y -= leading;
      if (line) page.drawText(line, { x: MARGIN, y: y + (leading - q.size) / 2, size: q.size, font, color: INK });
    }
    y -= 14;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: RULE });
    y -= 4;
  }
  return doc.save();
}
