import type { Route } from "./+types/home";
import type { HomeData } from "#contract/site";
import { NAV_ITEMS } from "#contract/routes";
import { AppLink } from "#app/components/app-link";
import { loadContext } from "#app/lib/load-context";
import { canonicalOf, seoMeta, type PageSeo } from "#app/lib/page-meta";
import { websiteLd } from "#app/lib/structured-data";
import { FEATURED_COUNT, FeaturedFonts } from "#app/features/fonts/list/featured";
import { toFontRow, type FontRow } from "#app/lib/font-rows";
import { HomeBanners, HomeLatestSections } from "#app/features/content/home-sections";

/** What the page keeps of the home data: the blocks, and the featured fonts slimmed to list rows. */
interface HomeView {
  data: Pick<HomeData, "banner" | "features" | "latest">;
  featured: { title: string; rows: FontRow[] } | null;
}

function toHomeView({ banner, features, featuredFonts, latest }: HomeData): HomeView {
  return {
    data: { banner, features, latest },
    featured: featuredFonts?.content.length
      ? { title: featuredFonts.title || "精选字体", rows: featuredFonts.content.slice(0, FEATURED_COUNT).map(toFontRow) }
      : null,
  };
}

/**
 * The home data with the featured fonts; without fonts the section is left out. Read on every
 * request: the site service remembers it per data version (server/services.ts), so a font import
 * or a featured change shows at once, without a restart, and nothing is read twice meanwhile.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, config } = context.get(loadContext);
  const view = toHomeView(await services.site.homeData());
  const description = view.data.banner?.content.description || HOME_DESCRIPTION;
  const seo: PageSeo = { title: "", description, canonical: canonicalOf(config.origin, "/"), jsonLd: [websiteLd(config.origin, description)] };
  return { ...view, seo };
}

const HOME_DESCRIPTION = "共创字库收录开源、可免费商用的中文字体：在线输入任意文字即时预览，按字符、授权和字重找到合用的字体，一键下载或在网页中直接引用。";

export const meta: Route.MetaFunction = ({ data: page }) => seoMeta(page?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner, features, latest } = loaderData.data;
  const { featured } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-stone-900 via-stone-800 to-orange-900 pb-24 pt-40 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute -right-10 top-10 select-none text-[22rem] font-black leading-none text-white/5">
          字
        </div>
        <div className="relative mx-auto max-w-7xl px-4">
          <h1 className="text-4xl font-bold tracking-wider md:text-6xl">{banner?.content.slogan ?? "共创字库"}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-200">{banner?.content.description}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {(banner?.content.actions ?? [{ label: "浏览字体", path: "/font" }]).map((action, i) => (
              <AppLink
                key={action.path}
                to={action.path}
                className={
                  i === 0
                    ? "rounded-full bg-orange-600 px-7 py-3 font-medium shadow-lg shadow-orange-900/40 hover:bg-orange-500"
                    : "rounded-full border border-white/40 px-7 py-3 font-medium hover:bg-white/10"
                }
              >
                {action.label}
              </AppLink>
            ))}
          </div>
        </div>
      </section>

      {latest ? <HomeBanners items={latest.content.banners} /> : null}

      {featured ? <FeaturedFonts title={featured.title} rows={featured.rows} /> : null}

      {latest ? <HomeLatestSections latest={latest.content} /> : null}

      {features ? (
        <section className="defer-render mx-auto max-w-7xl px-4 py-16">
          <h2 className="text-2xl font-bold text-stone-900">{features.title}</h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {features.content.map((f) => (
              <div key={f.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-stone-900">{f.title}</h3>
                <p className="mt-2 leading-7 text-stone-600">{f.text}</p>
              </div>
            ))}
          </div>
        </section>
      ) : null}

      <section className="mx-auto max-w-7xl px-4 pb-8">
        <h2 className="text-2xl font-bold text-stone-900">探索内容</h2>
        <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {NAV_ITEMS.slice(1, 13).map((item) => (
            <AppLink
              key={item.path}
              to={item.path}
              className="rounded-xl border border-stone-200 bg-white px-4 py-5 text-center font-medium text-stone-700 transition hover:-translate-y-0.5 hover:border-orange-300 hover:text-orange-700 hover:shadow"
            >
              {item.label}
            </AppLink>
          ))}
        </div>
      </section>
    </>
  );
}
