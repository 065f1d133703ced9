/**
 * 案例 and 视频: the cases and videos whose font list names this family (content.forFont),
 * as the content areas' own cards, so a card here looks and links exactly like one on /case or
 * /video. An empty section says so and points at 投稿 rather than showing something made up.
 */
import { BriefcaseIcon, MonitorPlayIcon } from "lucide-react";
import type { ContentCard } from "#contract/content";
import { AppLink } from "#app/components/app-link";
import { CardGrid } from "#app/features/content/parts";
import { Empty } from "./images-section";
import { Section } from "./ui";

const moreLink = (to: string, label: string) => (
  <AppLink to={to} className="text-sm text-stone-500 hover:text-orange-700">
    {label} ›
  </AppLink>
);

export function CaseSection({ name, cases }: { name: string; cases: ContentCard[] }) {
  return (
    <Section id="case" title="使用案例" aside={moreLink("/case", "全部案例")}>
      {cases.length ? (
        <div data-testid="font-cases">
          <CardGrid items={cases} aspect="aspect-[4/3]" />
        </div>
      ) : (
        <Empty icon={<BriefcaseIcon size={36} />} text="暂无使用案例" hint={`用「${name}」做了设计？欢迎通过投稿与我们分享。`} />
      )}
    </Section>
  );
}

export function VideoSection({ name, videos }: { name: string; videos: ContentCard[] }) {
  return (
    <Section id="video" title="相关视频" aside={moreLink("/video", "全部视频")}>
      {videos.length ? (
        <div data-testid="font-videos">
          <CardGrid items={videos} />
        </div>
      ) : (
        <Empty icon={<MonitorPlayIcon size={36} />} text="暂无相关视频" hint={`还没有介绍「${name}」的视频。`} />
      )}
    </Section>
  );
}
