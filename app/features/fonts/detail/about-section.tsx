/** 简介: what the font is, who made it, where it comes from. */
import { ExternalLinkIcon } from "lucide-react";
import type { FontDetail } from "#contract/fonts";
import { AppLink } from "#app/components/app-link";
import { Section } from "./ui";

export function AboutSection({ font, languageLabels }: { font: FontDetail; languageLabels: Record<string, string> }) {
  const paragraphs = font.description.split(/\n+/).filter(Boolean);
  const languages = font.languages.map((l) => languageLabels[l]).filter(Boolean);
  const facts: [string, React.ReactNode][] = [];
  if (font.designer) facts.push(["设计师", font.designer]);
  if (font.foundry) facts.push(["出品方", font.foundry]);
  if (font.contributor) facts.push(["贡献者", <span key="c" data-testid="font-contributor">{font.contributor}</span>]);
  if (font.categoryName) facts.push(["分类", font.categoryName]);
  if (languages.length) facts.push(["支持语言", languages.join("、")]);
  if (font.licenseName || font.licenseLabel) facts.push(["授权", <a key="l" href="#license" className="text-stone-800 underline decoration-stone-300 underline-offset-4 hover:text-orange-700">{font.licenseName || font.licenseLabel}</a>]);
  if (font.source) facts.push(["来源", font.source]);
  if (font.homepage) facts.push(["主页", <ExternalLink key="h" href={font.homepage} />]);

  return (
    <Section id="about" title="简介">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:gap-16">
        <div>
          {paragraphs.length ? (
            paragraphs.map((p, i) => (
              <p key={i} className="mb-4 text-[17px] leading-[1.95] text-stone-700 last:mb-0">
                {p}
              </p>
            ))
          ) : (
            <p className="text-stone-500">这款字体还没有介绍。</p>
          )}
          {font.tags.length ? (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="标签">
              {font.tags.map((tag) => (
                <li key={tag}>
                  <AppLink
                    to={`/font?keyword=${encodeURIComponent(tag)}`}
                    className="inline-block rounded-full border border-stone-200 px-3 py-1 text-sm text-stone-600 transition-colors hover:border-orange-300 hover:text-orange-700"
                  >
                    # {tag}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <dl className="divide-y divide-stone-100 self-start rounded-2xl border border-stone-200 px-5 text-[15px]">
          {facts.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[5em_minmax(0,1fr)] gap-3 py-3">
              <dt className="text-stone-400">{label}</dt>
              <dd className="min-w-0 break-words text-stone-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

export function ExternalLink({ href, children }: { href: string; children?: React.ReactNode }) {
  const safe = /^https?:\/\//i.test(href);
  if (!safe) return <span>{children ?? href}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 text-stone-800 underline decoration-stone-300 underline-offset-4 hover:text-orange-700">
      <span className="truncate">{children ?? href.replace(/^https?:\/\//i, "").replace(/\/$/, "")}</span>
      <ExternalLinkIcon size={14} className="shrink-0" />
    </a>
  );
}
