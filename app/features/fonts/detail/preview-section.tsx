/** 预览: the preset texts (简体, 繁體, digits and Latin, punctuation) at several sizes, in one face. */
import type { FontFaceItem } from "#contract/fonts";
import { fallbackNote } from "#app/lib/font-coverage";
import { FacePicker } from "./face-picker";
import { PRESET_TEXTS } from "./preview-texts";
import { faceStyle } from "./previews";
import { Section } from "./ui";

/** A size that shrinks on narrow screens: full size from ~1200 px wide, at least 60 % (and 16 px). */
export function responsiveSize(size: number): string {
  const min = Math.min(size, Math.max(16, Math.round(size * 0.6)));
  return `clamp(${min}px, ${(size / 12).toFixed(2)}vw, ${size}px)`;
}

export function PreviewSection({
  faces,
  faceId,
  onFaceChange,
  families,
}: {
  faces: FontFaceItem[];
  faceId: number | undefined;
  onFaceChange: (id: number) => void;
  families: Record<string, string>;
}) {
  const style = faceStyle(families, faceId);
  const note = fallbackNote(faces.find((f) => f.id === faceId)?.coverage);
  return (
    <Section
      id="preview"
      title="预览"
      lead="常用的简体、繁体、数字、拉丁字母与标点，以不同字号排出，看看它在标题与正文里的样子。"
      aside={<FacePicker faces={faces} value={faceId} onChange={onFaceChange} label="预览字重" testId="preview-face-picker" />}
    >
      {note ? (
        <p data-testid="preview-fallback-note" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900">
          {note}
        </p>
      ) : null}
      <div data-testid="preview-texts" data-font-loaded={style ? "true" : "false"} className="divide-y divide-stone-100">
        {PRESET_TEXTS.flatMap((preset) =>
          preset.sizes.map((size, i) => (
            <figure key={`${preset.id}-${size}`} className="grid gap-2 py-6 first:pt-0 md:grid-cols-[9rem_minmax(0,1fr)] md:gap-8">
              <figcaption className="pt-1 text-[13px] leading-5 text-stone-400">
                {i === 0 ? <span className="block text-stone-600">{preset.label}</span> : null}
                <span className="tabular-nums">{size} px</span>
              </figcaption>
              <p
                lang={preset.id === "traditional" ? "zh-Hant" : preset.id === "latin" ? "en" : "zh-Hans"}
                className="min-w-0 break-words text-stone-900 transition-[font-family]"
                style={{ ...style, fontSize: responsiveSize(size), lineHeight: size >= 48 ? 1.25 : size >= 28 ? 1.5 : 1.85 }}
              >
                {preset.text}
              </p>
            </figure>
          )),
        )}
      </div>
    </Section>
  );
}
