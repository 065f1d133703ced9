/**
 * What the content pages' loaders read, per area, through the content service (never the HTTP
 * API). Lists take ?current&size (&tag) from the URL; a malformed value falls back to the default
 * instead of failing the page.
 */
import { data } from "react-router";
import type { Services } from "#server/services";
import { parseId } from "#contract/routes";
import type { BaikeTagGroup, ContentCard, ContentDetail, CollectionDetail } from "#contract/content";
import type { Page } from "#contract/envelope";
import { LIST_SIZES } from "./parts";

export type ListArea = "album" | "baike" | "case" | "heji" | "news" | "video" | "zixun";
export type DetailArea = Exclude<ListArea, "case">;

export interface ListData {
  page: Page<ContentCard>;
  tags: string[];
  tag: string;
  baikeGroups: BaikeTagGroup[];
  /** /case?id=…: the case open in the viewer. */
  openCase: ContentDetail | null;
  sidebar: ContentCard[];
}

function pageParams(url: URL) {
  const current = Number(url.searchParams.get("current"));
  const size = Number(url.searchParams.get("size"));
  return {
    current: Number.isInteger(current) && current >= 1 && current <= 100_000 ? current : 1,
    size: (LIST_SIZES as readonly number[]).includes(size) ? size : LIST_SIZES[0],
  };
}

export async function loadList(services: Services, area: ListArea, url: URL): Promise<ListData> {
  const { content } = services;
  const q = pageParams(url);
  const tag = (url.searchParams.get("tag") ?? "").slice(0, 50);
  const empty: Omit<ListData, "page"> = { tags: [], tag, baikeGroups: [], openCase: null, sidebar: [] };
  switch (area) {
    case "news":
    case "zixun": {
      const [page, sidebar] = await Promise.all([content.articles.list({ ...q, column: area }), content.adverts.byPosition("list-sidebar")]);
      return { ...empty, page, sidebar };
    }
    case "album":
      return { ...empty, page: await content.promotions.list(q) };
    case "video":
      return { ...empty, page: await content.videos.list(q) };
    case "heji": {
      const [page, tags] = await Promise.all([content.collections.list({ ...q, tag }), content.collections.tags()]);
      return { ...empty, page, tags };
    }
    case "baike": {
      const [page, baikeGroups] = await Promise.all([content.baike.list({ ...q, tag }), content.baike.titlesByTag()]);
      return { ...empty, page, baikeGroups, tags: baikeGroups.map((g) => g.tag) };
    }
    case "case": {
      const id = parseId(url.searchParams.get("id") ?? undefined);
      const [page, openCase] = await Promise.all([content.cases.list(q), id ? content.cases.detail(id) : null]);
      if (url.searchParams.has("id") && !openCase) throw data(null, { status: 404 });
      return { ...empty, page, openCase };
    }
  }
}

export async function loadDetail(services: Services, area: DetailArea, rawId: string | undefined): Promise<ContentDetail | CollectionDetail> {
  const id = parseId(rawId);
  if (id === null) throw data(null, { status: 404 });
  const { content } = services;
  const found =
    area === "news" || area === "zixun"
      ? await content.articles.detail(id)
      : area === "baike"
        ? await content.baike.detail(id)
        : area === "heji"
          ? await content.collections.detail(id)
          : area === "video"
            ? await content.videos.detail(id)
            : await content.promotions.detail(id);
  // An article opened under the other column's path is not found there either.
  if (!found || ((area === "news" || area === "zixun") && found.column !== area)) throw data(null, { status: 404 });
  return found;
}
