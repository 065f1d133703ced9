/**
 * The sections of the font detail page (docs/product.md §2), in page order. Each is
 * an element with this id, so /font/{id}#editor scrolls to it (docs/product.md §2: a hash scrolls to the
 * element it names) and the in-page navigation links to it.
 */
export const DETAIL_SECTIONS = [
  { id: "about", label: "简介" },
  { id: "preview", label: "预览" },
  { id: "editor", label: "试用" },
  { id: "family", label: "字重" },
  { id: "images", label: "图片" },
  { id: "info", label: "信息" },
  { id: "chars", label: "字符" },
  { id: "license", label: "授权" },
  { id: "webfont", label: "网页" },
  { id: "case", label: "案例" },
  { id: "video", label: "视频" },
] as const;

export type SectionId = (typeof DETAIL_SECTIONS)[number]["id"];

export const SECTION_IDS: readonly SectionId[] = DETAIL_SECTIONS.map((s) => s.id);

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

/** The section a location hash names ("#info", "info", "#%E2…"), or null. */
export function sectionFromHash(hash: string): SectionId | null {
  let id = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return isSectionId(id) ? id : null;
}

/**
 * Scroll spy: the section being read is the last one whose top has passed `line` (the bottom
 * edge of the sticky header and navigation, in viewport pixels); the first one before any has.
 * `tops` are the sections' current viewport tops, in page order. At the very bottom of the page
 * (`atBottom`) the last section counts, even when it is too short to reach the line.
 */
export function activeSection(tops: readonly { id: SectionId; top: number }[], line: number, atBottom = false): SectionId | null {
  if (!tops.length) return null;
  if (atBottom) return tops[tops.length - 1].id;
  let current = tops[0].id;
  for (const { id, top } of tops) {
    if (top - line <= 1) current = id;
    else break;
  }
  return current;
}
