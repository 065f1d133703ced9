/** What each content area's pages say about it (the areas themselves: contract/routes.ts). */
import type { ContentAreaKey } from "#contract/routes";

export interface ContentArea {
  key: ContentAreaKey;
  title: string;
  intro: string;
}

export const AREA_PAGES: Record<ContentAreaKey, ContentArea> = {
  album: {
    key: "album",
    title: "专辑",
    intro: "按主题整理的字体专辑：同一风格、同一用途的字体放在一起，方便挑选与对比。",
  },
  baike: {
    key: "baike",
    title: "书法百科",
    intro: "书体源流、名家名帖与笔法结构，帮助你读懂每一种中文字体背后的书写传统。",
  },
  case: {
    key: "case",
    title: "案例",
    intro: "开源中文字体在品牌、出版、界面与影视中的真实应用案例。",
  },
  heji: {
    key: "heji",
    title: "合集",
    intro: "字体合集可一次打包下载，覆盖常用的黑、宋、楷、圆等风格。",
  },
  news: {
    key: "news",
    title: "新闻",
    intro: "开源字体发布、版本更新与社区动态。",
  },
  video: {
    key: "video",
    title: "视频",
    intro: "字体设计、排版技巧与书法演示视频。",
  },
  zixun: {
    key: "zixun",
    title: "资讯",
    intro: "字体授权、排版规范与设计趋势的深度文章。",
  },
};

/** The area of a content route, from its first path segment. */
export function areaOf(pathname: string): ContentArea | undefined {
  const key = pathname.split("/")[1] ?? "";
  return Object.hasOwn(AREA_PAGES, key) ? AREA_PAGES[key as ContentAreaKey] : undefined;
}
