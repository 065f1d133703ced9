import { data } from "react-router";
import type { Route } from "./+types/font-detail";
import { isSuccess } from "../../contract/envelope";
import type { FontDetail, FontFaceInfo } from "../../contract/fonts";
import { parseId } from "../../contract/routes";
import { FontDetailView } from "../features/fonts/detail/detail-page";
import { fontInfoPath } from "../features/fonts/detail/info-section";
import { HttpError } from "../lib/http";
import { serverHttp } from "../lib/initial-load.server";
import { serverServicesContext } from "../lib/server-services";
import { pageTitle } from "../lib/page-meta";

/**
 * Validity check (spec §2): a numeric family id the catalogue has, else 404. The main face's
 * file information comes along so the hero and the info section render complete on the server.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const http = serverHttp(context.get(serverServicesContext), "");
  const res = await http.get<FontDetail>("/web/api/font/getFontDetail", { id }).catch((error: unknown) => {
    // The API's 404 (unknown family) and 400 (an id it refuses) are this page's 404; anything else is an error.
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
  if (!res || !isSuccess(res) || !res.data) throw data(null, { status: 404 });
  const font = res.data;
  const main = font.fonts[0];
  const mainInfo = main
    ? await http.get<FontFaceInfo>(fontInfoPath(main.id)).then(
        (r) => (isSuccess(r) ? r.data : null),
        () => null,
      )
    : null;
  return { font, mainInfo };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return pageTitle();
  const { font } = page;
  const description = font.description || `${font.name}（${font.nameEn}）：在线预览、试用与下载。`;
  return [...pageTitle(font.name), { name: "description", content: description.slice(0, 160) }];
};

export default function FontDetailPage({ loaderData }: Route.ComponentProps) {
  const { font, mainInfo } = loaderData;
  // A new family is a new page: start its state (chosen faces, editor text) afresh.
  return <FontDetailView key={font.id} font={font} mainInfo={mainInfo} />;
}
