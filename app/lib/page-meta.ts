/**
 * The head of a page: its title, and for pages a crawler or a chat app may fetch, the description,
 * the canonical link, Open Graph and Twitter card tags and structured data (JSON-LD). Loaders build
 * the `PageSeo` (they know the configured origin); meta functions turn it into descriptors.
 * docs/decisions/023-sharing-metadata.md says what each page shares and why. The root's meta uses
 * it too, which puts it in the shell every page loads rather than in a chunk of its own.
 */
import type { MetaDescriptor } from "react-router";
import { SITE_TITLE } from "#contract/constants";

/** Where a page without a picture of its own points its share card (public/og-card.png, 1200×630). */
export const SITE_CARD = "/og-card.png";

export interface PageSeo {
  /** The page's own title; empty on the home page, whose title is the site's. */
  title: string;
  description: string;
  /** Absolute URL of the page without noise (tracking, page size); a page of a list keeps its page. */
  canonical: string;
  /** Absolute URL of the page's picture; the site card when absent. */
  image?: string;
  /** Open Graph type: "article" for a piece of writing, "video.other" for a video, else "website". */
  type?: "website" | "article" | "video.other";
  /** schema.org objects, one script each (structured-data.ts builds them). */
  jsonLd?: object[];
  /** Kept out of search engines (a search result page). */
  noindex?: boolean;
}

/** The document title: the site title, then the page's own. */
export function pageTitle(title?: string): { title: string }[] {
  return [{ title: title ? `${SITE_TITLE} - ${title}` : SITE_TITLE }];
}

/**
 * The canonical URL of `path` on the site's configured origin (PublicConfig.origin), never on the
 * request's Host: a forged Host must not reach a page a shared cache or a crawler keeps
 * (docs/decisions/014-edges.md).
 */
export function canonicalOf(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** `url` (a site path or an absolute URL, e.g. a STATIC_BASE picture) made absolute on the configured origin. */
export function absolute(origin: string, url: string): string | undefined {
  return url ? new URL(url, `${origin}/`).href : undefined;
}

/** A description fit for a snippet: one line, at most 160 characters. */
export function snippet(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return pageTitle();
  const description = snippet(seo.description);
  const image = seo.image ?? new URL(SITE_CARD, seo.canonical).href;
  return [
    ...pageTitle(seo.title || undefined),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:title", content: seo.title || SITE_TITLE },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: SITE_TITLE },
    { property: "og:locale", content: "zh_CN" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title || SITE_TITLE },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(seo.jsonLd ?? []).map((thing) => ({ "script:ld+json": thing })),
  ];
}
