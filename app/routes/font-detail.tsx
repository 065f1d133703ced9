import { data } from "react-router";
import type { Route } from "./+types/font-detail";
import { isSuccess } from "../../contract/envelope";
import { parseId } from "../../contract/routes";
import { PageHeader } from "../components/page-header";
import { serverHttp } from "../lib/initial-load.server";
import { serverServicesContext } from "../lib/server-services";
import { pageTitle } from "../lib/page-meta";

interface FontDetail {
  id: number;
  familyName: string;
  description?: string;
}

/** Validity check: a numeric id of a font the catalogue has, else 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const res = await serverHttp(context.get(serverServicesContext), "")
    .get<FontDetail | null>("/web/api/font/getFontDetail", { id })
    .catch(() => null);
  if (!res || !isSuccess(res) || !res.data) throw data(null, { status: 404 });
  return { font: res.data };
}

export const meta: Route.MetaFunction = ({ data: page }) => pageTitle(page?.font.familyName);

export default function FontDetailPage({ loaderData }: Route.ComponentProps) {
  const { font } = loaderData;
  return (
    <PageHeader title={font.familyName} crumbs={[{ label: "字体库", to: "/font" }]}>
      {font.description}
    </PageHeader>
  );
}
