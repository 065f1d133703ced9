/**
 * /font — the font list (docs/product.md §2). The loader reads the list's query from the
 * URL (category, license, weight, language, keyword, sort, current, size) and asks the font
 * service (the same call getFontList answers), so the server renders the filtered list and every
 * filter is a shareable URL. The page itself is app/features/fonts/list/list-page.tsx.
 */
import type { Route } from "./+types/font-list";
import { fontListQuery } from "#contract/fonts";
import { ApiError } from "#contract/errors";
import { CompareBar } from "#app/features/compare/compare-bar";
import { PageHeader } from "#app/components/page-header";
import type { ScrollHandle } from "#app/components/scroll-manager";
import { loadContext } from "#app/lib/load-context";
import { canonicalOf, seoMeta, type PageSeo } from "#app/lib/page-meta";
import { breadcrumbLd } from "#app/lib/structured-data";
import { FontListPage, type FontListData } from "#app/features/fonts/list/list-page";
import { apiParams, listSearch, parseListQuery, type ListQuery } from "#app/features/fonts/list/query";
import { toFontRow } from "#app/lib/font-rows";

/** Filtering, sorting and paging keep the visitor where they are; the page scrolls itself. */
export const handle: ScrollHandle = { scrollToTop: false };

export async function loader({ request, context }: Route.LoaderArgs): Promise<FontListData & { seo: PageSeo }> {
  const query = parseListQuery(new URL(request.url).searchParams);
  const { services, config } = context.get(loadContext);
  const seo = listSeo(config.origin, query);
  try {
    const page = await services.fonts.list(fontListQuery.parse(apiParams(query)));
    return { query, page: { ...page, records: page.records.map(toFontRow) }, error: null, seo };
  } catch (error) {
    // A filter naming no dictionary entry: the list says why instead of failing the page.
    if (error instanceof ApiError) return { query, page: null, error: error.message, seo };
    throw error;
  }
}

/**
 * The list is known by its filters and page (each filtered page lists other fonts); a keyword or a
 * text search is a search result, kept out of search engines like /search.
 */
function listSeo(origin: string, query: ListQuery): PageSeo {
  const search = Boolean(query.keyword || query.text);
  return {
    title: query.keyword ? `“${query.keyword}” - 字体库` : "字体库",
    description: LIST_DESCRIPTION,
    canonical: canonicalOf(origin, `/font${listSearch(query)}`),
    noindex: search,
    jsonLd: [breadcrumbLd(origin, [["字体库", "/font"]])],
  };
}

const LIST_DESCRIPTION = "收录开源中文字体：按分类、授权与字重筛选，在上方输入任意文字，即时预览每一款字体。";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function FontList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="字体库">{LIST_DESCRIPTION}</PageHeader>
      <FontListPage data={loaderData} />
      <CompareBar />
    </>
  );
}
