/**
 * 试用: type any text and see it set in the font, live (each change is subset after 300 ms), with
 * size, colour, line height, horizontal or vertical writing and the face; 保存为图片 draws the
 * rendering onto a canvas with the loaded face and downloads a PNG.
 */
import { ImageIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties } from "react";
import { toast } from "#app/lib/toast";
import type { FontDetail } from "#contract/fonts";
import { usePreviewFonts } from "#app/lib/font-preview";
import { FacePicker, faceLabel } from "./face-picker";
import { EDITOR_TEXT } from "./preview-texts";
import { editorRequests, faceStyle } from "./previews";
import { pngFileName } from "./png-layout";
import { ensureFontLoaded, renderPng, saveBlob } from "./png-render";
import { button, Section, segment } from "./ui";

export const EDITOR_LIMITS = { minSize: 12, maxSize: 160, minLine: 1, maxLine: 2.6, maxChars: 1000 } as const;
/** Inner padding of the stage (px), on screen and in the picture: less on a phone (p-5 sm:p-8). */
const stagePadding = (width: number) => (width < 640 ? 20 : 32);

const PHONE_QUERY = "(max-width: 639px)";
const isPhoneWidth = () => window.matchMedia(PHONE_QUERY).matches;
function subscribeWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const INKS = [
  { label: "墨黑", value: "#1c1917" },
  { label: "朱砂", value: "#b4231b" },
  { label: "黛蓝", value: "#1f3a6e" },
  { label: "松绿", value: "#2f5d3a" },
  { label: "赭石", value: "#9a4a1c" },
];
const PAPERS = [
  { label: "白", value: "#ffffff", ink: "#1c1917" },
  { label: "宣纸", value: "#f6efe1", ink: "#1c1917" },
  { label: "墨底", value: "#1c1917", ink: "#f5f5f4" },
];

export function EditorSection({
  font,
  initialText,
  familyLine,
  pageFamilies,
}: {
  font: FontDetail;
  initialText: string;
  /** The text the page batch loads for every face (the editor's batch pairs with it). */
  familyLine: string;
  pageFamilies: Record<string, string>;
}) {
  const [faceId, setFaceId] = useState(font.fonts[0]?.id);
  const [text, setText] = useState(initialText || EDITOR_TEXT);
  // A phone starts smaller, so a line holds more than a few characters.
  const phone = useSyncExternalStore(subscribeWidth, isPhoneWidth, () => false);
  const [chosenSize, setSize] = useState<number | null>(null);
  const size = chosenSize ?? (phone ? 32 : 48);
  const [lineHeight, setLineHeight] = useState(1.6);
  const [color, setColor] = useState(INKS[0].value);
  const [paper, setPaper] = useState(PAPERS[0].value);
  const [vertical, setVertical] = useState(false);
  const [saving, setSaving] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const ids = { text: useId(), size: useId(), line: useId(), color: useId() };

  const preview = usePreviewFonts(faceId ? editorRequests(faceId, text, familyLine) : []);
  const families = { ...pageFamilies, ...preview.families };
  const style = faceStyle(families, faceId);
  const loading = useRef(preview.loading);
  useEffect(() => {
    loading.current = preview.loading;
  }, [preview.loading]);

  const face = font.fonts.find((f) => f.id === faceId);

  const save = async () => {
    const family = faceId ? families[String(faceId)] : undefined;
    const box = stage.current;
    if (!family || !box || !face) {
      toast.warning("字体还在加载，请稍候再试");
      return;
    }
    if (!text.trim()) {
      toast.warning("请先输入文字");
      return;
    }
    setSaving(true);
    const padding = parseFloat(getComputedStyle(box).paddingLeft) || stagePadding(window.innerWidth);
    try {
      // A change still waiting for its subset: give it a moment so every character is in the font.
      for (let i = 0; i < 40 && loading.current; i++) await new Promise((r) => setTimeout(r, 100));
      await ensureFontLoaded(family, size, text);
      const blob = await renderPng({
        text,
        family,
        fontSize: size,
        lineHeight,
        color,
        background: paper,
        vertical,
        maxWidth: box.clientWidth - padding * 2,
        maxHeight: box.clientHeight - padding * 2,
        padding,
        scale: Math.max(2, Math.min(3, window.devicePixelRatio || 1)),
      });
      saveBlob(blob, pngFileName(font.name, face.styleName || face.styleNameEn));
      toast.success("图片已保存");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "图片生成失败");
    } finally {
      setSaving(false);
    }
  };

  const stageStyle: CSSProperties = {
    ...style,
    fontSize: size,
    lineHeight,
    color,
    background: paper,
    writingMode: vertical ? "vertical-rl" : "horizontal-tb",
  };

  return (
    <Section id="editor" title="在线试用" lead="输入任意文字，调整字号、颜色、行距与排版方向，满意后保存为图片。">
      <div className="grid gap-6 lg:grid-cols-[320px_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="order-1 lg:col-start-1 lg:row-start-1">
          <label htmlFor={ids.text} className="mb-2 block text-sm font-medium text-stone-700">
            文字
          </label>
          <textarea
            id={ids.text}
            data-testid="editor-input"
            value={text}
            maxLength={EDITOR_LIMITS.maxChars}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            spellCheck={false}
            placeholder="在这里输入文字"
            className="block w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-3 text-[15px] leading-7 text-stone-900 outline-none transition-colors placeholder:text-stone-400 hover:border-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20"
          />
          <p className="mt-1.5 text-right text-xs tabular-nums text-stone-400">
            {[...text].length} / {EDITOR_LIMITS.maxChars}
          </p>
        </div>

        <div className="order-2 min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="mb-2 flex items-center justify-between text-xs text-stone-400">
            <span>
              {face ? faceLabel(face) : ""} · {size}px · 行距 {lineHeight.toFixed(1)} · {vertical ? "竖排" : "横排"}
            </span>
            <span aria-live="polite">{preview.loading ? "正在生成字体…" : style ? "已载入" : ""}</span>
          </div>
          <div
            ref={stage}
            data-testid="editor-stage"
            data-writing-mode={vertical ? "vertical" : "horizontal"}
            data-font-loaded={style ? "true" : "false"}
            lang="zh-Hans"
            className={`overflow-auto whitespace-pre-wrap break-words rounded-2xl border border-stone-200 p-5 sm:p-8 shadow-inner shadow-stone-900/5 [overflow-wrap:anywhere] ${
              vertical ? "h-[440px] sm:h-[520px]" : "min-h-[320px] lg:min-h-[520px]"
            }`}
            style={stageStyle}
          >
            {text || <span className="text-stone-300">请在输入框中输入文字</span>}
          </div>
        </div>

        <div className="order-3 space-y-6 lg:col-start-1 lg:row-start-2" data-testid="editor-controls">
          {font.fonts.length > 1 ? (
            <div>
              <p className="mb-2 text-sm font-medium text-stone-700">字重</p>
              <FacePicker faces={font.fonts} value={faceId} onChange={setFaceId} label="试用字重" testId="editor-face-picker" />
            </div>
          ) : null}

          <Slider id={ids.size} label="字号" value={size} min={EDITOR_LIMITS.minSize} max={EDITOR_LIMITS.maxSize} step={1} onChange={setSize} format={(v) => `${v}px`} testId="editor-size" />
          <Slider id={ids.line} label="行距" value={lineHeight} min={EDITOR_LIMITS.minLine} max={EDITOR_LIMITS.maxLine} step={0.1} onChange={setLineHeight} format={(v) => v.toFixed(1)} testId="editor-line-height" />

          <div>
            <p className="mb-2 text-sm font-medium text-stone-700">排版</p>
            <div role="group" aria-label="排版方向" className="inline-flex rounded-lg bg-stone-100 p-1">
              <button type="button" aria-pressed={!vertical} onClick={() => setVertical(false)} className={segment} data-testid="editor-horizontal">
                横排
              </button>
              <button type="button" aria-pressed={vertical} onClick={() => setVertical(true)} className={segment} data-testid="editor-vertical">
                竖排
              </button>
            </div>
          </div>

          <div>
            <p className="mb-2 text-sm font-medium text-stone-700">颜色</p>
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label="文字颜色">
              {INKS.map((ink) => (
                <button
                  key={ink.value}
                  type="button"
                  title={ink.label}
                  aria-label={ink.label}
                  aria-pressed={color === ink.value}
                  onClick={() => setColor(ink.value)}
                  className="size-7 rounded-full ring-1 ring-black/10 ring-offset-2 transition-shadow aria-pressed:ring-2 aria-pressed:ring-stone-900"
                  style={{ background: ink.value }}
                />
              ))}
              <label htmlFor={ids.color} className="relative size-7 cursor-pointer overflow-hidden rounded-full ring-1 ring-black/10 ring-offset-2" title="自定义颜色">
                <span className="sr-only">自定义颜色</span>
                <span aria-hidden="true" className="absolute inset-0 bg-[conic-gradient(#ef4444,#f59e0b,#22c55e,#3b82f6,#a855f7,#ef4444)]" />
                <input id={ids.color} type="color" value={color} onChange={(e) => setColor(e.target.value)} className="absolute inset-0 size-full cursor-pointer opacity-0" data-testid="editor-color" />
              </label>
            </div>
            <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="背景">
              {PAPERS.map((p) => (
                <button
                  key={p.value}
                  type="button"
                  aria-pressed={paper === p.value}
                  onClick={() => {
                    setPaper(p.value);
                    // Keep the text readable: dark paper gets light ink and back.
                    const dark = p.value === PAPERS[2].value;
                    if (dark && color === INKS[0].value) setColor(p.ink);
                    if (!dark && color === PAPERS[2].ink) setColor(INKS[0].value);
                  }}
                  className="inline-flex h-8 items-center gap-2 rounded-full border border-stone-200 px-3 text-sm text-stone-600 hover:border-stone-400 aria-pressed:border-stone-900 aria-pressed:text-stone-900"
                >
                  <span aria-hidden="true" className="size-3.5 rounded-full ring-1 ring-black/15" style={{ background: p.value }} />
                  {p.label}
                </button>
              ))}
            </div>
          </div>

          <button type="button" onClick={save} disabled={saving} data-testid="editor-save-png" className={`${button.primary} w-full`}>
            {saving ? <LoaderCircleIcon size={18}  className="animate-spin"/> : <ImageIcon size={18} />}
            保存为图片
          </button>
        </div>
      </div>
    </Section>
  );
}

function Slider({
  id,
  label,
  value,
  min,
  max,
  step,
  onChange,
  format,
  testId,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
  testId: string;
}) {
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums text-stone-500">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        data-testid={testId}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-1.5 w-full cursor-pointer accent-orange-700"
      />
    </div>
  );
}
