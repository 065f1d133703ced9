/**
 * 授权: what the licence lets you do, in plain Chinese (getFontDetail `permissions`,
 * contract/licenses.ts) — free commercial use, embedding, modifying, redistributing, attribution
 * and reserved font names, each 可以 / 不可以 / 有条件 with the condition — then the licence's
 * name, its link, and the full text as it ships with the font.
 *
 * Test hooks: data-testid="license-permissions", each row "permission-{key}" with data-value.
 */
import { CheckIcon, CircleAlertIcon, XIcon } from "lucide-react";
import type { FontDetail } from "#contract/fonts";
import { PERMISSION_KEYS, PERMISSION_LABELS, type PermissionKey, type PermissionValue } from "#contract/licenses";
import { AppLink } from "#app/components/app-link";
import { ExternalLink } from "./about-section";
import { Empty } from "./images-section";
import { Section } from "./ui";

const VALUE_TEXT: Record<PermissionKey, Record<PermissionValue, string>> = {
  commercial: { yes: "可以", no: "不可以", conditional: "有条件" },
  embed: { yes: "可以", no: "不可以", conditional: "有条件" },
  modify: { yes: "可以", no: "不可以", conditional: "有条件" },
  redistribute: { yes: "可以", no: "不可以", conditional: "有条件" },
  // attribution answers "must you credit?": yes means a duty, not a freedom.
  attribution: { yes: "必须", no: "不需要", conditional: "部分情况" },
};

function Badge({ value, duty }: { value: PermissionValue; duty: boolean }) {
  const tone =
    value === "conditional" || (duty && value === "yes")
      ? "bg-amber-50 text-amber-800 ring-amber-200"
      : value === "yes" || (duty && value === "no")
        ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
        : "bg-rose-50 text-rose-800 ring-rose-200";
  const Icon = value === "conditional" || (duty && value === "yes") ? CircleAlertIcon : value === "yes" || duty ? CheckIcon : XIcon;
  return (
    <span className={`inline-flex h-7 shrink-0 items-center gap-1 rounded-full px-2.5 text-[13px] font-medium ring-1 ring-inset ${tone}`}>
      <Icon size={14} aria-hidden="true" />
    </span>
  );
}

export function LicenseSection({ font }: { font: FontDetail }) {
  const name = font.licenseName || font.licenseLabel;
  const p = font.permissions;
  return (
    <Section id="license" title="授权许可" lead={p.note}>
      <div data-testid="license-permissions" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-[15px]">
          <caption className="sr-only">{name || "本字体"}允许你做什么</caption>
          <tbody className="divide-y divide-stone-100">
            {PERMISSION_KEYS.map((key) => {
              const value = p[key];
              const word = VALUE_TEXT[key][value];
              return (
                <tr key={key} data-testid={`permission-${key}`} data-value={value} className="align-top">
                  <th scope="row" className="w-28 px-4 pb-3.5 pt-4 font-medium text-stone-900 sm:w-44 sm:px-5">
                    {PERMISSION_LABELS[key]}
                  </th>
                  <td className="px-4 py-3.5 sm:px-5">
                    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-3">
                      <span className="inline-flex shrink-0 items-center gap-1.5">
                        <Badge value={value} duty={key === "attribution"} />
                        <span className="w-16 text-sm font-semibold text-stone-800">{word}</span>
                      </span>
                      <p className="min-w-0 text-sm leading-6 text-stone-600">{p.conditions[key]}</p>
                    </div>
                  </td>
                </tr>
              );
            })}
            <tr data-testid="permission-reserved" className="align-top">
              <th scope="row" className="px-4 pb-3.5 pt-4 font-medium text-stone-900 sm:px-5">
                保留字体名称
              </th>
              <td className="px-4 py-3.5 text-sm leading-6 text-stone-600 sm:px-5">
                {p.reservedNames.length ? (
                  <p>
                    <span className="font-semibold text-stone-800">保留：{p.reservedNames.map((n) => `“${n}”`).join("、")}。</span>
                    修改后的版本不能使用这些名称。
                  </p>
                ) : (
                  <p>
                    <span className="font-semibold text-stone-800">本字体未声明保留名称。</span>
                    {p.reservedNote}
                  </p>
                )}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs leading-5 text-stone-400">以上是对许可证条文的通俗解读，不构成法律意见；以许可证原文为准。</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,300px)_minmax(0,1fr)] lg:gap-16">
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
