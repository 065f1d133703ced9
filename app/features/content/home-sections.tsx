/** The home page's content: banners from the adverts, then the newest news, collections, cases and videos. */
import type { ReactNode } from "react";
import { linkHref } from "#contract/link";
import type { ContentCard } from "#contract/content";
import type { HomeLatest } from "#contract/site";
import { AppLink } from "#app/components/app-link";
import { LazyImage } from "#app/components/lazy-image";
import { ArticleRow, CardGrid } from "./parts";

export function HomeBanners({ items }: { items: ContentCard[] }) {
  if (!items.length) return null;
  return (
    <section aria-label="推荐" className="mx-auto max-w-7xl px-4 pt-10">
      <ul className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {items.map((ad) => {
          const href = ad.link ? (linkHref(ad.link.url, ad.link.protocol) ?? "") : "";
          const external = /^https?:/.test(href);
          return (
            <li key={ad.id} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)]">
              {/* The banner pictures carry their own lettering: the caption goes below, not over it,
                  and is the link's text (the picture is decorative, alt ""). */}
              <a href={href || undefined} {...(external ? { target: "_blank", rel: "noopener" } : {})} className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
                <LazyImage src={ad.cover} alt="" className="aspect-[8/3] w-full" />
                <span className="block px-5 py-3">
                  <span className="block font-semibold text-stone-900 group-hover:text-orange-700">{ad.title}</span>
                  {ad.summary ? <span className="block text-sm text-stone-600">{ad.summary}</span> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Block({ title, more, children }: { title: string; more: string; children: ReactNode }) {
  return (
    <section className="defer-render mx-auto max-w-7xl px-4 pt-16">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold text-stone-900">{title}</h2>
        <AppLink to={more} className="text-sm font-medium text-orange-700 hover:text-orange-800">
          查看更多 →
        </AppLink>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function HomeLatestSections({ latest }: { latest: HomeLatest }) {
  return (
    <>
      {latest.news.length ? (
        <Block title="最新动态" more="/news">
          <div className="grid gap-x-10 md:grid-cols-2">
            <ul className="divide-y divide-stone-200">{latest.news.slice(0, 3).map((item) => <ArticleRow key={item.id} item={item} />)}</ul>
            <ul className="divide-y divide-stone-200">{latest.zixun.slice(0, 3).map((item) => <ArticleRow key={item.id} item={item} />)}</ul>
          </div>
        </Block>
      ) : null}
      {latest.collections.length ? (
        <Block title="字体合集" more="/heji">
          <CardGrid items={latest.collections.slice(0, 3)} />
        </Block>
      ) : null}
      {latest.cases.length ? (
        <Block title="设计案例" more="/case">
          <CardGrid items={latest.cases.slice(0, 3)} aspect="aspect-[4/3]" />
        </Block>
      ) : null}
      {latest.videos.length ? (
        <Block title="字体视频" more="/video">
          <CardGrid items={latest.videos.slice(0, 3)} aspect="aspect-video" />
        </Block>
      ) : null}
    </>
  );
}
