/**
 * /user/download: the user's download history (account/download/history: font, time, size, and the
 * receipt — the licence and the font agreement version each download was made under), paged,
 * each with 重新下载 — a fresh signed URL through the detail page's download flow, so the font
 * agreement of docs/product.md §5 is asked for when it has not been accepted yet.
 */
import { useSearchParams } from "react-router";
import type { Route } from "./+types/download";
import { pageTitle } from "#app/lib/page-meta";
import { AppLink } from "#app/components/app-link";
import { EmptyState } from "#app/components/empty-state";
import { Pagination } from "#app/components/pagination";
import { useDownloadHistory } from "#app/features/downloads/history";
import { useFontDownload } from "#app/features/fonts/detail/use-download";
import { formatFileSize } from "#app/lib/font-coverage";

export const meta: Route.MetaFunction = () => pageTitle("我的下载");

const PAGE_SIZE = 10;

const formatTime = (iso: string) => new Date(iso).toLocaleString("zh-CN", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });

export default function UserDownload() {
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get("current")) || 1);
  const page = useDownloadHistory(current, PAGE_SIZE);
  const download = useFontDownload();

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">我的下载</h1>
      <p className="mt-1 text-sm text-stone-500">
        共 <span className="font-semibold tabular-nums text-stone-900">{page?.total ?? 0}</span> 次下载。下载链接几分钟内有效，重新下载会生成新的链接。
      </p>
      <div className="mt-6">
        {page && page.records.length === 0 ? (
          <EmptyState title="还没有下载记录" text="在字体详情页下载字体后，记录会出现在这里。" />
        ) : (
          <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
            {(page?.records ?? []).map((r) => (
              <li key={r.id} data-testid="download-record" data-font-id={r.fontId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
                {r.specimenUrl ? <img src={r.specimenUrl} alt="" loading="lazy" className="hidden h-10 w-28 shrink-0 object-contain object-left sm:block" /> : null}
                <div className="min-w-0 flex-1">
                  <AppLink to={`/font/${r.familyId}`} className="block truncate font-medium text-stone-900 hover:text-orange-700">
                    {r.familyName}
                    {r.styleName ? <span className="ml-2 text-sm font-normal text-stone-500">{r.styleName}</span> : null}
                  </AppLink>
                  <p className="mt-0.5 text-xs text-stone-500">
                    <time dateTime={r.createdTime}>{formatTime(r.createdTime)}</time> · {r.format.toUpperCase()} · {formatFileSize(r.fileSize)}
                  </p>
                  {r.licenseName || r.agreementVersion ? (
                    <p data-testid="download-receipt" className="mt-1 text-xs text-stone-500">
                      {r.licenseName ? <>授权：{r.licenseName}</> : null}
                      {r.licenseName && r.agreementVersion ? " · " : null}
                      {r.agreementVersion ? <>已同意《字体使用协议》（{r.agreementVersion} 版）</> : null}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  data-testid="download-again"
                  disabled={download.busyId === r.fontId}
                  onClick={() => download.start(r.fontId)}
                  className="h-9 shrink-0 rounded-lg border border-stone-300 bg-white px-3.5 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:cursor-wait disabled:opacity-60"
                >
                  {download.busyId === r.fontId ? "准备中…" : "重新下载"}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {page && page.total > PAGE_SIZE ? (
        <Pagination className="mt-6" total={page.total} current={current} size={PAGE_SIZE} show={{ sizes: false }} onChange={({ current: next }) => setParams({ current: String(next) }, { preventScrollReset: true })} />
      ) : null}
      {download.dialog}
    </section>
  );
}
