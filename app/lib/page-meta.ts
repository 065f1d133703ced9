import { SITE_TITLE } from "#contract/constants";

/** The document title: the site title, then the page's own (spec §2 page head). */
export function pageTitle(title?: string): { title: string }[] {
  return [{ title: title ? `${SITE_TITLE} - ${title}` : SITE_TITLE }];
}
