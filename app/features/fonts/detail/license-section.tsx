/** 授权: the licence's name, its link, and the full text as it ships with the font. */
import type { FontDetail } from "#contract/fonts";
import { AppLink } from "#app/components/app-link";
import { ExternalLink } from "./about-section";
import { Empty } from "./images-section";
import { Section } from "./ui";

export function LicenseSection({ font }: { font: FontDetail }) {
  const name = font.licenseName || font.licenseLabel;
  return (
    <Section id="license" title="授权许可">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,300px)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="text-[13px] text-stone-400">许可证</p>
          <p className="mt-1 text-xl font-semibold text-stone-900" data-testid="license-name">
            {name || "未注明"}
          </p>
          {font.licenseLabel && !name.includes(font.licenseLabel) ? <p className="mt-1 text-sm text-stone-500">{font.licenseLabel}</p> : null}
          {font.licenseUrl ? (
            <p className="mt-4 text-[15px]">
              <ExternalLink href={font.licenseUrl}>许可证原文</ExternalLink>
            </p>
          ) : null}
          <p className="mt-6 text-sm leading-6 text-stone-500">
            下载即表示同意本站
            <AppLink to="/agreement/font" className="mx-0.5 text-stone-700 underline underline-offset-2 hover:text-orange-700">
              《字体使用协议》
            </AppLink>
            ；具体的使用、嵌入与再发布条件以左侧许可证为准。
          </p>
        </div>
        {font.licenseText ? (
          // A named, focusable region: keyboard users can scroll it, and a pre alone may not carry a name.
          <pre
            role="region"
            tabIndex={0}
            aria-label={`${name} 全文`}
            data-testid="license-text"
            className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-2xl border border-stone-200 bg-stone-50 p-5 font-mono text-[13px] leading-6 text-stone-700 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-orange-600"
          >
            {font.licenseText.trim()}
          </pre>
        ) : (
          <Empty text="暂无许可证全文" hint={font.licenseUrl ? "请通过左侧链接查看许可证原文" : undefined} />
        )}
      </div>
    </Section>
  );
}
