/**
 * The chosen fonts, each setting the same text, through ONE batched subset call (every line of the
 * text is in the subset). Shared by /user/compare (with controls) and /pdf/compare (print).
 */
import type { CSSProperties, ReactNode } from "react";
import { batchable } from "#app/lib/font-rows";
import { fontFamilyValue, previewFamily, usePreviewFonts } from "#app/lib/font-preview";
import type { CompareEntry } from "./entries";
import type { CompareSettings } from "./compare-settings";

export function useComparePreviews(list: readonly CompareEntry[], text: string) {
  return usePreviewFonts(batchable(list.map((f) => ({ gno: f.id, text }))));
}

export function ComparePreview({
  entry,
  family,
  settings,
  className = "",
}: {
  entry: CompareEntry;
  family: string | undefined;
  settings: CompareSettings;
  className?: string;
}) {
  const style: CSSProperties = {
    fontFamily: family ? fontFamilyValue(family) : undefined,
    fontSize: `${settings.size}px`,
    lineHeight: settings.lineHeight,
  };
  return (
    <div
      data-testid="compare-preview"
      data-font-id={entry.id}
      data-font-family={entry.familyName ? previewFamily(entry.familyName) : ""}
      data-ready={Boolean(family)}
      style={style}
      className={`whitespace-pre-wrap break-words transition-colors ${family ? "text-stone-900" : "text-stone-300"} ${className}`}
    >
      {settings.text}
    </div>
  );
}

export function CompareLabel({ entry, children }: { entry: CompareEntry; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline gap-2">
      <span className="truncate font-semibold text-stone-900">{entry.name ?? `字体 #${entry.id}`}</span>
      {entry.styleName ? <span className="shrink-0 text-xs text-stone-500">{entry.styleName}</span> : null}
      {children}
    </div>
  );
}
