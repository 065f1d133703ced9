/**
 * schema.org objects for the pages' JSON-LD (docs/decisions/023-sharing-metadata.md): the site
 * with its search, breadcrumbs, articles, videos, and each font family as a creative work with its
 * licence. URLs are absolute on the configured origin.
 */
import { SITE_NAME, SITE_TITLE } from "#contract/constants";
import type { ContentDetail } from "#contract/content";
import type { FontDetail } from "#contract/fonts";
import { absolute, canonicalOf } from "./page-meta";

const CONTEXT = "https://schema.org";

function publisher(origin: string) {
  return { "@type": "Organization", name: SITE_NAME, url: canonicalOf(origin, "/"), logo: { "@type": "ImageObject", url: canonicalOf(origin, "/icon-512.png") } };
}

/** The site, with the search box a search engine may show under its result. */
export function websiteLd(origin: string, description: string): object {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: SITE_NAME,
    alternateName: SITE_TITLE,
    url: canonicalOf(origin, "/"),
    description,
    inLanguage: "zh-CN",
    publisher: publisher(origin),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${canonicalOf(origin, "/search")}?keyword={keyword}` },
      "query-input": "required name=keyword",
    },
  };
}

/** The trail from the home page to this one: [label, path] pairs, the page itself last. */
export function breadcrumbLd(origin: string, trail: readonly (readonly [string, string])[]): object {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [["首页", "/"] as const, ...trail].map(([name, path], i) => ({ "@type": "ListItem", position: i + 1, name, item: canonicalOf(origin, path) })),
  };
}

/** ISO 8601 duration of a number of seconds (PT3M20S). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s % 60 || (!h && !m) ? `${s % 60}S` : ""}`;
}

/** A date of the content service ("2025-03-01" or a full timestamp) as ISO 8601, or undefined. */
function isoDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A news item, a consulting article or an encyclopedia entry. */
export function articleLd(origin: string, item: ContentDetail, kind: "NewsArticle" | "Article", url: string): object {
  const image = absolute(origin, item.cover);
  return {
    "@context": CONTEXT,
    "@type": kind,
    headline: item.title,
    description: item.summary || undefined,
    image: image ? [image] : undefined,
    datePublished: isoDate(item.publishedAt),
    author: item.author ? { "@type": "Person", name: item.author } : publisher(origin),
    publisher: publisher(origin),
    mainEntityOfPage: url,
    keywords: item.tags.length ? item.tags.join(",") : undefined,
    inLanguage: "zh-CN",
  };
}

/** A video with its poster, length and file. */
export function videoLd(origin: string, item: ContentDetail, url: string): object | null {
  if (!item.video) return null;
  const thumbnail = absolute(origin, item.video.poster || item.cover);
  return {
    "@context": CONTEXT,
    "@type": "VideoObject",
    name: item.title,
    description: item.summary || item.title,
    thumbnailUrl: thumbnail ? [thumbnail] : undefined,
    uploadDate: isoDate(item.publishedAt),
    duration: item.video.duration > 0 ? isoDuration(item.video.duration) : undefined,
    contentUrl: absolute(origin, item.video.src),
    embedUrl: url,
    publisher: publisher(origin),
    inLanguage: "zh-CN",
  };
}

/**
 * A font family as a creative work: schema.org has no type for fonts, and CreativeWork carries
 * what a search engine can use — names, maker, specimens, licence, dates, downloads.
 */
export function fontLd(origin: string, font: FontDetail, url: string): object {
  const maker = font.foundry || font.designer;
  const images = font.specimens.map((s) => absolute(origin, s.url)).filter((u): u is string => Boolean(u));
  return {
    "@context": CONTEXT,
    "@type": "CreativeWork",
    name: font.name,
    alternateName: font.nameEn && font.nameEn !== font.name ? font.nameEn : undefined,
    description: font.description || undefined,
    url,
    image: images.length ? images : absolute(origin, font.specimenUrl),
    creator: maker ? { "@type": "Organization", name: maker } : undefined,
    genre: font.categoryName || undefined,
    keywords: font.tags.length ? font.tags.join(",") : undefined,
    license: font.licenseUrl || undefined,
    usageInfo: canonicalOf(origin, new URL(url).pathname + "#license"),
    isAccessibleForFree: true,
    dateCreated: isoDate(font.createdTime),
    dateModified: isoDate(font.updatedTime),
    inLanguage: "zh-CN",
    interactionStatistic: { "@type": "InteractionCounter", interactionType: "https://schema.org/DownloadAction", userInteractionCount: font.downloads },
    provider: publisher(origin),
  };
}
