import { data, useLocation } from "react-router";
import type { Route } from "./+types/info-page";
import { PageHeader } from "#app/components/page-header";
import { INFO_PAGES } from "#app/features/info/pages";
import { InfoSectionBody } from "#app/features/info/section-body";
import { loadContext } from "#app/lib/load-context";
import { canonicalOf, seoMeta } from "#app/lib/page-meta";
import { MessageForm } from "#app/features/content/message-form";
import { BOARD_PAGE_SIZE, BoardList } from "#app/features/content/board-list";
import { FontUpload } from "#app/features/content/font-upload";
import { VideoPlayer } from "#app/features/content/video-player";
import { AppLink } from "#app/components/app-link";
import { parseId } from "#contract/routes";

const pageOf = (pathname: string) => INFO_PAGES[pathname.replace(/^\//, "")];

/** /player plays ?id= (a video id), else the newest video; the list beside it switches. */
async function playerData(request: Request, context: Route.LoaderArgs["context"]) {
  const { content } = context.get(loadContext).services;
  const url = new URL(request.url);
  const list = await content.videos.list({ current: 1, size: 20 });
  const id = parseId(url.searchParams.get("id") ?? undefined) ?? list.records[0]?.id;
  const video = id ? await content.videos.detail(id) : null;
  if (url.searchParams.has("id") && !video) throw data(null, { status: 404 });
  return { video, list: list.records };
}

/** /contact's board: the messages the site has replied to (docs/decisions/027-board-moderation.md), ?current= paged. */
async function boardData(request: Request, context: Route.LoaderArgs["context"]) {
  const current = Number(new URL(request.url).searchParams.get("current"));
  const page = Number.isInteger(current) && current >= 1 && current <= 10_000 ? current : 1;
  return context.get(loadContext).services.content.board.published({ current: page, size: BOARD_PAGE_SIZE });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageOf(path);
  if (!page) throw data(null, { status: 404 });
  const player = path === "/player" ? await playerData(request, context) : null;
  const board = path === "/contact" ? await boardData(request, context) : null;
  // The player opened at a video is that video's page; without an id it shows the newest.
  const canonical = canonicalOf(context.get(loadContext).config.origin, player?.video && new URL(request.url).searchParams.has("id") ? `${path}?id=${player.video.id}` : path);
  return { title: page.title, player, board, seo: { title: player?.video ? `${player.video.title} - ${page.title}` : page.title, description: page.lead, canonical } };
}

export const meta: Route.MetaFunction = ({ data: page }) => seoMeta(page?.seo);

/** Site information pages: about, contact, contribute, custom, licensing, player, agreements. */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = pageOf(pathname)!;
  const widget =
    pathname === "/contact" ? <MessageForm kind="message" /> : pathname === "/custom" ? <MessageForm kind="custom" /> : pathname === "/contribute" ? <FontUpload /> : null;
  const player = loaderData.player;
  return (
    <>
      <PageHeader title={page.title} crumbs={page.crumbs}>
        {page.lead}
      </PageHeader>
      {player?.video?.video ? (
        <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 lg:grid-cols-[1fr_280px]">
          <div>
            <VideoPlayer src={player.video.video.src} poster={player.video.video.poster} title={player.video.title} />
            <h2 className="mt-4 text-xl font-semibold text-stone-900">{player.video.title}</h2>
            <p className="mt-1 text-stone-600">{player.video.summary}</p>
          </div>
          <nav aria-label="播放列表">
            <ul className="space-y-1 rounded-2xl border border-stone-200 bg-white p-2">
              {player.list.map((v) => (
                <li key={v.id}>
                  <AppLink
                    to={`/player?id=${v.id}`}
                    aria-current={v.id === player.video!.id ? "true" : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm ${v.id === player.video!.id ? "bg-orange-50 font-semibold text-orange-800" : "text-stone-700 hover:bg-stone-50"}`}
                  >
                    {v.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
      <div className={`mx-auto px-4 py-10 ${widget ? "grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.2fr]" : "max-w-3xl"}`}>
        <div>
          {page.sections.map((section) => (
            <section key={section.heading} id={section.id} className="mb-10 scroll-mt-24">
              <h2 className="mb-3 text-xl font-semibold text-stone-900">{section.heading}</h2>
              <InfoSectionBody section={section} />
            </section>
          ))}
        </div>
        {widget ? <div>{widget}</div> : null}
      </div>
      {loaderData.board ? <BoardList page={loaderData.board} /> : null}
    </>
  );
}
