/**
 * The three list forms of docs/product.md §2 — table (the default), cards and the sticky form — over the
 * same rows. Each row previews in its own font (FontPreview), with the faces of every row of
 * the view coming from one batched subset call made by the caller (useRowPreviews).
 *
 * Test hooks: data-testid="font-row" on each row (data-font-id = family id), "font-preview"
 * inside it (font-preview.tsx), "font-name" on the link to /font/{id}.
 */
import type { CSSProperties, ReactNode } from "react";
import { AppLink } from "#app/components/app-link";
import { FontPreview, previewKey, type RowPreviews } from "#app/components/font-preview";
import { coveragePercent, formatCount, rowFamily, weightLabels, weightRange, type FontRow } from "#app/lib/font-rows";
import { previewText } from "#app/lib/sample-text";
import { COVERAGE_TOTALS } from "#contract/font-constants";
import { FavoriteButton } from "#app/features/favorites/favorite-button";
import { CompareToggle } from "#app/features/compare/compare-toggle";
import { compareEntryOfRow } from "#app/features/compare/entries";
import { MissingChars, StandardMarks } from "./find-text";

export interface ViewProps {
  rows: readonly FontRow[];
  previews: RowPreviews;
  /** The toolbar's sample text ("" = each font's name). */
  sampleText: string;
  /** Preview size in px. */
  size: number;
  /** fontWeight dictNumber → label ("4" → "常规"). */
  weightLabel: (dictNumber: string) => string | undefined;
}

/** What a row's preview needs from the batch. */
export function previewOf(row: FontRow, { previews, sampleText }: Pick<ViewProps, "previews" | "sampleText">) {
  const text = previewText(sampleText, row.name);
  return {
    cssName: rowFamily(row),
    family: previews.families[String(row.fontGNo)],
    text,
    version: previews.version,
    settled: previews.settled.has(previewKey(row.fontGNo, text)),
    specimenUrl: row.specimenUrl,
    specimenMatches: text === row.name,
  };
}

const fontPath = (row: FontRow) => `/font/${row.id}`;

/** Rows a phone or a laptop shows before any scrolling: their specimens come with the page. */
export const FIRST_SCREEN_ROWS = 4;

/** The family's link; `stretch` makes the whole row (its positioned ancestor) clickable. */
function NameLink({ row, stretch = true, className = "" }: { row: FontRow; stretch?: boolean; className?: string }) {
  return (
    <AppLink
      to={fontPath(row)}
      data-testid="font-name"
      className={`${stretch ? "row-link-stretch" : "outline-none focus-visible:underline"} ${className}`}
    >
      {row.name}
    </AppLink>
  );
}

/** Favourite and compare for the row's main face; above the row's stretched link. */
function RowActions({ row, className = "" }: { row: FontRow; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-1.5 ${className}`}>
      <FavoriteButton fontId={row.fontGNo} fontName={row.name} />
      <CompareToggle entry={compareEntryOfRow(row)} />
    </div>
  );
}

function Chip({ children, tone = "stone", title }: { children: ReactNode; tone?: "stone" | "orange"; title?: string }) {
  return (
    <span title={title} className={tone === "orange" ? "row-chip row-chip-orange" : "row-chip"}>
      {children}
    </span>
  );
}

/** The table row's chips (category, 可变); a lone chip, the usual case, is its own line without a wrapper. */
function RowChips({ row }: { row: FontRow }) {
  if (row.categoryName && !row.isVariable) {
    return (
      <span className="row-chip mt-2 flex w-fit">
        {row.categoryName}
      </span>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {row.categoryName ? <Chip>{row.categoryName}</Chip> : null}
      {row.isVariable ? <Chip tone="orange">可变</Chip> : null}
    </div>
  );
}

function weightsTitle(row: FontRow, weightLabel: ViewProps["weightLabel"]): string {
  return `字重：${weightLabels(row.weights, weightLabel).join("、")}（${row.weights.join("、")}）`;
}

function coverageTitle(row: FontRow): string {
  const c = row.coverage;
  return `GB 2312：${c.gb2312}/${COVERAGE_TOTALS.gb2312} 字；通用规范汉字表：${c.tongyong8105}/${COVERAGE_TOTALS.tongyong8105} 字；Big5：${c.big5}/${COVERAGE_TOTALS.big5} 字；共 ${row.glyphCount} 个字形`;
}

/** "NN% GB2312" over a bar: one cell and its label; the bar is the cell's ::before and ::after (app/styles/app.css). */
function CoverageCell({ row, className }: { row: FontRow; className: string }) {
  const pct = coveragePercent(row.coverage.gb2312, COVERAGE_TOTALS.gb2312);
  const tone = pct >= 100 ? "row-coverage-full" : pct >= 60 ? "row-coverage-mid" : "";
  return (
    <div title={coverageTitle(row)} className={`row-coverage ${tone} ${className}`} style={{ "--pct": `${pct}%` } as CSSProperties}>
      {`${pct}%`}
      <span className="ml-1 text-xs text-stone-400">GB2312</span>
    </div>
  );
}

/* ------------------------------------------------------------------ table (default) */

/** Columns: name | preview from md; + weights, coverage, downloads from lg; + licence from xl (app/styles/app.css). */
const TABLE_GRID = "row-table-grid";

export function TableView(props: ViewProps) {
  const { rows, size, weightLabel } = props;
  return (
    <div>
      <div aria-hidden="true" className={`hidden border-b border-stone-200 pb-2.5 text-xs font-medium tracking-wide text-stone-400 lg:grid lg:gap-x-6 ${TABLE_GRID}`}>
        <span>字体</span>
        <span>预览</span>
        <span>字重</span>
        <span className="hidden xl:block">授权</span>
        <span>字符覆盖</span>
        <span className="text-right">下载</span>
      </div>
      <ul className="divide-y divide-stone-100">
        {rows.map((row, i) => (
          <li
            key={row.id}
            data-testid="font-row"
            data-font-id={row.id}
            className={`defer-render group row-table ${TABLE_GRID} [contain-intrinsic-size:auto_9rem]`}
          >
            <div className="min-w-0">
              <h3 className="truncate text-[17px] font-semibold text-stone-900 group-hover:text-orange-700">
                <NameLink row={row} />
              </h3>
              <p className="mt-0.5 truncate text-xs text-stone-400">{row.nameEn}</p>
              <RowChips row={row} />
              <StandardMarks row={row} className="mt-1.5" />
              <MissingChars row={row} className="mt-2" />
              {/* The two buttons sit on their own line without a wrapper (.row-table in app/styles/app.css). */}
              <FavoriteButton fontId={row.fontGNo} fontName={row.name} />
              <CompareToggle entry={compareEntryOfRow(row)} />
              {/* Narrower screens: the columns as small print under the name. */}
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-500 lg:hidden">
                <span title={weightsTitle(row, weightLabel)}>{`${row.weights.length} 款字重`}</span>
                <span className="md:hidden">{row.licenseLabel}</span>
                <span title={coverageTitle(row)}>{`GB2312 ${coveragePercent(row.coverage.gb2312, COVERAGE_TOTALS.gb2312)}%`}</span>
                {`下载 ${formatCount(row.downloads)}`}
              </p>
            </div>

            <FontPreview {...previewOf(row, props)} size={size} fit="clip" priority={i < FIRST_SCREEN_ROWS} />

            <div className="hidden text-sm text-stone-700 lg:block" title={weightsTitle(row, weightLabel)}>
              {`${row.weights.length} 款`}
              <span className="mt-0.5 block text-xs tabular-nums text-stone-400">{weightRange(row.weights)}</span>
            </div>
            <div className="hidden text-sm leading-5 text-stone-600 xl:block">{row.licenseLabel || "—"}</div>
            <CoverageCell row={row} className="hidden lg:block" />
            <div className="hidden text-right text-sm tabular-nums text-stone-600 lg:block">{formatCount(row.downloads)}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/* ------------------------------------------------------------------ cards */

/** One card: a big preview over the name and a few facts. Also the home page's featured fonts. */
export function FontCard({
  row,
  preview,
  size,
  weightLabel,
  as: Tag = "li",
  priority = false,
}: {
  row: FontRow;
  preview: ReturnType<typeof previewOf>;
  size: number;
  weightLabel?: ViewProps["weightLabel"];
  as?: "li" | "div";
  priority?: boolean;
}) {
  return (
    <Tag
      data-testid="font-row"
      data-font-id={row.id}
      className="defer-render group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition duration-200 [contain-intrinsic-size:auto_20rem] hover:-translate-y-0.5 hover:border-stone-300 hover:shadow-xl hover:shadow-stone-900/5 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="border-b border-stone-100 bg-stone-50/60 px-3.5 pb-4 pt-5 sm:px-5 sm:pb-5 sm:pt-6">
        <FontPreview {...preview} size={size} fit={2} priority={priority} />
      </div>
      <div className="flex flex-1 flex-col px-3.5 pb-4 pt-3 sm:px-5 sm:pb-5 sm:pt-4">
        <h3 className="truncate text-[15px] font-semibold text-stone-900 group-hover:text-orange-700 sm:text-base">
          <NameLink row={row} />
        </h3>
        <p className="mt-0.5 truncate text-xs text-stone-400">{row.nameEn}</p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {row.categoryName ? <Chip>{row.categoryName}</Chip> : null}
          <Chip title={weightLabel ? weightsTitle(row, weightLabel) : undefined}>{`${row.weights.length} 款字重`}</Chip>
          {row.isVariable ? <Chip tone="orange">可变</Chip> : null}
        </div>
        {/* A phone has no hover: the buttons sit under the facts, never over the preview. From sm
            they float at the card's top right (the card is their positioned ancestor), shown on hover or focus. */}
        <RowActions
          row={row}
          className="mt-3 sm:absolute sm:right-2 sm:top-2 sm:mt-0 sm:opacity-0 sm:transition-opacity sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:has-[[aria-pressed=true]]:opacity-100"
        />
        <MissingChars row={row} className="mt-2.5" />
        <p className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-stone-400">
          <span className="truncate">{row.licenseLabel}</span>
          <span className="hidden shrink-0 tabular-nums sm:inline" title={coverageTitle(row)}>
            {row.coverage.gb2312 >= COVERAGE_TOTALS.gb2312 ? "GB2312 全覆盖" : `GB2312 ${coveragePercent(row.coverage.gb2312, COVERAGE_TOTALS.gb2312)}%`}
          </span>
        </p>
      </div>
    </Tag>
  );
}

/** Card previews stay readable whatever the toolbar says: between 20 and 72 px (phones: at most 28). */
export const cardSize = (size: number) => Math.min(72, Math.max(20, size));

/** The card grid: two columns on a phone (previews capped at 28 px), up to four on a wide screen. */
export const CARD_GRID_CLASS = "grid grid-cols-2 gap-3 max-sm:[--preview-max:28px] sm:gap-5 lg:grid-cols-3 xl:grid-cols-4";

export function CardView(props: ViewProps) {
  const { rows, size, weightLabel } = props;
  return (
    <ul className={CARD_GRID_CLASS}>
      {rows.map((row, i) => (
        <FontCard key={row.id} row={row} preview={previewOf(row, props)} size={cardSize(size)} weightLabel={weightLabel} priority={i < FIRST_SCREEN_ROWS / 2} />
      ))}
    </ul>
  );
}

/* ------------------------------------------------------------------ sticky form */

/**
 * The sticky form: a compact table whose first column (the family) stays on the left while each
 * row's wide preview strip scrolls sideways — the same text in every font, one under another.
 */
export function StickyView(props: ViewProps) {
  const { rows, size, sampleText } = props;
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {sampleText.trim() ? null : (
        <p className="border-b border-stone-100 bg-stone-50/70 px-4 py-2.5 text-xs text-stone-500">
          在上方工具栏输入文字，即可逐行对照同一段文字在每款字体中的样子。
        </p>
      )}
      <div className="overflow-x-auto overscroll-x-contain" tabIndex={0} role="region" aria-label="字体对照（可横向滚动）">
        <table className="w-max min-w-full border-separate border-spacing-0">
          <thead className="sr-only">
            <tr>
              <th scope="col">字体</th>
              <th scope="col">预览</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id} data-testid="font-row" data-font-id={row.id} className="group">
                <th
                  scope="row"
                  className={`sticky left-0 z-10 w-32 min-w-32 max-w-32 bg-white px-3 py-3 sm:px-4 text-left align-middle font-normal shadow-[1px_0_0_#e7e5e4] transition-colors group-hover:bg-stone-50 sm:w-52 sm:min-w-52 sm:max-w-52 ${
                    i > 0 ? "border-t border-stone-100" : ""
                  }`}
                >
                  <div className="line-clamp-2 text-sm font-semibold text-stone-900 group-hover:text-orange-700 sm:truncate">
                    <NameLink row={row} stretch={false} className="hover:underline" />
                  </div>
                  <div className="mt-0.5 truncate text-xs text-stone-400">
                    {[row.categoryName, `${row.weights.length} 款字重`].filter(Boolean).join(" · ")}
                  </div>
                  <MissingChars row={row} className="mt-1" />
                  <RowActions row={row} className="mt-1.5" />
                </th>
                <td className={`px-6 py-2 align-middle transition-colors group-hover:bg-stone-50/60 ${i > 0 ? "border-t border-stone-100" : ""}`}>
                  <AppLink to={fontPath(row)} tabIndex={-1} aria-hidden="true" className="block">
                    <FontPreview {...previewOf(row, props)} size={size} fit="scroll" priority={i < FIRST_SCREEN_ROWS} />
                  </AppLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
