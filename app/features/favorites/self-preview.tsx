/**
 * A font's name (or any text) previewed in the font itself, through the subset service, for the
 * personal pages (group covers, a group's fonts, the compare lists). One batched call per view.
 */
import { FontPreview, previewKey, useRowPreviews, type RowPreviews } from "#app/components/font-preview";
import { previewFamily } from "#app/lib/font-preview";

export interface SelfPreviewItem {
  fontId: number;
  /** CSS family name of the face. */
  familyName: string;
  text: string;
  specimenUrl?: string;
  /** Whether `text` is what the specimen image shows (the family's name). */
  specimenMatches?: boolean;
}

export function useSelfPreviews(items: readonly SelfPreviewItem[]): RowPreviews {
  return useRowPreviews(items.filter((i) => i.text).map((i) => ({ gno: i.fontId, text: i.text })));
}

export function SelfPreview({
  item,
  previews,
  size,
  fit = "clip",
  className = "",
}: {
  item: SelfPreviewItem;
  previews: RowPreviews;
  size: number;
  fit?: "clip" | "scroll" | number;
  className?: string;
}) {
  return (
    <FontPreview
      cssName={previewFamily(item.familyName)}
      family={previews.families[String(item.fontId)]}
      text={item.text}
      size={size}
      version={previews.version}
      settled={previews.settled.has(previewKey(item.fontId, item.text))}
      specimenUrl={item.specimenUrl}
      specimenMatches={item.specimenMatches}
      fit={fit}
      className={className}
    />
  );
}
