/**
 * The page-cost adviser of 在网页中使用: paste the text of your page and see what it would load
 * in this face — with the CSS API's unicode-range slices, with one exact `text=` subset, and with
 * the whole file (requests and bytes, measured on the files themselves by
 * POST /web/api/font/page-cost) — then the embed code for the way you choose.
 *
 * Test hooks: data-testid="page-cost" (the textarea "page-cost-input", the button
 * "page-cost-run"), each way "page-cost-{slices|text|whole}" with data-bytes and data-requests,
 * "page-cost-code".
 */
import { useId, useState } from "react";
import type { FontDetail } from "#contract/fonts";
import { css2Href } from "#contract/webfont";
import { PAGE_COST_LIMITS, type PageCost } from "#contract/page-cost";
import { isSuccess } from "#contract/envelope";
import { useHttp } from "#app/lib/http-client";
import { formatFileSize } from "#app/lib/font-coverage";
import { button } from "./ui";
import { CopyLine } from "./webfont-section";
import { API_PATHS } from "#contract/api-paths";

type Way = "slices" | "text" | "whole";

const WAYS: { key: Way; label: string; hint: string }[] = [
  { key: "slices", label: "按需切片", hint: "unicode-range：浏览器只下载页面上出现的字所在的切片，页面文字变化也不用改代码" },
  { key: "text", label: "只含这些字", hint: "text= 子集：一个文件恰好包含这些字，适合标题、标志等固定文字；文字一变就要换链接" },
  { key: "whole", label: "整个字体文件", hint: "下载字体后放在自己的网站上：一次加载全部字形" },
];

const EXAMPLE =
  "共创字库 · 让每一种字体都被看见\n首页　字体　案例　关于我们\n天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。寒来暑往，秋收冬藏。\n© 2026 共创字库 All rights reserved.";

export function PageCostAdviser({ font, family, origin }: { font: FontDetail; family: string; origin: string }) {
  const http = useHttp();
  const id = useId();
  const face = font.fonts[0];
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; cost: PageCost } | null>(null);
  const [error, setError] = useState("");
  const [way, setWay] = useState<Way>("slices");

  const run = async () => {
    if (!face) return;
    setBusy(true);
    setError("");
    try {
      const res = await http.post<PageCost>(API_PATHS.pageCost, { id: face.id, text }, { silent: true });
      if (isSuccess(res) && res.data) {
        setResult({ text, cost: res.data });
        setWay(res.data.text.bytes > 0 && res.data.chars <= 200 ? "text" : "slices");
      } else setError(res.msg || "估算失败，请稍后再试");
    } catch (e) {
      setError(e instanceof Error ? e.message : "估算失败，请稍后再试");
    } finally {
      setBusy(false);
    }
  };

  const cost = result?.cost;
  const max = cost ? Math.max(cost.slices.bytes, cost.text.bytes, cost.whole.bytes, 1) : 1;
  const code = cost && result ? embedCode(way, { origin, family, text: result.text, file: `${face?.postscriptName || "font"}.${cost.whole.format}` }) : "";

  return (
    <div data-testid="page-cost" className="mt-12 rounded-2xl border border-stone-200 bg-stone-50/60 p-4 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">这个网页要加载多少？</h3>
      <p className="mt-1 text-sm leading-6 text-stone-500">粘贴网页上的文字，比较三种用法各要下载几个文件、多少字节，再复制所选用法的代码。</p>
      <label htmlFor={id} className="sr-only">
        网页上的文字
      </label>
      <textarea
        id={id}
        data-testid="page-cost-input"
        value={text}
        rows={4}
        maxLength={PAGE_COST_LIMITS.textChars}
        onChange={(e) => setText(e.target.value)}
        placeholder="粘贴网页正文、导航、按钮上的文字……"
        className="mt-4 block w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-[16px] leading-6 text-stone-900 outline-none placeholder:text-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" data-testid="page-cost-run" className={button.smallDark} disabled={busy || !text.trim()} onClick={() => void run()}>
          {busy ? "正在估算…" : "估算"}
        </button>
        {!text ? (
          <button type="button" className="text-sm text-orange-700 underline-offset-4 hover:underline" onClick={() => setText(EXAMPLE)}>
            用示例文字
          </button>
        ) : null}
        {error ? <p className="text-sm text-rose-700">{error}</p> : null}
      </div>

      {cost ? (
        <div className="mt-6">
          <p className="text-sm text-stone-600">
            这段文字有 <strong className="tabular-nums text-stone-900">{cost.chars}</strong> 个不同的字（{face?.styleName}）
            {cost.missing ? (
              <span className="text-rose-700">
                ，本字体缺少 {Array.from(cost.missing).length} 个：{Array.from(cost.missing).slice(0, 20).join(" ")}
                {Array.from(cost.missing).length > 20 ? " 等" : ""}（会用后备字体显示）
              </span>
            ) : null}
            。
          </p>
          <div role="radiogroup" aria-label="选择用法" className="mt-4 grid gap-3 lg:grid-cols-3">
            {WAYS.map((w) => {
              const c = cost[w.key];
              const chosen = way === w.key;
              return (
                <button
                  key={w.key}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  data-testid={`page-cost-${w.key}`}
                  data-bytes={c.bytes}
                  data-requests={c.requests}
                  onClick={() => setWay(w.key)}
                  className={`flex flex-col rounded-xl border bg-white p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-orange-600 ${
                    chosen ? "border-orange-600 ring-2 ring-orange-600/15" : "border-stone-200 hover:border-stone-400"
                  }`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-medium text-stone-900">{w.label}</span>
                    <span className="text-xs text-stone-500">{c.requests} 个请求</span>
                  </span>
                  <span className="mt-1 text-2xl font-semibold tabular-nums text-stone-900">{formatFileSize(c.bytes)}</span>
                  <span className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                    <span
                      className={`block h-full rounded-full ${w.key === "whole" ? "bg-stone-400" : "bg-orange-600"}`}
                      style={{ width: `${Math.max(1, (c.bytes / max) * 100)}%` }}
                    />
                  </span>
                  <span className="mt-2 text-xs leading-5 text-stone-500">
                    {w.key === "slices" ? `${c.requests} / ${cost.slices.of} 个切片。` : w.key === "whole" ? `${cost.whole.format.toUpperCase()} 原文件。` : ""}
                    {w.hint}
                  </span>
                </button>
              );
            })}
          </div>
          <div className="mt-5" data-testid="page-cost-code">
            <CopyLine label={way === "whole" ? " CSS（字体文件放在你的网站上）" : " <link> 标签"} code={code} testId="page-cost-embed" />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function embedCode(way: Way, o: { origin: string; family: string; text: string; file: string }): string {
  if (way === "slices") return `<link rel="stylesheet" href="${css2Href(o.origin, { family: o.family })}">`;
  if (way === "text") return `<link rel="stylesheet" href="${css2Href(o.origin, { family: o.family, text: o.text.replace(/\s+/g, "") })}">`;
  return `@font-face {\n  font-family: '${o.family}';\n  src: url('/fonts/${o.file}');\n  font-display: swap;\n}`;
}
