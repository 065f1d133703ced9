/**
 * The font layout's toolbar, under the site header: the sample text every
 * preview shows (empty = each font's own name), preset texts, the preview size and a reset.
 * Sticky from the small breakpoint up; on a phone it scrolls away with the page so the list
 * keeps the screen. State: useSampleText() (sample-text.ts), shared with the detail page.
 */
import { RotateCcwIcon, TypeIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { PRESET_TEXTS, SAMPLE_SIZE, SAMPLE_TEXT_MAX, useSampleText } from "#app/lib/sample-text";

export function FontToolbar() {
  const { text, setText, size, setSize, reset } = useSampleText();
  const inputId = useId();
  const sizeId = useId();
  const atDefaults = text === "" && size === SAMPLE_SIZE.default;

  return (
    <div
      data-testid="font-toolbar"
      role="region"
      aria-label="字体预览工具栏"
      className="z-20 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:sticky sm:top-16"
    >
      {/* Phones: text, presets, size — one per line. Tablets: text and size, presets under them. Wide: one line. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
        <div className="order-1 flex min-w-0 basis-full items-center sm:basis-0 sm:flex-1">
          <div className="relative min-w-0 flex-1">
            <label htmlFor={inputId} className="sr-only">
              预览文字
            </label>
            <TypeIcon size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-400" />
            <input
              id={inputId}
              data-testid="sample-text-input"
              type="text"
              value={text}
              maxLength={SAMPLE_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder="输入文字预览字体，留空显示字体名称"
              autoComplete="off"
              spellCheck={false}
              className="h-10 w-full rounded-xl border border-stone-300 bg-white pl-9 pr-9 text-[15px] text-stone-900 outline-none transition-colors placeholder:text-stone-400 hover:border-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20"
            />
            {text ? (
              <button
                type="button"
                onClick={() => setText("")}
                aria-label="清空预览文字"
                className="absolute right-1.5 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-lg text-stone-400 transition-colors hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-orange-600"
              >
                <XIcon size={12} />
              </button>
            ) : null}
          </div>
        </div>

        <div
          role="group"
          aria-label="预设文字"
          className="order-2 -mx-1 flex min-w-0 basis-full gap-1.5 overflow-x-auto px-1 py-0.5 [scrollbar-width:none] sm:order-3 xl:order-2 xl:basis-auto"
        >
          {PRESET_TEXTS.map((preset) => {
            const active = text === preset.text;
            return (
              <button
                key={preset.text}
                type="button"
                aria-pressed={active}
                title={`${preset.label}：${preset.text}`}
                onClick={() => setText(active ? "" : preset.text)}
                className={`h-8 max-w-44 shrink-0 truncate rounded-full border px-3 text-[13px] transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 ${
                  active
                    ? "border-orange-600 bg-orange-50 text-orange-800"
                    : "border-stone-200 bg-white text-stone-600 hover:border-stone-300 hover:text-stone-900"
                }`}
              >
                {preset.text}
              </button>
            );
          })}
        </div>

        <div className="order-3 flex min-w-0 basis-full items-center gap-2 sm:order-2 sm:basis-auto xl:order-3">
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap text-[13px] text-stone-500">
              字号
            </label>
            <input
              id={sizeId}
              data-testid="sample-size"
              type="range"
              min={SAMPLE_SIZE.min}
              max={SAMPLE_SIZE.max}
              step={SAMPLE_SIZE.step}
              value={size}
              onChange={(event) => setSize(Number(event.target.value))}
              aria-valuetext={`${size} 像素`}
              className="h-1.5 min-w-0 flex-1 cursor-pointer accent-orange-700 sm:w-36 sm:flex-none"
            />
            <output htmlFor={sizeId} aria-live="off" className="w-12 text-right text-[13px] tabular-nums text-stone-600">
              {size}px
            </output>
          </div>

          <button
            type="button"
            onClick={reset}
            disabled={atDefaults}
            aria-label="重置预览文字和字号"
            title="重置预览文字和字号"
            className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2.5 text-[13px] text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-600 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <RotateCcwIcon size={14} />
            <span className="hidden sm:inline">重置</span>
          </button>
        </div>
      </div>
    </div>
  );
}
