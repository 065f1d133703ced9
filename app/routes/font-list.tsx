/**
 * /font — the font list (spec §2, issue #3 item 6). The loader reads the list's query from the
 * URL (category, license, weight, language, keyword, sort, current, size) and asks the font
 * service (the same call getFontList answers), so the server renders the filtered list and every
 * filter is a shareable URL. The page itself is app/features/fonts/list/list-page.tsx.
 */
import type { Route } from "./+types/font-list";
import { fontListQuery } from "#contract/fonts";
import { ApiError } from "#contract/errors";
import { CompareBar } from "#app/features/compare/compare-bar";
import { PageHeader } from "../components/page-header";
import type { ScrollHandle } from "../components/scroll-manager";
import { loadContext } from "../lib/load-context";
import { pageTitle } from "../lib/page-meta";
import { FontListPage, type FontListData } from "../features/fonts/list/list-page";
import { apiParams, parseListQuery } from "../features/fonts/list/query";
import { toFontRow } from "#app/lib/font-rows";

/** Filtering, sorting and paging keep the visitor where they are; the page scrolls itself. */
export const handle: ScrollHandle = { scrollToTop: false };

export async function loader({ request, context }: Route.LoaderArgs): Promise<FontListData> {
  const query = parseListQuery(new URL(request.url).searchParams);
  const { services } = context.get(loadContext);
  try {
    const page = await services.fonts.list(fontListQuery.parse(apiParams(query)));
    return { query, page: { ...page, records: page.records.map(toFontRow) }, error: null };
  } catch (error) {
    // A filter naming no dictionary entry: the list says why instead of failing the page.
    if (error instanceof ApiError) return { query, page: null, error: error.message };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data }) => pageTitle(data?.query.keyword ? `“${data.query.keyword}” - 字体库` : "字体库");

export default function FontList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="字体库">收录开源中文字体：按分类、授权与字重筛选，在上方输入任意文字，即时预览每一款字体。</PageHeader>
      <FontListPage data={loaderData} />
      <CompareBar />
    </>
  );
}
