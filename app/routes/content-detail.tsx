/**
 * The detail pages of the content areas (/news/{id}, /zixun/{id}, /baike/{id}, /heji/{id},
 * /album/{id}, /video/{id}): the page-level validity check is the content service finding the
 * id in that area; unknown or removed ids answer the 404 page. A case is read in the viewer of its
 * list, so /case/{id} — the address a visitor would guess or share — leads there (301).
 */
import { data, redirect } from "react-router";
import { parseId } from "#contract/routes";
import type { Route } from "./+types/content-detail";
import { PageHeader } from "#app/components/page-header";
import { areaOf } from "#app/features/content/areas";
import { loadContext } from "#app/lib/load-context";
import { loadDetail, type DetailArea } from "#app/features/content/load.server";
import { absolute, canonicalOf, seoMeta, type PageSeo } from "#app/lib/page-meta";
import { articleLd, breadcrumbLd, videoLd } from "#app/lib/structured-data";
import { DetailBody } from "#app/features/content/detail-body";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const area = areaOf(new URL(request.url).pathname);
  if (!area) throw data(null, { status: 404 });
  const { services, config } = context.get(loadContext);
  if (area.key === "case") {
    const id = parseId(params.id);
    if (id === null || !(await services.content.cases.detail(id))) throw data(null, { status: 404 });
    throw redirect(`/case?id=${id}`, 301);
  }
  const detail = await loadDetail(services, area.key as DetailArea, params.id);
  const canonical = canonicalOf(config.origin, `/${area.key}/${detail.id}`);
  const writing = area.key === "news" ? articleLd(config.origin, detail, "NewsArticle", canonical) : area.key === "zixun" || area.key === "baike" ? articleLd(config.origin, detail, "Article", canonical) : null;
  const video = area.key === "video" ? videoLd(config.origin, detail, canonical) : null;
  const seo: PageSeo = {
    title: `${detail.title} - ${area.title}`,
    description: detail.summary || area.intro,
    canonical,
    image: absolute(config.origin, detail.cover || detail.video?.poster || ""),
    type: video ? "video.other" : writing ? "article" : "website",
    jsonLd: [breadcrumbLd(config.origin, [[area.title, `/${area.key}`], [detail.title, `/${area.key}/${detail.id}`]]), ...(writing ? [writing] : []), ...(video ? [video] : [])],
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
