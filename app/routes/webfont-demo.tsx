/**
 * /webfont-demo: a long Chinese article set in a catalogue font loaded the way any
 * other website would load it — one <link> to /css2 — with a live count of the slice files the
 * browser actually fetched (Resource Timing; the files send Timing-Allow-Origin). `?family=`
 * picks another family.
 */
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/webfont-demo";
import { PageHeader } from "#app/components/page-header";
import { WEBFONT_ARTICLE, WEBFONT_ARTICLE_TITLE } from "#app/features/fonts/webfont-article";
import { css2Href } from "#contract/webfont";
import { useCss2Origin } from "#app/features/fonts/detail/webfont-section";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("网页字体演示");

const DEFAULT_FAMILY = "霞鹜文楷";

interface Fetched {
  count: number;
  bytes: number;
}

/** Slice and subset files fetched so far (their transfer sizes). */
function useFetchedFonts(): Fetched {
  const [fetched, setFetched] = useState<Fetched>({ count: 0, bytes: 0 });
  useEffect(() => {
    const seen = new Map<string, number>();
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as PerformanceResourceTiming[]) {
        if (/\/webfont\/[st]\//.test(e.name)) seen.set(e.name, e.transferSize || e.encodedBodySize);
      }
      setFetched({ count: seen.size, bytes: [...seen.values()].reduce((a, b) => a + b, 0) });
    };
    add(performance.getEntriesByType("resource"));
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "resource", buffered: true });
    return () => observer.disconnect();
  }, []);
  return fetched;
}

export default function WebfontDemo() {
  const [params] = useSearchParams();
  const family = params.get("family")?.trim() || DEFAULT_FAMILY;
  // Relative: the stylesheet comes from this site, as it would come from ours to any other site.
  const href = css2Href("", { family });
  // Shown with the full address, as another site would write it.
  const shown = css2Href(useCss2Origin(), { family });
  const fetched = useFetchedFonts();
  return (
    <>
      {/* React hoists it into <head>, in the server render too. */}
      <link rel="stylesheet" href={href} precedence="default" />
      <PageHeader title="网页字体演示">
        正文通过一行 <code className="rounded bg-stone-100 px-1.5 py-0.5 text-[13px]">&lt;link&gt;</code> 引用「{family}」，浏览器只下载文中用到的字所在的切片。
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <pre className="mb-8 overflow-x-auto whitespace-pre-wrap break-all rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 font-mono text-[13px] leading-6 text-stone-700">
          {`<link rel="stylesheet" href="${shown}">\nfont-family: '${family}', serif;`}
        </pre>
        <p className="mb-8 text-sm text-stone-500" data-testid="webfont-demo-fetched" aria-live="polite">
          {fetched.count ? `已加载 ${fetched.count} 个字体文件，共 ${(fetched.bytes / 1024).toFixed(0)} KB` : "字体加载中…"}
        </p>
        <article data-testid="webfont-demo-article" style={{ fontFamily: `'${family}', serif` }} className="text-stone-900">
          <h2 className="mb-6 text-3xl leading-snug">{WEBFONT_ARTICLE_TITLE}</h2>
          {WEBFONT_ARTICLE.map((p, i) => (
            <p key={i} className="mb-5 text-lg leading-9">
              {p}
            </p>
          ))}
        </article>
      </div>
    </>
  );
}
