import type { Route } from "./+types/home";
import { isSuccess, type Page } from "../../contract/envelope";
import type { FontListItem } from "../../contract/fonts";
import { NAV_ITEMS } from "../../contract/routes";
import { AppLink } from "../components/app-link";
import { serverHttp } from "../lib/initial-load.server";
import { serverServicesContext } from "../lib/server-services";
import { pageTitle } from "../lib/page-meta";
import { FEATURED_COUNT, FeaturedFonts } from "../features/fonts/list/featured";
import { toFontRow, type FontRow } from "../features/fonts/list/rows";

interface HomeBlock<T> {
  title: string;
  content: T;
}
interface HomeData {
  banner?: HomeBlock<{ slogan: string; description: string; actions: { label: string; path: string }[] }>;
  features?: HomeBlock<{ title: string; text: string }[]>;
  /** The catalogue's most featured families (server/api/site.ts). */
  featuredFonts?: HomeBlock<FontListItem[]>;
}

/** What the page keeps of the home data: the blocks, and the featured fonts slimmed to list rows. */
interface HomeView {
  data: Omit<HomeData, "featuredFonts">;
  featured: { title: string; rows: FontRow[] } | null;
}

let homeData: HomeView | undefined;

function homeView(data: HomeData): HomeView {
  const { featuredFonts, ...blocks } = data;
  return {
    data: blocks,
    featured: Array.isArray(featuredFonts?.content)
      ? { title: featuredFonts.title || "精选字体", rows: featuredFonts.content.slice(0, FEATURED_COUNT).map(toFontRow) }
      : null,
  };
}

/**
 * Home data is fetched once per process and reused, unless `?reload` asks for a fresh copy (spec
 * §4); it carries the featured fonts. Should it not (an API without them), the most featured
 * families of getFontList stand in. Without fonts the section is left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const http = serverHttp(context.get(serverServicesContext), "");
  const reload = new URL(request.url).searchParams.has("reload");
  let notice: string | undefined;
  if (!homeData || reload) {
    const res = await http.get<HomeData>("/web/api/showData/getData").catch(() => null);
    if (res && isSuccess(res)) homeData = homeView(res.data);
    else notice = res?.msg;
  }
  const view: HomeView = homeData ?? { data: {}, featured: null };
  const featured =
    view.featured ??
    (await http
      .get<Page<FontListItem>>("/web/api/font/getFontList", { sort: "featured", current: 1, size: FEATURED_COUNT })
      .then((res) => (isSuccess(res) ? { title: "精选字体", rows: res.data.records.map(toFontRow) } : null))
      .catch(() => null));
  return { data: view.data, featured, notice };
}

export const meta: Route.MetaFunction = () => pageTitle();

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner, features } = loaderData.data;
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

      {featured ? <FeaturedFonts title={featured.title} rows={featured.rows} /> : null}

      {features ? (
        <section className="mx-auto max-w-7xl px-4 py-16">
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
