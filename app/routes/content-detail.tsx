/**
 * The detail pages of the content areas (/news/{id}, /zixun/{id}, /baike/{id}, /heji/{id},
 * /album/{id}, /video/{id}): the page-level validity check is the content service finding the
 * id in that area; unknown or removed ids answer the 404 page.
 */
import { data } from "react-router";
import type { Route } from "./+types/content-detail";
import { PageHeader } from "../components/page-header";
import { areaOf } from "../features/content/areas";
import { loadContext } from "../lib/load-context";
import { loadDetail, type DetailArea } from "../features/content/load.server";
import { absolute, canonicalOf, seoMeta } from "../features/content/meta";
import { DetailBody } from "../features/content/detail-body";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const area = areaOf(new URL(request.url).pathname);
  if (!area || area.key === "case") throw data(null, { status: 404 });
  const { services, config } = context.get(loadContext);
  const detail = await loadDetail(services, area.key as DetailArea, params.id);
  const seo = {
    title: `${detail.title} - ${area.title}`,
    description: detail.summary || area.intro,
    canonical: canonicalOf(config.origin, `/${area.key}/${detail.id}`),
    image: absolute(config.origin, detail.cover || detail.video?.poster || ""),
  };
  return { area: area.key as DetailArea, areaTitle: area.title, detail, seo };
}

export const meta: Route.MetaFunction = ({ data: page }) => seoMeta(page?.seo);

export default function ContentDetailPage({ loaderData }: Route.ComponentProps) {
  const { area, areaTitle, detail } = loaderData;
  return (
    <>
      <PageHeader title={detail.title} crumbs={[{ label: areaTitle, to: `/${area}` }]} />
      <DetailBody area={area} detail={detail} />
    </>
  );
}
