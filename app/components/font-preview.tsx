/**
 * A row's preview in its own font. Every row of a view is subset in ONE batched call
 * (useRowPreviews → preview.ts usePreviewFonts); each preview then waits for its face with
 * document.fonts.load before showing the text, and until then shows the font's specimen PNG in
 * the same place (when the text is the font's own name), so nothing moves when the face arrives.
 * If the subset call fails, the specimen stays, or the text shows in the site's font.
 *
 * data-testid="font-preview", data-font-family = the CSS font name, data-state = loading |
 * ready | fallback.
 *
 * A preview is one element, the text's own <p>, and two while its specimen shows (the <img> in
 * it; docs/decisions/031). The specimen's placeholder bar is the box's ::before, and the box
 * clips the picture, so no wrapper is needed around either.
 */
import { startTransition, useEffect, useRef, useState, type CSSProperties } from "react";
import { IMAGE_FADE_IN, useLazyImage } from "#app/components/lazy-image";
import { fontFamilyValue, usePreviewFonts, type PreviewRequest } from "#app/lib/font-preview";
import { batchable, PREVIEW_LINE_HEIGHT, specimenPlacement } from "#app/lib/font-rows";

export interface RowPreviews {
  /** gno → CSS font name, for the faces whose rules are injected. */
  families: Record<string, string>;
  /** Goes up each time a batch settles (new rules, or a failure): previews re-check their face. */
  version: number;
  /** previewKey(gno, text) of the requests the last settled batch answered. */
  settled: ReadonlySet<string>;
  loading: boolean;
}

export const previewKey = (gno: string | number, text: string) => `${String(gno)}\u0000${text}`;

/** One batched subset call for the previews in view (a lone item is made a batch of two). */
export function useRowPreviews(requests: readonly PreviewRequest[]): RowPreviews {
  const { families, loading } = usePreviewFonts(batchable(requests));
  // Note each settled batch (adjusting state while rendering, as React advises for derived state):
  // new rules arrived (families changed) or a call ended (loading went back to false).
  const [seen, setSeen] = useState(() => ({ families, loading, version: 0, settled: new Set<string>() as ReadonlySet<string> }));
  if (seen.families !== families || seen.loading !== loading) {
    const settledNow = seen.families !== families || (seen.loading && !loading);
    setSeen({
      families,
      loading,
      version: seen.version + (settledNow ? 1 : 0),
      settled: settledNow ? new Set(requests.map((r) => previewKey(r.gno, r.text))) : seen.settled,
    });
  }
  return { families, version: seen.version, settled: seen.settled, loading };
}

type FaceStatus = "pending" | "loaded" | "missing";

/**
 * Whether the face `family` is loaded for `text` (asked again when `version` changes). While a
 * new answer is pending the last one for the same family stands, so typing does not flicker.
 */
function useFaceStatus(family: string | undefined, text: string, version: number): FaceStatus {
  const key = `${family ?? ""}\u0000${text}\u0000${version}`;
  const [result, setResult] = useState<{ key: string; family: string; loaded: boolean } | null>(null);

  useEffect(() => {
    if (!family || !text || typeof document === "undefined" || !("fonts" in document)) return;
    let live = true;
    // Each row asks in a task of its own: matching a face costs the browser a style pass, and a
    // page of rows asking at once was one long task on a phone (bench/README.md).
    const ask = setTimeout(() => {
      document.fonts.load(`16px ${JSON.stringify(family)}`, text).then(
        (faces) => {
          if (live) startTransition(() => setResult({ key, family, loaded: faces.length > 0 }));
        },
        () => {
          if (live) startTransition(() => setResult({ key, family, loaded: false }));
        },
      );
    });
    return () => {
      live = false;
      clearTimeout(ask);
    };
  }, [family, text, key]);

  if (!family || !result || result.family !== family) return "pending";
  if (result.key !== key && !result.loaded) return "pending";
  return result.loaded ? "loaded" : "missing";
}

export interface FontPreviewProps {
  /** The row's CSS font name (data-font-family), whether or not its face is injected yet. */
  cssName: string;
  /** The injected face's name from useRowPreviews (undefined until then). */
  family: string | undefined;
  text: string;
  /**
   * Font size in px. A container may cap it with the CSS variable --preview-max (the card grid
   * does on phones); every other measure of the preview is in em, so it follows.
   */
  size: number;
  /** From useRowPreviews: re-check the face when it changes. */
  version: number;
  /** Whether a settled batch answered this font and text (else a missing face is still to come). */
  settled: boolean;
  /** The list specimen PNG, shown until the face is ready when `text` is the font's name. */
  specimenUrl?: string;
  /** Whether `text` is what the specimen shows (the font's own name). */
  specimenMatches?: boolean;
  /**
   * "clip": one line, cut with a fade at the right (table rows); "scroll": one line at its full
   * width (the sticky form's strips); a number: wrap, at most that many lines (cards).
   */
  fit?: "clip" | "scroll" | number;
  className?: string;
  /** One of the first screen's rows: its specimen comes with the page (LazyImage priority). */
  priority?: boolean;
}

export function FontPreview({
  cssName,
  family,
  text,
  size,
  version,
  settled,
  specimenUrl,
  specimenMatches = false,
  fit = "clip",
  className = "",
  priority = false,
}: FontPreviewProps) {
  const status = useFaceStatus(family, text, version);
  const [specimenFailed, setSpecimenFailed] = useState(false);
  const ready = status === "loaded";
  // Answered, yet no face for this font and text (the subset failed, or the face would not load).
  const failed = settled && status !== "loaded" && (status === "missing" || !family);
  const showSpecimen = !ready && specimenMatches && Boolean(specimenUrl) && !specimenFailed;
  const box = useRef<HTMLParagraphElement>(null);
  // The specimen loads as a lazy image of the box (retries, first-screen rows with the page), and
  // only while it is wanted: a typed text or a ready face never fetches it.
  const specimen = useLazyImage(specimenUrl ?? "", priority, box, {
    active: showSpecimen,
    onStateChange: (state) => {
      if (state === "error") setSpecimenFailed(true);
    },
  });
  const lines = typeof fit === "number" ? fit : 1;

  const textClass = ready
    ? "text-stone-900"
    : showSpecimen
      ? "text-transparent"
      : failed
        ? "text-stone-500"
        : "text-stone-300";
  // The fade at the right is the live text's; a specimen standing in is cut by the box as it was
  // by its own frame.
  const fitClass =
    fit === "clip"
      ? `min-w-0 overflow-hidden whitespace-pre ${showSpecimen ? "" : "[mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)]"}`
      : fit === "scroll"
        ? "whitespace-pre"
        : "min-w-0 overflow-hidden break-words";
  // While the specimen stands in, the box clips it (its text is transparent then); until the
  // picture is there, the box draws the placeholder bar.
  const specimenClass = showSpecimen ? `overflow-hidden ${specimen.shown ? "" : "specimen-wait"}` : "";

  return (
    <p
      ref={box}
      lang="zh-CN"
      data-testid="font-preview"
      data-font-family={cssName}
      data-state={ready ? "ready" : failed ? "fallback" : "loading"}
      title={failed && !showSpecimen ? "字体预览暂不可用，显示为系统字体" : undefined}
      className={`relative ${fitClass} ${specimenClass} transition-colors duration-300 motion-reduce:transition-none ${textClass} ${className}`}
      style={{
        fontSize: `min(${size}px, var(--preview-max, ${size}px))`,
        height: `${lines * PREVIEW_LINE_HEIGHT}em`,
        fontFamily: family ? fontFamilyValue(family) : undefined,
        lineHeight: PREVIEW_LINE_HEIGHT,
        ...(typeof fit === "number" ? { display: "-webkit-box", WebkitLineClamp: fit, WebkitBoxOrient: "vertical" as const } : {}),
      }}
    >
      {showSpecimen && specimen.shown ? (
        // Decorative: the text beside it carries the name. Scaled and shifted so its name covers
        // the place of the live text; clipped to the first line (the PNG's second line, a muted
        // sample, is not the preview's).
        <img
          src={specimenUrl}
          alt=""
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          draggable={false}
          className={`pointer-events-none absolute max-w-none object-contain object-left-top ${specimen.fade ? IMAGE_FADE_IN : ""}`}
          style={SPECIMEN_STYLE}
        />
      ) : null}
      {text}
    </p>
  );
}

/** Where the specimen PNG sits in the box (em, so it follows the font size), cut below the first line. */
const SPECIMEN_STYLE: CSSProperties = (() => {
  const box = specimenPlacement();
  const belowFirstLine = Math.round((box.top + box.height - PREVIEW_LINE_HEIGHT) * 10_000) / 10_000;
  return { left: `${box.left}em`, top: `${box.top}em`, width: `${box.width}em`, height: `${box.height}em`, clipPath: `inset(0 0 ${belowFirstLine}em 0)` };
})();
