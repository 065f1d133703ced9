/**
 * The pieces every content page is made of: cards with a lazy cover, article rows, the pager
 * (URL-driven, so each page of a list is a shareable, server-rendered URL), the rich-text body,
 * previous/next links and related items.
 */
import { useNavigate, useSearchParams } from "react-router";
import type { ContentCard, ContentDetail } from "#contract/content";
import { AppLink } from "#app/components/app-link";
import { LazyImage } from "#app/components/lazy-image";
import { Pagination } from "#app/components/pagination";
import { formatDate, formatDuration } from "./format";

export const LIST_SIZES = [12, 24, 48] as const;

function Cover({ src, alt, className }: { src: string; alt: string; className: string }) {
  if (!src)
    return (
      <span aria-hidden="true" className={`${className} flex items-center justify-center bg-gradient-to-br from-orange-100 to-stone-100 text-4xl text-orange-300`}>
        字
      </span>
    );
  return <LazyImage src={src} alt={alt} className={`${className} block overflow-hidden bg-stone-100`} />;
}

/**
 * A card with its cover on top (collections, albums, videos, encyclopedia entries). The cover is
 * decorative (alt ""): the title is the link's own text, so naming the picture too says it twice. A video's poster is 16:9 and shown whole (its text runs
 * to the edges), with play and duration in the corner the posters keep empty, not on the title.
 */
export function CoverCard({ item, aspect, badge }: { item: ContentCard; aspect?: string; badge?: string }) {
  return (
    <li className="group overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <AppLink to={item.url} className="block focus-visible:outline-2 focus-visible:outline-orange-600">
        <span className="relative block">
          <Cover src={item.cover} alt="" className={`${aspect ?? (item.video ? "aspect-video" : "aspect-[16/10]")} w-full`} />
          {item.video ? (
            <span
              data-testid="video-badge"
              className="absolute bottom-2 right-2 inline-flex items-center gap-1.5 rounded-full bg-black/65 py-1 pl-2 pr-2.5 text-xs tabular-nums text-white shadow transition group-hover:bg-orange-700"
            >
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M3 1.8v8.4L10 6z" fill="currentColor" />
              </svg>
              <span>
                <span className="sr-only">视频时长 </span>
                {formatDuration(item.video.duration)}
              </span>
            </span>
          ) : null}
          {badge ? <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-orange-800 shadow-sm">{badge}</span> : null}
        </span>
        <span className="block p-4">
          <span className="line-clamp-1 block font-semibold text-stone-900 group-hover:text-orange-800">{item.title}</span>
          {item.summary ? <span className="mt-1.5 line-clamp-2 block text-sm leading-6 text-stone-500">{item.summary}</span> : null}
          {item.fontCount !== undefined ? (
            <span className="mt-3 block text-xs text-stone-400">
              {item.fontCount} 款字体 · 下载 {item.downloads ?? 0} 次
            </span>
          ) : null}
        </span>
      </AppLink>
    </li>
  );
}

export function CardGrid({ items, aspect, badge }: { items: ContentCard[]; aspect?: string; badge?: (item: ContentCard) => string | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <CoverCard key={item.id} item={item} aspect={aspect} badge={badge?.(item)} />
      ))}
    </ul>
  );
}

/** An article in a list: cover left, title, summary, date and tags right. */
export function ArticleRow({ item }: { item: ContentCard }) {
  return (
    <li className="group">
      <AppLink to={item.url} className="flex gap-4 py-5 sm:gap-6">
        {/* Decorative: the title beside it is the link's text. */}
        <Cover src={item.cover} alt="" className="aspect-[16/10] w-28 shrink-0 rounded-xl sm:w-56" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 block text-base font-semibold leading-7 text-stone-900 group-hover:text-orange-800 sm:text-lg">{item.title}</span>
          <span className="mt-1.5 line-clamp-2 block text-sm leading-6 text-stone-500 max-sm:hidden">{item.summary}</span>
          <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-400">
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            {item.author ? <span>{item.author}</span> : null}
            {item.tags.slice(0, 3).map((tag) => (
              <span key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-500">
                {tag}
              </span>
            ))}
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/** The list's pager: every change is a URL (?current&size), loaded and rendered like the first. */
export function ListPager({ total, current, size }: { total: number; current: number; size: number }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (total <= 0) return null;
  return (
    <Pagination
      className="mt-10"
      total={total}
      current={current}
      size={size}
      pageSizes={LIST_SIZES}
      onChange={(next) => {
        const search = new URLSearchParams(params);
        search.set("current", String(next.current));
        search.set("size", String(next.size));
        void navigate({ search: search.toString() });
      }}
    />
  );
}

/** Stored HTML is sanitised on the server (server/content/markdown.ts); here it is only styled. */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className="rich-text text-[17px] leading-8 text-stone-800 [&_a]:text-orange-700 [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-orange-300 [&_blockquote]:bg-orange-50/60 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-stone-600 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:text-[15px] [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900 [&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-6 [&_img]:w-full [&_img]:rounded-xl [&_img]:border [&_img]:border-stone-200 [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-stone-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-stone-100 [&_pre_code]:bg-transparent [&_pre_code]:text-stone-100 [&_strong]:text-stone-900 [&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-stone-200 [&_th]:bg-stone-50 [&_th]:px-3 [&_th]:py-2 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function PrevNext({ detail }: { detail: ContentDetail }) {
  if (!detail.prev && !detail.next) return null;
  return (
    <nav aria-label="上一篇与下一篇" className="mt-12 grid gap-3 border-t border-stone-200 pt-6 sm:grid-cols-2">
      {detail.prev ? (
        <AppLink to={detail.prev.url} rel="prev" className="rounded-xl border border-stone-200 p-4 hover:border-orange-300 hover:bg-orange-50/50">
          <span className="block text-xs text-stone-400">上一篇</span>
          <span className="mt-1 line-clamp-1 block font-medium text-stone-800">{detail.prev.title}</span>
        </AppLink>
      ) : (
        <span className="max-sm:hidden" />
      )}
      {detail.next ? (
        <AppLink to={detail.next.url} rel="next" className="rounded-xl border border-stone-200 p-4 text-right hover:border-orange-300 hover:bg-orange-50/50">
          <span className="block text-xs text-stone-400">下一篇</span>
          <span className="mt-1 line-clamp-1 block font-medium text-stone-800">{detail.next.title}</span>
        </AppLink>
      ) : null}
    </nav>
  );
}

export function Related({ title = "相关推荐", items }: { title?: string; items: ContentCard[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="related" className="mt-8">
      <h2 id="related" className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {items.map((item) => (
          <li key={item.id}>
            <AppLink to={item.url} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-orange-50/50">
              <span className="line-clamp-1 text-stone-800">{item.title}</span>
              <span className="shrink-0 text-xs text-stone-400">{item.column && item.kind === "baike" ? item.column : formatDate(item.publishedAt)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tag chips as links (?tag=…), the current one highlighted. */
export function TagNav({ tags, active, label }: { tags: string[]; active: string; label: string }) {
  const chip = "rounded-full border px-3.5 py-1.5 text-sm transition";
  const on = `${chip} border-orange-700 bg-orange-700 text-white`;
  const off = `${chip} border-stone-200 bg-white text-stone-600 hover:border-orange-300 hover:text-orange-800`;
  return (
    <nav aria-label={label} className="mb-8 flex flex-wrap gap-2">
      <AppLink to="?" className={active ? off : on} aria-current={active ? undefined : "page"}>
        全部
      </AppLink>
      {tags.map((tag) => (
        <AppLink key={tag} to={`?tag=${encodeURIComponent(tag)}`} className={tag === active ? on : off} aria-current={tag === active ? "page" : undefined}>
          {tag}
        </AppLink>
      ))}
    </nav>
  );
}
