/** What each content list shows under its header: article rows, card grids, tag navigation. */
import { useNavigate } from "react-router";
import { linkHref } from "#contract/link";
import type { ContentCard } from "#contract/content";
import { AppLink } from "#app/components/app-link";
import { LazyImage } from "#app/components/lazy-image";
import { EmptyState } from "#app/components/empty-state";
import { Dialog } from "#app/components/dialog";
import type { ListArea, ListData } from "./load.server";
import { ArticleRow, CardGrid, ListPager, RichText, TagNav } from "./parts";

export function ListBody({ area, list }: { area: ListArea; list: ListData }) {
  const { page } = list;
  const pager = <ListPager total={page.total} current={page.current} size={page.size} />;
  const nothing = page.records.length === 0 ? <EmptyState title="没有找到内容" text="换一个标签看看。" /> : null;

  if (area === "news" || area === "zixun")
    return (
      <div className="grid gap-10 lg:grid-cols-[1fr_300px]">
        <div>
          <p className="text-sm text-stone-500">共 {page.total} 篇</p>
          <ul className="divide-y divide-stone-200">{page.records.map((item) => <ArticleRow key={item.id} item={item} />)}</ul>
          {pager}
        </div>
        <Sidebar adverts={list.sidebar} />
      </div>
    );

  if (area === "baike")
    return (
      <div className="grid gap-10 lg:grid-cols-[240px_1fr]">
        <aside className="max-lg:hidden">
          <nav aria-label="百科目录" className="sticky top-24 space-y-5">
            {list.baikeGroups.map((g) => (
              <div key={g.tag}>
                <h2 className="text-sm font-semibold text-stone-900">{g.tag}</h2>
                <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {g.items.map((item) => (
                    <li key={item.id}>
                      <AppLink to={`/baike/${item.id}`} className="text-stone-600 hover:text-orange-700">
                        {item.title}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <div>
          <TagNav tags={list.tags} active={list.tag} label="百科分类" />
          {nothing ?? <CardGrid items={page.records} aspect="aspect-[3/2]" badge={(item) => item.column} />}
          {pager}
        </div>
      </div>
    );

  if (area === "heji")
    return (
      <>
        <TagNav tags={list.tags} active={list.tag} label="合集标签" />
        {nothing ?? <CardGrid items={page.records} />}
        {pager}
      </>
    );

  if (area === "case") return <CaseGrid list={list} pager={pager} />;

  return (
    <>
      {nothing ?? <CardGrid items={page.records} badge={(item) => (area === "album" ? (item.kind === "promotion" ? "活动" : "专辑") : undefined)} />}
      {pager}
    </>
  );
}

function Sidebar({ adverts }: { adverts: ContentCard[] }) {
  if (!adverts.length) return null;
  return (
    <aside aria-label="推荐" className="space-y-4">
      {adverts.map((ad) => {
        const href = ad.link ? linkHref(ad.link.url, ad.link.protocol) : undefined;
        const inner = (
          <>
            {/* Decorative: the title under it is the link's text (the same words twice otherwise). */}
            <LazyImage src={ad.cover} alt="" className="aspect-[16/9] w-full" />
            <span className="block px-4 py-3 text-sm font-medium text-stone-800">{ad.title}</span>
          </>
        );
        return href ? (
          <a key={ad.id} href={href} className="block overflow-hidden rounded-2xl border border-stone-200 bg-white hover:shadow-md" {...(/^https?:/.test(href) ? { target: "_blank", rel: "noopener" } : {})}>
            {inner}
          </a>
        ) : (
          <span key={ad.id} className="block overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {inner}
          </span>
        );
      })}
    </aside>
  );
}

/** Cases in a grid; a case opens in the image viewer (/case?id=…) with its pictures and text. */
function CaseGrid({ list, pager }: { list: ListData; pager: React.ReactNode }) {
  const navigate = useNavigate();
  const open = list.openCase;
  return (
    <>
      <ul className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {list.page.records.map((item) => (
          <li key={item.id} className="group overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
            <AppLink to={`?id=${item.id}`} preventScrollReset className="block">
              <LazyImage src={item.cover} alt="" className="aspect-[4/3] w-full" />
              <span className="block p-4">
                <span className="block font-semibold text-stone-900 group-hover:text-orange-800">{item.title}</span>
                <span className="mt-1 line-clamp-2 block text-sm leading-6 text-stone-500">{item.summary}</span>
                {item.fonts.length ? <span className="mt-2 block text-xs text-stone-400">使用字体：{item.fonts.join("、")}</span> : null}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {pager}
      {open ? (
        <Dialog
          open
          onOpenChange={(v) => {
            if (!v) void navigate({ search: "" }, { preventScrollReset: true });
          }}
          title={open.title}
          description={open.author ? `客户：${open.author}` : undefined}
          top="5vh"
          widthClassName="max-w-4xl"
        >
          <div className="max-h-[75vh] overflow-y-auto" data-testid="case-viewer">
            <div className="space-y-4">
              {(open.images ?? []).map((img, i) => (
                <figure key={i}>
                  <LazyImage src={img.url} alt={img.caption || open.title} className="w-full overflow-hidden rounded-xl" imgClassName="block h-auto w-full" />
                  {img.caption ? <figcaption className="mt-1 text-center text-sm text-stone-500">{img.caption}</figcaption> : null}
                </figure>
              ))}
            </div>
            {open.fonts.length ? <p className="mt-4 text-sm text-stone-500">使用字体：{open.fonts.join("、")}</p> : null}
            <RichText html={open.body} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
