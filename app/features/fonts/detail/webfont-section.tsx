/**
 * 在网页中使用: the `<link>` of the web-font CSS API (/css2) and the CSS line that
 * uses it, each with a copy button; the weights to include; "只用这些字", which switches to a
 * `text=` link for a headline or a logo; and a preview box that loads the very same link, so
 * what it shows is what another website gets.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "#app/lib/toast";
import { whenNearViewport } from "#app/lib/lazy-image";
import type { FontDetail } from "#contract/fonts";
import { css2Href, WEB_EMBEDDABLE_LICENSES } from "#contract/webfont";
import { Empty } from "./images-section";
import { CheckIcon } from "lucide-react";
import { button, Section } from "./ui";
import { PageCostAdviser } from "./page-cost-adviser";

const noSubscription = () => () => {};

const SAMPLE = "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。The quick brown fox 0123456789";

/** Where /css2 is served: the subset service's base when it is absolute, else this site. */
export function useCss2Origin(): string {
  const root = useRouteLoaderData("root") as { config?: { subsetBase?: string } } | undefined;
  const base = root?.config?.subsetBase ?? "";
  // The page's own origin is known only in the browser: "" in the server render, then filled in.
  const here = useSyncExternalStore(noSubscription, () => window.location.origin, () => "");
  if (/^https?:\/\//.test(base)) return base;
  return here && new URL(base || "/", here).origin;
}

export function CopyLine({ label, code, testId }: { label: string; code: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(`已复制${label}`);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("复制失败，请手动选择文字复制");
    }
  };
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-[13px] text-stone-500">{label}</p>
        <button type="button" className={button.small} onClick={copy} data-testid={`${testId}-copy`}>
          {copied ? <CheckIcon size={14} /> : null}
          {copied ? "已复制" : "复制"}
        </button>
      </div>
      <pre
        data-testid={testId}
        className="overflow-x-auto whitespace-pre-wrap break-all rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 font-mono text-[13px] leading-6 text-stone-800"
      >
        {code}
      </pre>
    </div>
  );
}

export function WebfontSection({ font }: { font: FontDetail }) {
  const origin = useCss2Origin();
  const weights = useMemo(() => [...new Set(font.fonts.filter((f) => !f.italic).map((f) => f.weight))].sort((a, b) => a - b), [font.fonts]);
  const regular = weights.reduce((a, b) => (Math.abs(b - 400) < Math.abs(a - 400) ? b : a), weights[0] ?? 400);
  const [chosen, setChosen] = useState<number[]>([regular]);
  const [only, setOnly] = useState("");
  const onlyId = useId();
  const family = font.name;
  const text = only.replace(/\s+/g, "");
  const href = origin ? css2Href(origin, { family, weights: chosen.length === 1 && chosen[0] === regular ? [] : chosen, text }) : "";
  const embeddable = WEB_EMBEDDABLE_LICENSES.has(font.license);

  // The preview uses the link itself: one <link> in <head>, replaced when the link changes. It goes
  // in when the preview comes near the screen: its ~120 @font-face rules per weight, and each
  // slice file that arrives, make the browser restyle and lay out the whole page again (a few
  // frames of 150–350 ms at 4× CPU while the page was still starting).
  const preview = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !preview.current) return;
    return whenNearViewport(preview.current, () => setNear(true));
  }, [near, embeddable]);
  useEffect(() => {
    if (!href || !embeddable || !near) return;
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.webfontPreview = "";
    document.head.appendChild(link);
    return () => link.remove();
  }, [href, embeddable, near]);

  const toggle = (w: number) => setChosen((c) => (c.includes(w) ? (c.length > 1 ? c.filter((x) => x !== w) : c) : [...c, w].sort((a, b) => a - b)));

  return (
    <Section
      id="webfont"
      title="在网页中使用"
      lead="把下面的 <link> 放进网页的 <head>，再用 CSS 的 font-family 引用。字体按常用程度切成许多小文件，浏览器只下载页面上出现的字所在的那几个；任何网站都可以直接引用。"
    >
      {!embeddable ? (
        <Empty text="该字体的授权不允许在网页中嵌入" hint="请查看上方的授权许可" />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="space-y-6">
            {weights.length > 1 ? (
              <fieldset>
                <legend className="mb-2 text-[13px] text-stone-500">字重</legend>
                <div className="flex flex-wrap gap-2">
                  {weights.map((w) => (
                    <button key={w} type="button" aria-pressed={chosen.includes(w)} className={button.small} onClick={() => toggle(w)} data-testid={`webfont-weight-${w}`}>
                      {w}
                    </button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <div>
              <label htmlFor={onlyId} className="mb-2 block text-[13px] text-stone-500">
                只用这些字 <span className="text-stone-400">（可选：标题、标志等固定文字，只生成一个包含这些字的小文件）</span>
              </label>
              <input
                id={onlyId}
                value={only}
                onChange={(e) => setOnly(e.target.value)}
                maxLength={500}
                placeholder="例如：共创字库"
                data-testid="webfont-only"
                className="h-11 w-full rounded-xl border border-stone-300 bg-white px-4 text-[15px] text-stone-900 outline-none placeholder:text-stone-400 focus:border-orange-500"
              />
            </div>
            <CopyLine label=" <link> 标签" code={href ? `<link rel="stylesheet" href="${href}">` : "…"} testId="webfont-link" />
            <CopyLine label=" CSS" code={`font-family: '${family}', sans-serif;`} testId="webfont-css" />
            {/* Kept by the subsetter in every slice and subset: server/api/webfont-features.test.ts, docs/decisions/022-css2-parity.md. */}
            <p className="text-[13px] leading-6 text-stone-500" data-testid="webfont-features">
              每个切片和子集都保留中文排版所需的 OpenType 特性——标点挤压（halt、vhal、chws、vchw）、竖排字形（vert、vrt2）和地区字形（locl），网页中的标点挤压与竖排照常生效。
            </p>
          </div>
          <div>
            <p className="mb-2 text-[13px] text-stone-500">预览（通过上面的链接加载）</p>
            <div ref={preview} data-testid="webfont-preview" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 text-stone-900">
              {chosen.map((w) => (
                <p key={w} style={{ fontFamily: `'${family}', sans-serif`, fontWeight: w }} className="break-words text-2xl leading-relaxed">
                  {text || SAMPLE}
                </p>
              ))}
            </div>
          </div>
        </div>
      )}
      {embeddable ? <PageCostAdviser font={font} family={family} origin={origin} /> : null}
    </Section>
  );
}
