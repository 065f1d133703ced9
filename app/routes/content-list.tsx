/**
 * The list pages of the content areas (/news, /zixun, /baike, /case, /heji, /album, /video),
 * rendered on the server from the content service; paging and tags are URL parameters.
 */
import { data, useLocation } from "react-router";
import type { Route } from "./+types/content-list";
import { PageHeader } from "#app/components/page-header";
import { EmptyState } from "#app/components/empty-state";
import { areaOf } from "#app/features/content/areas";
import { loadContext } from "#app/lib/load-context";
import { loadList, type ListArea } from "#app/features/content/load.server";
import { absolute, canonicalOf, seoMeta, type PageSeo } from "#app/lib/page-meta";
import { breadcrumbLd } from "#app/lib/structured-data";
import { ListBody } from "#app/features/content/list-body";
import { LIST_SIZES } from "#app/features/content/parts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const area = areaOf(url.pathname);
  if (!area) throw data(null, { status: 404 });
  const { services, config } = context.get(loadContext);
  const list = await loadList(services, area.key as ListArea, url);
  const title = list.openCase ? `${list.openCase.title} - 案例` : list.tag ? `${list.tag} - ${area.title}` : area.title;
  // Each page of a list is its own page to a crawler (it lists other items), so it keeps its
  // page and tag; a case open in the viewer is the case's own address.
  const path = list.openCase ? `/case?id=${list.openCase.id}` : `/${area.key}${pageSearch(list.tag, list.page.current, list.page.size)}`;
  const canonical = canonicalOf(config.origin, path);
  const trail: [string, string][] = list.openCase ? [[area.title, "/case"], [list.openCase.title, path]] : [[area.title, `/${area.key}`]];
  const seo: PageSeo = {
    title,
    description: list.openCase?.summary || area.intro,
    canonical,
    image: absolute(config.origin, list.openCase?.cover ?? ""),
    type: list.openCase ? "article" : "website",
    jsonLd: [breadcrumbLd(config.origin, trail)],
  };
  return { area: area.key as ListArea, list, seo };
}

/** The query a list page is known by: its tag, its page past the first and a page size asked for. */
function pageSearch(tag: string, current: number, size: number): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (current > 1) params.set("current", String(current));
  if (current > 1 && size !== LIST_SIZES[0]) params.set("size", String(size));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const meta: Route.MetaFunction = ({ data: page }) => seoMeta(page?.seo);

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const area = areaOf(useLocation().pathname)!;
  const { list } = loaderData;
  return (
    <>
      <PageHeader title={area.title}>{area.intro}</PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {list.page.total === 0 && !list.tags.length ? (
          <EmptyState title={`暂无${area.title}内容`} text="内容正在整理中，敬请期待。" />
        ) : (
          <ListBody area={loaderData.area} list={list} />
        )}
      </div>
    </>
  );
}
