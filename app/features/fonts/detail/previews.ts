/**
 * What the detail page asks the subset service for. The page's fixed previews go in ONE batch:
 * the hero (name, 永, a line) in the main face, every face of the family with the family line,
 * and all preset texts in the face chosen in the preview section. A family has at least the
 * hero and the family line of its main face, so the batch always has two items and docs/product.md's
 * single-item rule never swallows it. The editor batches its text with the family line of its
 * face, which the page batch already loaded (see editorRequests).
 */
import type { CSSProperties } from "react";
import type { FontDetail } from "#contract/fonts";
import { fontFamilyValue, type PreviewRequest } from "#app/lib/font-preview";
import { HERO_GLYPH, HERO_LINE, PRESET_TEXT_ALL } from "./preview-texts";

export function heroText(font: Pick<FontDetail, "name" | "nameEn">): string {
  return `${font.name}${font.nameEn}${HERO_GLYPH}${HERO_LINE}`;
}

export function pageRequests(font: Pick<FontDetail, "name" | "nameEn" | "fonts">, familyLine: string, previewFaceId: number | undefined): PreviewRequest[] {
  const main = font.fonts[0];
  if (!main) return [];
  return [
    { gno: main.id, text: heroText(font) },
    ...font.fonts.map((f) => ({ gno: f.id, text: familyLine })),
    ...(previewFaceId ? [{ gno: previewFaceId, text: PRESET_TEXT_ALL }] : []),
  ];
}

/**
 * The editor's batch: its text, paired with the family line of the same face. The pair keeps the
 * batch at two items (one item would not be sent); its subset is already cached by the browser
 * and the service, and when the editor text equals the family line there is nothing new to load.
 */
export function editorRequests(faceId: number, text: string, familyLine: string): PreviewRequest[] {
  return [
    { gno: faceId, text },
    { gno: faceId, text: familyLine },
  ];
}

/** The style that sets a face's preview font once it is loaded; before, the site's own font. */
export function faceStyle(families: Record<string, string>, faceId: number | undefined): CSSProperties | undefined {
  const family = faceId === undefined ? undefined : families[String(faceId)];
  return family ? { fontFamily: fontFamilyValue(family), fontWeight: "normal", fontStyle: "normal", fontSynthesis: "none" } : undefined;
}
