/**
 * /user/compare: the chosen fonts side by side in one text the visitor types, at the size and
 * line height they set; every font previewed through the subset service; reorder (↑ ↓) and
 * remove; then print (/pdf/compare) or download the PDF. The list is the browser's compareFonts.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#app/lib/toast";
import { AppLink } from "#app/components/app-link";
import { EmptyState } from "#app/components/empty-state";
import { usePublicConfig } from "#app/lib/public-config";
import { useSession, useSessionStore } from "#app/lib/session";
import { COMPARE_MAX, COMPARE_TEXT_MAX } from "#contract/compare-constants";
import { CompareLabel, ComparePreview, useComparePreviews } from "./compare-previews";
import { LINE_HEIGHT_RANGE, pdfUrl, settingsFromSearch, settingsSearch, shareUrl, SIZE_RANGE, type CompareSettings } from "./compare-settings";
import { entryLabel, type CompareEntry } from "./entries";

const iconButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-lg text-stone-500 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:opacity-30 disabled:hover:bg-transparent";

export function ComparePage() {
  const store = useSessionStore();
  const list = useSession((s) => s.compareFonts) as CompareEntry[];
  const config = usePublicConfig();
  const [params, setParams] = useSearchParams();
  const settings = settingsFromSearch(params);
  useEffect(() => store.getState().restoreCompare(), [store]);
  const { families } = useComparePreviews(list, settings.text);

  const update = (patch: Partial<CompareSettings>) => setParams(settingsSearch({ ...settings, ...patch }), { replace: true, preventScrollReset: true });
  // The board as a link anyone can open (/pdf/compare?fonts=…&text=…): no account, no compare list needed.
  const copyLink = async () => {
    const link = shareUrl(window.location.origin, list.map((f) => f.id), settings);
    try {
      await navigator.clipboard.writeText(link);
      toast.success("已复制分享链接，任何人打开都能看到这组对比");
    } catch {
      window.prompt("复制下面的分享链接", link);
    }
  };
  const remove = (f: CompareEntry) => {
    const r = store.getState().removeCompare(f.id);
    if (r.ok) toast.success(r.message);
    else toast.warning(r.message);
  };

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">字体对比</h1>
          <p className="mt-1 text-sm text-stone-500">
            已选 <span className="font-semibold tabular-nums text-stone-900">{list.length}</span>/{COMPARE_MAX} 款，在同一段文字下并排查看。
          </p>
        </div>
        {list.length ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              data-testid="compare-share"
              onClick={() => void copyLink()}
              className="inline-flex h-9 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:bg-stone-50"
            >
              复制链接
            </button>
            <AppLink to={`/pdf/compare?${settingsSearch(settings)}`} data-testid="compare-print" className="inline-flex h-9 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:bg-stone-50">
              打印版
            </AppLink>
            <a href={pdfUrl(config.apiBase, list.map((f) => f.id), settings)} download data-testid="compare-pdf" className="inline-flex h-9 items-center rounded-lg bg-stone-900 px-4 text-sm font-medium text-white hover:bg-orange-700">
              下载 PDF
            </a>
          </div>
        ) : null}
      </div>

      {list.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="还没有加入对比的字体" text={`在字体列表或详情页点击“对比”，最多可选 ${COMPARE_MAX} 款。`} />
          <p className="mt-4 text-center">
            <AppLink to="/font" className="text-sm text-orange-700 underline-offset-4 hover:underline">
              去挑选字体 →
            </AppLink>
          </p>
        </div>
      ) : (
        <>
          <div className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-stone-50/70 p-4 md:grid-cols-[minmax(0,1fr)_14rem]">
            <label className="block">
              <span className="text-xs font-medium text-stone-500">对比文字</span>
              <textarea
                data-testid="compare-text"
                value={settings.text}
                maxLength={COMPARE_TEXT_MAX}
                rows={3}
                onChange={(e) => update({ text: e.target.value })}
                className="mt-1 block w-full resize-y rounded-lg border border-stone-300 bg-white px-3 py-2 text-[15px] outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20"
              />
            </label>
            <div className="grid content-start gap-3">
              <label className="block">
                <span className="flex justify-between text-xs font-medium text-stone-500">
                  字号 <span className="tabular-nums text-stone-900">{settings.size}px</span>
                </span>
                <input data-testid="compare-size" type="range" min={SIZE_RANGE.min} max={SIZE_RANGE.max} value={settings.size} onChange={(e) => update({ size: Number(e.target.value) })} className="mt-1 w-full accent-orange-700" />
              </label>
              <label className="block">
                <span className="flex justify-between text-xs font-medium text-stone-500">
                  行高 <span className="tabular-nums text-stone-900">{settings.lineHeight.toFixed(1)}</span>
                </span>
                <input data-testid="compare-line-height" type="range" min={LINE_HEIGHT_RANGE.min} max={LINE_HEIGHT_RANGE.max} step={0.1} value={settings.lineHeight} onChange={(e) => update({ lineHeight: Number(e.target.value) })} className="mt-1 w-full accent-orange-700" />
              </label>
            </div>
          </div>

          <ol className="mt-6 space-y-4">
            {list.map((f, i) => (
              <li key={f.id} data-testid="compare-item" data-font-id={f.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
                <div className="flex items-center gap-2 border-b border-stone-100 px-4 py-2.5">
                  <span className="w-5 shrink-0 text-sm tabular-nums text-stone-400">{i + 1}</span>
                  <div className="min-w-0 flex-1">
                    <CompareLabel entry={f}>
                      {f.familyId ? (
                        <AppLink to={`/font/${f.familyId}`} className="hidden shrink-0 text-xs text-orange-700 hover:underline sm:inline">
                          详情
                        </AppLink>
                      ) : null}
                    </CompareLabel>
                  </div>
                  <button type="button" aria-label={`上移：${entryLabel(f)}`} data-testid="compare-up" disabled={i === 0} onClick={() => store.getState().moveCompare(f.id, -1)} className={iconButton}>
                    ↑
                  </button>
                  <button type="button" aria-label={`下移：${entryLabel(f)}`} data-testid="compare-down" disabled={i === list.length - 1} onClick={() => store.getState().moveCompare(f.id, 1)} className={iconButton}>
                    ↓
                  </button>
                  <button type="button" data-testid="compare-remove" onClick={() => remove(f)} className="h-8 rounded-lg px-2 text-sm text-stone-500 hover:bg-stone-100 hover:text-stone-900">
                    移除
                  </button>
                </div>
                <ComparePreview entry={f} family={families[String(f.id)]} settings={settings} className="px-5 py-4" />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
