/** Per-page SEO of the content pages: title, description, canonical link, Open Graph picture. */
import type { MetaDescriptor } from "react-router";
import { SITE_TITLE } from "#contract/constants";

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute URL of the page without paging noise. */
  canonical: string;
  /** Absolute URL of the page's picture, if any. */
  image?: string;
}

/**
 * The canonical URL of `path` on the site's configured origin (PublicConfig.origin), never on the
 * request's Host: a forged Host must not reach a page a shared cache or a crawler keeps
 * (docs/decisions/018-edges.md).
 */
export function canonicalOf(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** `url` (a site path or an absolute URL, e.g. a STATIC_BASE picture) made absolute on the configured origin. */
export function absolute(origin: string, url: string): string | undefined {
  return url ? new URL(url, `${origin}/`).href : undefined;
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: SITE_TITLE }];
  const title = `${SITE_TITLE} - ${seo.title}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: SITE_TITLE },
    { property: "og:type", content: "article" },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}
