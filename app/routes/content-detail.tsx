import { data } from "react-router";
import type { Route } from "./+types/content-detail";
import { isSuccess } from "../../contract/envelope";
import { parseId } from "../../contract/routes";
import { PageHeader } from "../components/page-header";
import { areaOf } from "../features/content/areas";
import { serverHttp } from "../lib/initial-load.server";
import { serverServicesContext } from "../lib/server-services";
import { pageTitle } from "../lib/page-meta";

interface ContentDetail {
  id: number;
  title: string;
  summary?: string;
  content?: string;
}

/** The page-level validity check: a numeric id that the area's detail call knows, else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const area = areaOf(new URL(request.url).pathname);
  const id = parseId(params.id);
  if (!area || id === null || !area.detailApi) throw data(null, { status: 404 });
  const http = serverHttp(context.get(serverServicesContext), "");
  const res = await http.get<ContentDetail | null>(area.detailApi, { id }).catch(() => null);
  if (!res || !isSuccess(res) || !res.data) throw data(null, { status: 404 });
  return { area: { key: area.key, title: area.title }, item: res.data };
}

export const meta: Route.MetaFunction = ({ data: page }) => pageTitle(page?.item.title);

export default function ContentDetailPage({ loaderData }: Route.ComponentProps) {
  const { area, item } = loaderData;
  return (
    <>
      <PageHeader title={item.title} crumbs={[{ label: area.title, to: `/${area.key}` }]}>
        {item.summary}
      </PageHeader>
      <article className="prose mx-auto max-w-3xl px-4 py-10 whitespace-pre-line">{item.content}</article>
    </>
  );
}
