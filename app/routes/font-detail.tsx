import { data } from "react-router";
import type { Route } from "./+types/font-detail";
import { parseId } from "#contract/routes";
import { CompareBar } from "#app/features/compare/compare-bar";
import { FontDetailView } from "#app/features/fonts/detail/detail-page";
import { loadContext } from "#app/lib/load-context";
import { absolute, canonicalOf, pageTitle, seoMeta, type PageSeo } from "#app/lib/page-meta";
import { breadcrumbLd, fontLd } from "#app/lib/structured-data";

/**
 * Validity check (docs/product.md §2): a numeric family id the catalogue has, else 404. The main face's
 * file information comes along so the hero and the info section render complete on the server.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const { services, config } = context.get(loadContext);
  const font = await services.fonts.detail(id);
  if (!font) throw data(null, { status: 404 });
  const main = font.fonts[0];
  // The cases and videos that name this family (by its Chinese or English name).
  const [mainInfo, related] = await Promise.all([main ? services.fonts.info(main.id) : null, services.content.forFont([font.name, font.nameEn])]);
  const canonical = canonicalOf(config.origin, `/font/${font.id}`);
  const seo: PageSeo = {
    title: font.name,
    description: font.description || `${font.name}（${font.nameEn}）：在线预览、试用与下载。`,
    canonical,
    // Its specimen: what the font looks like is what a shared link should show.
    image: absolute(config.origin, font.specimens[0]?.url || font.specimenUrl),
    jsonLd: [breadcrumbLd(config.origin, [["字体库", "/font"], [font.name, `/font/${font.id}`]]), fontLd(config.origin, font, canonical)],
  };
  return { font, mainInfo, related, seo };
}

export const meta: Route.MetaFunction = ({ data: page }) => (page ? seoMeta(page.seo) : pageTitle());

export default function FontDetailPage({ loaderData }: Route.ComponentProps) {
  const { font, mainInfo, related } = loaderData;
  // A new family is a new page: start its state (chosen faces, editor text) afresh.
  return (
    <>
      <FontDetailView key={font.id} font={font} mainInfo={mainInfo} related={related} />
      <CompareBar />
    </>
  );
}
