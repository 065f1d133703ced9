/** The top of the detail page: the family's name set in its own face, facts, download and compare. */
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import type { CSSProperties } from "react";
import type { FontDetail, FontFaceInfo } from "#contract/fonts";
import { AppLink } from "#app/components/app-link";
import { previewFamily } from "#app/lib/font-preview";
import { coverageRows, formatCount, formatFileSize, formatPercent } from "#app/lib/font-coverage";
import { CompareButton } from "./compare-button";
import { FavoriteButton } from "#app/features/favorites/favorite-button";
import { HERO_GLYPH, HERO_LINE } from "./preview-texts";
import { faceStyle } from "./previews";
import type { FontDownload } from "./use-download";
import { button } from "./ui";

export function Hero({
  font,
  mainInfo,
  families,
  download,
}: {
  font: FontDetail;
  mainInfo: FontFaceInfo | null;
  families: Record<string, string>;
  download: FontDownload;
}) {
  const main = font.fonts[0];
  const style = faceStyle(families, main?.id);
  const loaded = Boolean(style);
  const weights = font.weights.length > 1 ? `${font.weights[0]}–${font.weights[font.weights.length - 1]}` : String(font.weights[0] ?? "");
  const coverage = coverageRows(font.coverage);
  const busy = main && download.busyId === main.id;

  return (
    <section
      data-testid="font-hero"
      data-font-family={main ? previewFamily(main.familyName) : ""}
      data-font-loaded={loaded ? "true" : "false"}
      className="grid items-center gap-10 pb-12 pt-6 sm:pb-14 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)] lg:gap-16 lg:pb-16 lg:pt-10"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2 text-[13px]">
          {font.categoryName ? (
            <AppLink to={`/font?category=${font.category}`} className="rounded-full bg-stone-100 px-3 py-1 text-stone-700 hover:bg-stone-200">
              {font.categoryName}
            </AppLink>
          ) : null}
          {font.licenseLabel ? (
            <a href="#license" data-testid="license-badge" className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-emerald-800 ring-1 ring-emerald-600/15 hover:bg-emerald-100">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
              {font.licenseLabel}
            </a>
          ) : null}
          {font.isVariable ? <span className="rounded-full bg-violet-50 px-3 py-1 text-violet-800 ring-1 ring-violet-600/15">可变字体</span> : null}
        </div>

        <h1
          className="mt-5 break-words text-[44px] leading-[1.15] text-stone-950 sm:text-6xl lg:text-7xl"
          style={style ?? { fontWeight: 700 }}
          data-testid="font-name"
        >
          {font.name}
        </h1>
        {font.nameEn && font.nameEn !== font.name ? (
          <p className="mt-3 text-lg tracking-wide text-stone-500" style={style}>
            {font.nameEn}
          </p>
        ) : null}

        <p className="mt-6 text-[15px] text-stone-600">
          {font.designer ? (
            <>
              <span className="text-stone-400">设计</span> {font.designer}
            </>
          ) : null}
          {font.designer && font.foundry && font.foundry !== font.designer ? <span className="mx-2 text-stone-300">/</span> : null}
          {font.foundry && font.foundry !== font.designer ? (
            <>
              <span className="text-stone-400">出品</span> {font.foundry}
            </>
          ) : null}
          {font.contributor ? (
            <>
              {font.designer || font.foundry ? <span className="mx-2 text-stone-300">/</span> : null}
              <span className="text-stone-400">贡献者</span> <span data-testid="hero-contributor">{font.contributor}</span>
            </>
          ) : null}
        </p>

        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-y border-stone-200 py-5 sm:grid-cols-4">
          <Stat label="字重" value={`${font.fontCount} 款`} hint={weights} />
          <Stat label="字形" value={formatCount(font.glyphCount)} hint={`汉字 ${formatCount(font.coverage.hanzi)}`} />
          {coverage
            .filter((r) => r.key !== "big5")
            .map((r) => (
              <Stat key={r.key} label={r.key === "gb2312" ? "GB 2312" : "通用规范"} value={formatPercent(r.percent)} hint={`${formatCount(r.count)} / ${formatCount(r.total)}`} />
            ))}
        </dl>

        <div className="mt-7 flex flex-wrap items-center gap-3">
          {main ? (
            <button type="button" data-testid="download-button" data-font-id={main.id} disabled={Boolean(busy)} onClick={() => download.start(main.id)} className={button.primary}>
              {busy ? <LoaderCircleIcon size={18}  className="animate-spin"/> : <DownloadIcon size={18} />}
              下载字体
            </button>
          ) : null}
          {main ? <CompareButton font={font} face={main} testId="compare-button" size="large" /> : null}
          {main ? <FavoriteButton fontId={main.id} fontName={font.name} look="large" /> : null}
          <a href="#editor" className="inline-flex h-11 items-center px-2 text-[15px] text-stone-600 underline-offset-4 hover:text-orange-700 hover:underline">
            在线试用 →
          </a>
        </div>
        <p className="mt-3 text-[13px] text-stone-400">
          {main ? (
            <>
              {main.styleName || main.styleNameEn} · {main.format.toUpperCase()}
              {mainInfo?.fileSize ? ` · ${formatFileSize(mainInfo.fileSize)}` : ""}
              {font.fontCount > 1 ? (
                <>
                  {" "}
                  · 其他字重见
                  <a href="#family" className="mx-0.5 text-stone-500 underline underline-offset-2 hover:text-orange-700">
                    字重
                  </a>
                </>
              ) : null}
              {" "}· 下载需登录并同意《字体使用协议》
            </>
          ) : (
            "这款字体暂时没有可下载的文件"
          )}
        </p>
      </div>

      <Specimen style={style} caption={main ? `${main.styleName || main.styleNameEn} · ${main.weight}` : ""} />
    </section>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[13px] text-stone-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-stone-900">{value}</dd>
      {hint ? <dd className="mt-0.5 truncate text-xs tabular-nums text-stone-400">{hint}</dd> : null}
    </div>
  );
}

/** 永 in a 米字格, the practice grid of Chinese calligraphy, with a line of text under it. */
function Specimen({ style, caption }: { style: CSSProperties | undefined; caption: string }) {
  return (
    <figure className="mx-auto w-full max-w-[300px] sm:max-w-[340px]">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-orange-200/70 bg-[#fffaf3] shadow-[0_1px_0_rgba(0,0,0,0.02),0_20px_40px_-24px_rgba(120,53,15,0.35)]">
        <svg viewBox="0 0 100 100" className="absolute inset-0 size-full text-orange-300/80" aria-hidden="true" preserveAspectRatio="none">
          <rect x="3" y="3" width="94" height="94" fill="none" stroke="currentColor" strokeWidth="0.5" />
          <g stroke="currentColor" strokeWidth="0.35" strokeDasharray="1.6 1.4" fill="none">
            <path d="M50 2v96M2 50h96M2 2l96 96M98 2 2 98" />
          </g>
        </svg>
        <span
          className="absolute inset-0 grid place-items-center text-[min(56vw,230px)] leading-none text-stone-900 sm:text-[250px]"
          style={style}
          aria-hidden="true"
        >
          {HERO_GLYPH}
        </span>
      </div>
      <figcaption className="mt-4 text-center">
        <span className="block text-xl tracking-[0.2em] text-stone-700" style={style}>
          {HERO_LINE}
        </span>
        {caption ? <span className="mt-1 block text-xs text-stone-400">永字八法 · {caption}</span> : null}
      </figcaption>
    </figure>
  );
}
