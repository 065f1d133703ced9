/**
 * "能写出这段文字" on /font: paste a name, a poem or a product list (up to 1,000 characters) and
 * the list keeps only the fonts whose shown face has every character; the switch shows every
 * font instead, each with what it lacks. Also the character-standard chips and 可免费商用. All
 * of it lives in the URL (query.ts), so a filtered list is a link that can be shared.
 *
 * Test hooks: data-testid="find-text" (the textarea), "find-cover" (the switch, aria-pressed on the
 * chosen button), "find-count", "find-standards" (chips, data-value), "find-commercial",
 * "missing-chars" in each row (data-count).
 */
import { CheckIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { useNavigate } from "react-router";
import { charCount, FIND_TEXT_MAX, FONT_STANDARDS, neededCodePoints, STANDARD_INFO } from "#contract/font-constants";
import { AppLink } from "#app/components/app-link";
import { clipText, listSearch, patchQuery, type ListQuery } from "./query";
import type { FontRow } from "#app/lib/font-rows";
import { useUrlDraft } from "./url-draft";

/** Examples offered under an empty box: a name in rare characters, a line of poetry, a menu. */
const EXAMPLES = [
  { label: "姓名 张𠮷 李堃", text: "张𠮷 李堃 王喆 陈玥 刘昇" },
  { label: "诗句", text: "床前明月光，疑是地上霜。举头望明月，低头思故乡。" },
  { label: "菜单", text: "招牌红烧肉 ¥58\n清炒时蔬 ¥22\n酸梅汤 ¥8" },
];

/** What the previews show while the text filter is on: its text on one line, else the toolbar's. */
export function findPreviewText(query: ListQuery, sampleText: string): string {
  const text = query.text.replace(/\s+/g, " ").trim();
  return text ? Array.from(text).slice(0, 200).join("") : sampleText;
}

export function FindTextPanel({ query }: { query: ListQuery }) {
  const navigate = useNavigate();
  const id = useId();
  const hintId = useId();
  const { draft, commit, inputProps } = useUrlDraft(query, "text", clipText);
  const chars = neededCodePoints(draft).length;
  const active = query.text.trim() !== "";

  return (
    <div className="rounded-2xl border border-stone-200 bg-stone-50/70 p-3 sm:p-4" data-testid="find-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-[15px] font-semibold text-stone-900">
          能写出这段文字
        </label>
        <span id={hintId} className="text-xs text-stone-500">
          粘贴姓名、诗句或产品清单，只留下每个字都有的字体（含生僻字、扩展 B 区）
        </span>
      </div>
      <div className="relative mt-2">
        <textarea
          id={id}
          data-testid="find-text"
          aria-describedby={hintId}
          {...inputProps}
          rows={2}
          placeholder="例如：张𠮷 李堃 王喆"
          spellCheck={false}
          className="block max-h-48 min-h-[4.5rem] w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 pr-10 text-[16px] leading-6 text-stone-900 outline-none transition-colors placeholder:text-stone-400 hover:border-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20"
        />
        {draft ? (
          <button
            type="button"
            aria-label="清空文字"
            onClick={() => commit("")}
            className="absolute right-2 top-2 grid size-7 place-items-center rounded-lg text-stone-400 transition-colors hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-orange-600"
          >
            <XIcon size={14} />
          </button>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {active ? (
          <div role="group" aria-label="显示方式" data-testid="find-cover" className="inline-flex rounded-lg bg-stone-200/70 p-0.5">
            {(
              [
                ["all", "只看能写全的"],
                ["any", "显示全部并标出缺字"],
              ] as const
            ).map(([cover, label]) => (
              <button
                key={cover}
                type="button"
                aria-pressed={query.cover === cover}
                data-value={cover}
                onClick={() => void navigate({ search: listSearch(patchQuery(query, { cover })) }, { replace: true, preventScrollReset: true })}
                className="inline-flex h-8 items-center rounded-md px-3 text-[13px] text-stone-600 transition-colors hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-600 aria-pressed:bg-white aria-pressed:font-medium aria-pressed:text-stone-900 aria-pressed:shadow-sm"
              >
                {label}
              </button>
            ))}
          </div>
        ) : (
          <div className="flex min-w-0 flex-wrap gap-1.5">
            {EXAMPLES.map((e) => (
              <button
                key={e.label}
                type="button"
                onClick={() => commit(e.text)}
                className="h-8 rounded-full border border-stone-200 bg-white px-3 text-[13px] text-stone-600 transition-colors hover:border-stone-300 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600"
              >
                试试：{e.label}
              </button>
            ))}
          </div>
        )}
        <span data-testid="find-count" className="ml-auto text-xs tabular-nums text-stone-500">
          {chars ? `${chars} 个不同的字 · ` : ""}
          {charCount(draft)}/{FIND_TEXT_MAX}
        </span>
      </div>
    </div>
  );
}

const chipClass = (active: boolean) =>
  `inline-flex h-8 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-3.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600 ${
    active ? "bg-stone-900 font-medium text-white" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
  }`;

/** 字符集 chips (a face covers the whole standard) and 可免费商用, in the dictionary filters' form. */
export function FindFilters({ query }: { query: ListQuery }) {
  return (
    <dl className="mt-1.5 space-y-1.5">
      <div className="flex items-start gap-3">
        <dt className="w-10 shrink-0 pt-1.5 text-sm text-stone-400">字集</dt>
        <dd data-testid="find-standards" className="-my-0.5 flex min-w-0 flex-1 gap-1 overflow-x-auto py-0.5 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible">
          {(["", ...FONT_STANDARDS] as const).map((standard) => (
            <AppLink
              key={standard || "all"}
              to={{ pathname: "/font", search: listSearch(patchQuery(query, { standard: query.standard === standard ? "" : standard })) }}
              preventScrollReset
              aria-current={query.standard === standard ? "true" : undefined}
              data-value={standard}
              title={standard ? `有一款字体完整收录${STANDARD_INFO[standard].label}（${STANDARD_INFO[standard].total} 字）` : undefined}
              className={chipClass(query.standard === standard)}
            >
              {standard ? `${STANDARD_INFO[standard].short} 全` : "全部"}
            </AppLink>
          ))}
        </dd>
      </div>
      <div className="flex items-start gap-3">
        <dt className="w-10 shrink-0 pt-1.5 text-sm text-stone-400">商用</dt>
        <dd className="flex min-w-0 flex-1 gap-1">
          <AppLink
            to={{ pathname: "/font", search: listSearch(patchQuery(query, { commercial: !query.commercial })) }}
            preventScrollReset
            aria-current={query.commercial ? "true" : undefined}
            data-testid="find-commercial"
            title="授权允许免费用于商业设计、产品和网页；详见每款字体的“授权许可”"
            className={chipClass(query.commercial)}
          >
            {query.commercial ? <CheckIcon size={14} /> : null}可免费商用
          </AppLink>
        </dd>
      </div>
    </dl>
  );
}

/** What the shown face lacks of the text (the switch's "显示全部" form), or that it has it all. */
export function MissingChars({ row, className = "" }: { row: Pick<FontRow, "missingChars" | "name">; className?: string }) {
  const missing = row.missingChars;
  if (!missing) return null;
  if (!missing.length) {
    return (
      <p data-testid="missing-chars" data-count={0} className={`relative z-10 flex items-center gap-1 text-xs text-emerald-700 ${className}`}>
        <CheckIcon size={12} /> 能写出全部文字
      </p>
    );
  }
  const shown = missing.slice(0, 24);
  return (
    <p
      data-testid="missing-chars"
      data-count={missing.length}
      title={`${row.name} 缺少：${missing.join(" ")}`}
      className={`relative z-10 flex min-w-0 flex-wrap items-center gap-1 text-xs text-rose-700 ${className}`}
    >
      <span className="shrink-0 font-medium">缺 {missing.length} 字</span>
      {shown.map((char) => (
        <span key={char} lang="zh-CN" className="inline-grid h-5 min-w-5 place-items-center rounded border border-rose-200 bg-rose-50 px-0.5 text-[13px] leading-none text-rose-800">
          {char}
        </span>
      ))}
      {missing.length > shown.length ? <span className="text-rose-600">等</span> : null}
    </p>
  );
}

/** A row's covered standards as small marks (the list shows what the `standard` filter knows). */
export function StandardMarks({ row, className = "" }: { row: Pick<FontRow, "standards">; className?: string }) {
  if (!row.standards.length) return null;
  return (
    <p className={`flex flex-wrap gap-1 ${className}`} data-testid="row-standards">
      {row.standards.map((s) => (
        <span key={s} title={`完整收录${STANDARD_INFO[s].label}（${STANDARD_INFO[s].total} 字）`} className="row-standard">
          {STANDARD_INFO[s].short}
        </span>
      ))}
    </p>
  );
}
