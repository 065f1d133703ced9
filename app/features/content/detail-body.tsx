/** The detail pages of the content areas: articles, encyclopedia entries, collections, videos, albums. */
import type { CollectionDetail, ContentDetail } from "#contract/content";
import { AppLink } from "#app/components/app-link";
import { LazyImage } from "#app/components/lazy-image";
import { useRowPreviews } from "#app/components/font-preview";
import { rowRequests, toFontRow } from "#app/lib/font-rows";
import { CARD_GRID_CLASS, FontCard, previewOf } from "#app/features/fonts/list/views";
import { useFontDownload } from "#app/features/fonts/detail/use-download";
import { FavoriteArticleButton } from "#app/features/favorites/favorite-article-button";
import type { DetailArea } from "./load.server";
import { formatDate, formatDuration } from "./format";
import { PrevNext, Related, RichText } from "./parts";
import { VideoPlayer } from "./video-player";

export const ZIP_URL_PATH = "/web/api/web-font-collection/download-font-zip-url";

function Meta({ detail }: { detail: ContentDetail }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-500">
      <time dateTime={detail.publishedAt}>{formatDate(detail.publishedAt)}</time>
      {detail.author ? <span>{detail.author}</span> : null}
      {detail.tags.map((tag) => (
        <span key={tag} className="rounded-full bg-orange-50 px-2.5 py-0.5 text-orange-800">
          {tag}
        </span>
      ))}
    </p>
  );
}

function Fonts({ names }: { names: string[] }) {
  if (!names.length) return null;
  return (
    <p className="mt-8 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600">
      文中字体：
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 ? "、" : ""}
          <AppLink to={`/font?keyword=${encodeURIComponent(name)}`} className="text-orange-700 underline decoration-orange-300 underline-offset-2 hover:decoration-orange-700">
            {name}
          </AppLink>
        </span>
      ))}
    </p>
  );
}

export function DetailBody({ area, detail }: { area: DetailArea; detail: ContentDetail | CollectionDetail }) {
  if (area === "heji") return <CollectionBody detail={detail as CollectionDetail} />;
  if (area === "video")
    return (
      <div className="mx-auto max-w-5xl px-4 py-8">
        {detail.video ? <VideoPlayer src={detail.video.src} poster={detail.video.poster} title={detail.title} /> : null}
        <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_300px]">
          <div>
            <p className="text-sm text-stone-500">
              时长 {formatDuration(detail.video?.duration ?? 0)} · {formatDate(detail.publishedAt)}
            </p>
            <p className="mt-3 leading-7 text-stone-700">{detail.summary}</p>
            {detail.body ? <RichText html={detail.body} /> : null}
            <Fonts names={detail.fonts} />
            <p className="mt-6">
              <AppLink to={`/player?id=${detail.id}`} className="text-sm text-orange-700 hover:underline">
                在播放器中打开 →
              </AppLink>
            </p>
          </div>
          <Related title="更多视频" items={detail.related} />
        </div>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[1fr_300px]">
      <article className="min-w-0">
        {detail.kind === "article" ? (
          // Articles (新闻 and 资讯) can be favourited (docs/product.md §4 Favourites); other areas cannot.
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Meta detail={detail} />
            <FavoriteArticleButton articleId={detail.id} />
          </div>
        ) : (
          <Meta detail={detail} />
        )}
        {detail.summary ? <p className="mt-5 rounded-xl border-l-4 border-orange-300 bg-orange-50/50 px-4 py-3 leading-7 text-stone-600">{detail.summary}</p> : null}
        {area === "album" ? <Gallery detail={detail} /> : null}
        {area === "baike" && detail.cover ? <LazyImage src={detail.cover} alt={detail.title} className="mt-6 aspect-[2/1] w-full overflow-hidden rounded-2xl" /> : null}
        <RichText html={detail.body} />
        <Fonts names={detail.fonts} />
        <PrevNext detail={detail} />
      </article>
      <aside>
        <Related title={area === "baike" ? "相关词条" : "相关推荐"} items={detail.related} />
      </aside>
    </div>
  );
}

function Gallery({ detail }: { detail: ContentDetail }) {
  const images = detail.images?.length ? detail.images : detail.cover ? [{ url: detail.cover, caption: "" }] : [];
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {images.map((img, i) => (
        <figure key={i} className={i === 0 ? "sm:col-span-2" : ""}>
          <LazyImage src={img.url} alt={img.caption || detail.title} className="aspect-[16/10] w-full overflow-hidden rounded-2xl" />
          {img.caption ? <figcaption className="mt-1 text-center text-sm text-stone-500">{img.caption}</figcaption> : null}
        </figure>
      ))}
    </div>
  );
}

function CollectionBody({ detail }: { detail: CollectionDetail }) {
  const rows = detail.collectionFonts.map(toFontRow);
  // Fonts the collection names that this site's catalogue has not imported (server/content/font-names.ts).
  const missing = detail.fonts.filter((name) => !rows.some((row) => row.name === name));
  const previews = useRowPreviews(rowRequests(rows, ""));
  const download = useFontDownload(ZIP_URL_PATH);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-5">
        <div>
          <p className="text-stone-700">{detail.summary}</p>
          <p className="mt-1 text-sm text-stone-500">
            共 {rows.length} 款字体 · 已下载 {detail.downloads ?? 0} 次
          </p>
          {missing.length ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="collection-missing">
              另有 {missing.join("、")} 尚未收录到本站字体库，暂不能预览和下载。
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => download.start(detail.id)}
          disabled={download.busyId === detail.id || rows.length === 0}
          className="rounded-xl bg-orange-700 px-5 py-2.5 font-medium text-white shadow-sm hover:bg-orange-800 disabled:opacity-50"
        >
          {download.busyId === detail.id ? "正在打包…" : "打包下载全部字体"}
        </button>
      </div>
      {download.dialog}
      {detail.body ? <RichText html={detail.body} /> : null}
      <h2 className="mt-10 text-xl font-semibold text-stone-900">合集中的字体</h2>
      <ul className={`mt-4 ${CARD_GRID_CLASS}`} data-testid="collection-fonts">
        {rows.map((row) => (
          <FontCard key={row.id} row={row} preview={previewOf(row, { previews, sampleText: "" })} size={40} />
        ))}
      </ul>
      <Related title="更多合集" items={detail.related} />
    </div>
  );
}
