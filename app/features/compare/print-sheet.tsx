/**
 * /pdf/compare: the printable comparison in the blank layout — the compare list's fonts setting the
 * text of /user/compare, with print CSS (A4 page rules in app/styles/app.css; no controls, no
 * breaks inside a font's block). The
 * toolbar prints it (the browser's dialog, which can also save a PDF) or downloads the server's
 * PDF with the fonts embedded. The list is the browser's, so the sheet fills in after load —
 * unless the link is a shared comparison (`fonts=`): then its fonts come with the page (`shared`).
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { AppLink } from "#app/components/app-link";
import { usePublicConfig } from "#app/lib/public-config";
import { useSession, useSessionStore } from "#app/lib/session";
import { SITE_TITLE } from "#contract/constants";
import { CompareLabel, ComparePreview, useComparePreviews } from "./compare-previews";
import { pdfUrl, settingsFromSearch, settingsSearch } from "./compare-settings";
import type { CompareEntry } from "./entries";

export function PrintSheet({ shared = null }: { shared?: CompareEntry[] | null }) {
  const store = useSessionStore();
  const own = useSession((s) => s.compareFonts) as CompareEntry[];
  const list = shared ?? own;
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const settings = settingsFromSearch(params);
  useEffect(() => store.getState().restoreCompare(), [store]);
  const { families } = useComparePreviews(list, settings.text);
  const ready = list.length > 0 && list.every((f) => families[String(f.id)]);
  const today = new Date().toLocaleDateString("zh-CN", { year: "numeric", month: "long", day: "numeric" });

  return (
    <article data-testid="print-sheet" data-ready={ready} data-shared={shared ? "true" : undefined} className="mx-auto max-w-[210mm] bg-white px-6 py-8 sm:px-10 sm:py-12 print:max-w-none print:p-0">
      <nav aria-label="打印操作" className="mb-8 flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 print:hidden">
        {shared ? (
          <AppLink to="/font" className="mr-auto text-sm text-stone-600 hover:text-orange-700">
            ← 浏览字体库
          </AppLink>
        ) : (
          <AppLink to={`/user/compare?${settingsSearch(settings)}`} className="mr-auto text-sm text-stone-600 hover:text-orange-700">
            ← 返回字体对比
          </AppLink>
        )}
        <button type="button" data-testid="print-button" disabled={list.length === 0} onClick={() => window.print()} className="inline-flex h-9 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50">
          打印
        </button>
        {list.length ? (
          <a href={pdfUrl(config.apiBase, list.map((f) => f.id), settings)} download data-testid="pdf-download" className="inline-flex h-9 items-center rounded-lg bg-stone-900 px-4 text-sm font-medium text-white hover:bg-orange-700">
            下载 PDF
          </a>
        ) : null}
      </nav>
      <header className="flex items-end justify-between gap-4 border-b-2 border-stone-900 pb-4">
        <div>
          <h1 className="text-2xl font-bold">{shared ? "分享的字体对比" : "字体对比"}</h1>
          <p className="mt-1 text-sm text-stone-500">
            {list.length} 款字体 · 字号 {settings.size}px · 行高 {settings.lineHeight.toFixed(1)}
          </p>
        </div>
        <p className="text-right text-sm text-stone-500">
          {SITE_TITLE}
          <br />
          {today}
        </p>
      </header>
      {list.length === 0 ? (
        <p className="mt-8 text-stone-600">
          {shared ? "链接中的字体已不在字体库中。" : "还没有加入对比的字体。在“个人中心 › 字体对比”中加入字体后，可在此打印或下载 PDF。"}
        </p>
      ) : (
        <ol className="mt-6">
          {list.map((f, i) => (
            <li key={f.id} data-testid="print-item" className="break-inside-avoid border-b border-stone-200 py-5">
              <CompareLabel entry={f}>
                <span className="ml-auto shrink-0 text-xs tabular-nums text-stone-400">{i + 1}</span>
              </CompareLabel>
              <ComparePreview entry={f} family={families[String(f.id)]} settings={settings} className="mt-3" />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
