/**
 * /font — the font list (spec §2, issue #3 item 6). The loader reads the list's query from the
 * URL (category, license, weight, language, keyword, sort, current, size) and asks getFontList
 * through the server's HTTP client, so the server renders the filtered list and every filter is
 * a shareable URL. The page itself is app/features/fonts/list/list-page.tsx.
 */
import type { Route } from "./+types/font-list";
import type { Page } from "../../contract/envelope";
import { isSuccess } from "../../contract/envelope";
import type { FontListItem } from "../../contract/fonts";
import { PageHeader } from "../components/page-header";
import type { ScrollHandle } from "../components/scroll-manager";
import { HttpError } from "../lib/http";
import { serverHttp } from "../lib/initial-load.server";
import { serverServicesContext } from "../lib/server-services";
import { pageTitle } from "../lib/page-meta";
import { FontListPage, type FontListData } from "../features/fonts/list/list-page";
import { apiParams, parseListQuery } from "../features/fonts/list/query";
import { toFontRow } from "../features/fonts/list/rows";

/** Filtering, sorting and paging keep the visitor where they are; the page scrolls itself. */
export const handle: ScrollHandle = { scrollToTop: false };

export async function loader({ request, context }: Route.LoaderArgs): Promise<FontListData> {
  const query = parseListQuery(new URL(request.url).searchParams);
  const http = serverHttp(context.get(serverServicesContext), "");
  try {
    const res = await http.get<Page<FontListItem>>("/web/api/font/getFontList", apiParams(query));
    if (!isSuccess(res)) return { query, page: null, error: res.msg || "字体列表加载失败" };
    return { query, page: { ...res.data, records: res.data.records.map(toFontRow) }, error: null };
  } catch (error) {
    return { query, page: null, error: error instanceof HttpError ? error.message : "字体列表加载失败" };
  }
}

export const meta: Route.MetaFunction = ({ data }) => pageTitle(data?.query.keyword ? `“${data.query.keyword}” - 字体库` : "字体库");

export default function FontList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="字体库">收录开源中文字体：按分类、授权与字重筛选，在上方输入任意文字，即时预览每一款字体。</PageHeader>
      <FontListPage data={loaderData} />
    </>
  );
}
