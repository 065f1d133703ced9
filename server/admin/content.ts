/**
 * Content editing in the console (docs/decisions/026-console-content.md): reviewers list,
 * create, edit, publish, unpublish and delete every content kind of the site — the items of
 * content_items, the friend links and the hot keywords. Markdown goes through the one pipeline
 * content/ files go through (server/content/markdown.ts); every write is recorded in the audit log
 * in its own transaction, with the fields it changed before and after; a row written here gets
 * `edited_at`, so a later `npm run content:load` leaves it alone. The public pages follow at once:
 * every write bumps the data version (server/db/data-version.ts), which the page cache keys on.
 * Callers have checked the role already (server/auth/roles.ts).
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { contentItems, hotKeywords } from "#server/db/schema-content";
import { friendLinks } from "#server/db/schema-site";
import { ApiError } from "#server/errors";
import type { ObjectStore } from "#server/storage/store";
import { objectUrl, objectUrlsIn } from "#server/storage/object-url";
import { itemUrl, type ItemRow } from "#server/content/queries";
import { fontNameResolver, knownFamilies } from "#server/content/font-names";
import type { Page } from "#contract/envelope";
import {
  blankContent,
  CONTENT_EDIT_MESSAGES,
  contentInputOf,
  itemKindOf,
  type AdminContentDetail,
  type AdminContentItem,
  type AdminContentKind,
  type AdminContentQuery,
  type ContentInput,
} from "#contract/admin-content";
import { recordAudit, type Actor } from "./audit";
import { storeContentImage } from "./content-images";
import { storeContentVideo } from "./content-videos";
import { DEFAULT_CONTENT_VIDEO_MAX_MB } from "#server/config";
import { createMarkdownRenderer, type MarkdownRenderer } from "#server/content/markdown-pool";
import { CONTENT_DIR } from "#server/content/dir";
import { ContentError } from "#server/content/sources";

export interface ContentEditorDeps {
  db: Db;
  store: ObjectStore;
  /** STATIC_BASE, for the URLs the console shows. */
  staticBase: string;
  /**
   * The site's Markdown pipeline in a worker thread (server/content/markdown-pool.ts); a body it
   * cannot take is refused in Chinese, never a 500.
   */
  markdown?: MarkdownRenderer;
  /** Where 还原为文件内容 reads the files: the content/ folder the site loads (server/content/dir.ts). */
  contentDir?: string;
  /** CONTENT_VIDEO_MAX_MB in bytes: the largest video uploaded here (server/admin/content-videos.ts). */
  videoMaxBytes?: number;
}

type LinkRow = typeof friendLinks.$inferSelect;
type KeywordRow = typeof hotKeywords.$inferSelect;


const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const escapeLike = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const dateOr = (v: string, fallback: Date) => (v ? new Date(v) : fallback);

/** The console kind of a content_items row (news and 字体咨询 are articles by column). */
const consoleKindOf = (row: ItemRow): AdminContentKind => (row.kind === "article" ? (row.column === "zixun" ? "zixun" : "news") : (row.kind as AdminContentKind));

interface ItemData {
  images?: { key?: string; caption: string }[];
  /** A video's file, poster (its cover) and length in seconds. */
  video?: string;
  poster?: string;
  duration?: number;
  url?: string;
  protocol?: number;
  link?: string;
  startAt?: string;
  endAt?: string;
}

function itemOf(row: ItemRow, staticBase: string): AdminContentItem {
  return {
    id: row.id,
    kind: consoleKindOf(row),
    title: row.title,
    column: row.column,
    published: row.published,
    sort: row.sort,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt),
    origin: row.origin === "console" ? "console" : "file",
    edited: row.editedAt !== null,
    url: itemUrl(row.kind, row.column, row.id),
    cover: objectUrl(staticBase, row.cover),
  };
}

function detailOfItem(row: ItemRow, staticBase: string): AdminContentDetail {
  const data = row.data as ItemData;
  return {
    ...itemOf(row, staticBase),
    summary: row.summary,
    author: row.author,
    // A video's poster is its cover (a loaded video names its poster as both).
    coverKey: row.cover || (data.poster ?? ""),
    markdown: row.markdown,
    tags: row.tags,
    fonts: row.fontNames,
    images: (data.images ?? []).filter((m) => m.key).map((m) => ({ key: m.key!, url: objectUrl(staticBase, m.key), caption: m.caption })),
    link: row.kind === "advert" ? (data.url ?? "") : (data.link ?? ""),
    protocol: data.protocol ?? 2,
    startAt: data.startAt ?? "",
    endAt: data.endAt ?? "",
    videoKey: data.video ?? "",
    videoUrl: objectUrl(staticBase, data.video),
    duration: data.duration ?? 0,
  };
}

const smallRow = (kind: "friend-link" | "keyword", r: { id: number; title: string; sort: number; published: boolean; origin: string; editedAt: Date | null }) => ({
  id: r.id,
  kind,
  title: r.title,
  column: "",
  published: r.published,
  sort: r.sort,
  publishedAt: null,
  updatedAt: iso(r.editedAt),
  origin: r.origin === "console" ? ("console" as const) : ("file" as const),
  edited: r.editedAt !== null,
  url: "",
  cover: "",
});

function linkDetail(r: LinkRow): AdminContentDetail {
  return { ...blankContent("friend-link"), ...smallRow("friend-link", { ...r, title: r.name }), link: r.url, protocol: r.protocol };
}

function keywordDetail(r: KeywordRow): AdminContentDetail {
  return { ...blankContent("keyword"), ...smallRow("keyword", { ...r, title: r.word }) };
}

/** The fields an audit entry compares: what the form edits. */
function auditView(d: AdminContentDetail): Record<string, unknown> {
  const { kind: _kind, ...fields } = contentInputOf(d);
  return fields;
}

/** Only what changed, before and after: an entry a person can read. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23505") return true;
  return false;
};

export function createContentEditor({
  db,
  store,
  staticBase,
  markdown = createMarkdownRenderer(),
  contentDir = CONTENT_DIR,
  videoMaxBytes = DEFAULT_CONTENT_VIDEO_MAX_MB * 1024 * 1024,
}: ContentEditorDeps) {
  const render = (source: string) => markdown.render(source);

  /** The fonts an item names, as the catalogue's family names (the rule content/ files follow). */
  async function resolveFonts(names: string[]): Promise<string[]> {
    if (!names.length) return [];
    const resolve = fontNameResolver(await knownFamilies(db));
    return [
      ...new Set(
        names.map((name) => {
          const family = resolve(name);
          if (!family) throw new ApiError(400, CONTENT_EDIT_MESSAGES.unknownFont(name));
          return family;
        }),
      ),
    ];
  }

  /** Every picture (or video) an item names was uploaded (a key is content-addressed: it cannot be guessed into existence). */
  async function requireObjects(keys: string[], message: string = CONTENT_EDIT_MESSAGES.missingObject) {
    for (const key of new Set(keys.filter(Boolean))) if (!(await store.exists(key))) throw new ApiError(400, message);
  }

  /**
   * The content_items columns an input sets, checked and rendered before any transaction opens
   * (the embedded database has one connection: a read outside the transaction would wait for it).
   * `previous` keeps what the form does not edit (a baike entry's related titles).
   */
  async function itemValues(input: ContentInput) {
    const target = itemKindOf(input.kind)!;
    await requireObjects([input.cover, ...input.images.map((m) => m.key)]);
    if (input.kind === "video") await requireObjects([input.video], CONTENT_EDIT_MESSAGES.missingVideo);
    const fonts = await resolveFonts(input.fonts);
    const { body, text } = await render(input.markdown);
    const summary = input.summary || text.slice(0, 120);
    const searchText = [input.title, summary, input.tags.join(" "), fonts.join(" "), text].join(" ").toLowerCase();
    return (previous?: ItemRow) => itemRowValues(input, { column: target.column ?? input.column, kind: target.kind, body, summary, fonts, searchText }, previous);
  }

  function itemRowValues(input: ContentInput, made: { kind: string; column: string; body: string; summary: string; fonts: string[]; searchText: string }, previous?: ItemRow) {
    const { body, summary, fonts, searchText } = made;
    const data: Record<string, unknown> = { ...(previous?.data ?? {}) };
    for (const key of ["images", "url", "protocol", "link", "startAt", "endAt", "video", "poster", "duration"]) delete data[key];
    // The public player reads the file, the poster and the length from here (server/content/queries.ts card).
    if (input.kind === "video") Object.assign(data, { video: input.video, poster: input.cover, duration: input.duration });
    if (input.images.length) data.images = input.images.map((m) => ({ key: m.key, caption: m.caption }));
    if (input.kind === "advert") Object.assign(data, { url: input.url, protocol: input.protocol });
    else if (input.url) data.link = input.url;
    if (input.startAt) data.startAt = new Date(input.startAt).toISOString();
    if (input.endAt) data.endAt = new Date(input.endAt).toISOString();
    return {
      kind: made.kind,
      column: made.column,
      title: input.title,
      summary,
      author: input.author,
      cover: input.cover,
      body,
      markdown: input.markdown,
      tags: input.tags,
      fontNames: fonts,
      data,
      sort: input.sort,
      published: input.published,
      publishedAt: dateOr(input.publishedAt, previous?.publishedAt ?? new Date()),
      searchText,
      editedAt: new Date(),
      updatedAt: new Date(),
    };
  }

  /** publish / unpublish when that is all that changed, else update. */
  const actionOf = (diff: { after: Record<string, unknown> }) => {
    const keys = Object.keys(diff.after);
    if (keys.length === 1 && keys[0] === "published") return diff.after.published ? "content.publish" : "content.unpublish";
    return "content.update";
  };

  async function itemRow(tx: Db, id: number, kind: AdminContentKind, lock = false): Promise<ItemRow> {
    const target = itemKindOf(kind)!;
    const q = tx.select().from(contentItems).where(eq(contentItems.id, id));
    const [row] = lock ? await q.for("update") : await q;
    if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
    // News and 字体咨询 are one kind: an article may move between them.
    if (row.kind !== target.kind) throw new ApiError(400, CONTENT_EDIT_MESSAGES.kindMismatch);
    return row;
  }

  async function get(kind: AdminContentKind, id: number, on: Db = db): Promise<AdminContentDetail> {
    if (kind === "friend-link") {
      const [row] = await on.select().from(friendLinks).where(eq(friendLinks.id, id));
      if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
      return linkDetail(row);
    }
    if (kind === "keyword") {
      const [row] = await on.select().from(hotKeywords).where(eq(hotKeywords.id, id));
      if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
      return keywordDetail(row);
    }
    return detailOfItem(await itemRow(on, id, kind), staticBase);
  }

  const tx = <T>(work: (t: Db) => Promise<T>) => db.transaction((t) => work(t as unknown as Db));

  /** One row as the form shows it, locked until the transaction `t` ends. */
  async function lockedDetail(t: Db, kind: AdminContentKind, id: number): Promise<AdminContentDetail> {
    if (kind === "friend-link") {
      const [row] = await t.select().from(friendLinks).where(eq(friendLinks.id, id)).for("update");
      if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
      return linkDetail(row);
    }
    if (kind === "keyword") {
      const [row] = await t.select().from(hotKeywords).where(eq(hotKeywords.id, id)).for("update");
      if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
      return keywordDetail(row);
    }
    return detailOfItem(await itemRow(t, id, kind, true), staticBase);
  }

  return {
    async list(q: AdminContentQuery): Promise<Page<AdminContentItem>> {
      const offset = (q.current - 1) * q.size;
      const page = <T>(records: T[], total: number): Page<T> => ({ records, total, current: q.current, size: q.size, pages: Math.ceil(total / q.size) });
      const status = (column: typeof contentItems.published | typeof friendLinks.published | typeof hotKeywords.published) =>
        q.status === "all" ? undefined : eq(column, q.status === "published");
      if (q.kind === "friend-link") {
        const where = and(status(friendLinks.published), q.keyword ? or(ilike(friendLinks.name, escapeLike(q.keyword)), ilike(friendLinks.url, escapeLike(q.keyword))) : undefined);
        const order = q.order === "updated" ? [sql`${friendLinks.editedAt} desc nulls last`, desc(friendLinks.id)] : [desc(friendLinks.sort), asc(friendLinks.id)];
        const [rows, [{ total }]] = await Promise.all([
          db.select().from(friendLinks).where(where).orderBy(...order).limit(q.size).offset(offset),
          db.select({ total: count() }).from(friendLinks).where(where),
        ]);
        return page(rows.map((r) => smallRow("friend-link", { ...r, title: r.name })), total);
      }
      if (q.kind === "keyword") {
        const where = and(status(hotKeywords.published), q.keyword ? ilike(hotKeywords.word, escapeLike(q.keyword)) : undefined);
        const order = q.order === "updated" ? [sql`${hotKeywords.editedAt} desc nulls last`, desc(hotKeywords.id)] : [asc(hotKeywords.sort), asc(hotKeywords.word)];
        const [rows, [{ total }]] = await Promise.all([
          db.select().from(hotKeywords).where(where).orderBy(...order).limit(q.size).offset(offset),
          db.select({ total: count() }).from(hotKeywords).where(where),
        ]);
        return page(rows.map((r) => smallRow("keyword", { ...r, title: r.word })), total);
      }
      const target = itemKindOf(q.kind)!;
      const conditions: (SQL | undefined)[] = [eq(contentItems.kind, target.kind), target.column ? eq(contentItems.column, target.column) : undefined, status(contentItems.published)];
      if (q.keyword) conditions.push(or(ilike(contentItems.title, escapeLike(q.keyword)), ilike(contentItems.column, escapeLike(q.keyword)), ilike(contentItems.searchText, escapeLike(q.keyword))));
      const where = and(...conditions);
      // The site's own order (server/content/queries.ts ORDER), or the last edited first.
      const order = q.order === "updated" ? [desc(contentItems.updatedAt), desc(contentItems.id)] : [desc(contentItems.sort), desc(contentItems.publishedAt), desc(contentItems.id)];
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(contentItems).where(where).orderBy(...order).limit(q.size).offset(offset),
        db.select({ total: count() }).from(contentItems).where(where),
      ]);
      return page(
        rows.map((r) => itemOf(r, staticBase)),
        total,
      );
    },

    get,

    async create(actor: Actor, input: ContentInput): Promise<AdminContentDetail> {
      const values = itemKindOf(input.kind) ? await itemValues(input) : null;
      return tx(async (t) => {
        let created: AdminContentDetail;
        try {
          if (input.kind === "friend-link") {
            const [row] = await t
              .insert(friendLinks)
              .values({ name: input.title, url: input.url, protocol: input.protocol, sort: input.sort, published: input.published, origin: "console", editedAt: new Date() })
              .returning();
            created = linkDetail(row);
          } else if (input.kind === "keyword") {
            const [row] = await t.insert(hotKeywords).values({ word: input.title, sort: input.sort, published: input.published, origin: "console", editedAt: new Date() }).returning();
            created = keywordDetail(row);
          } else {
            // A slug of its own: no file under content/ will ever be named so.
            const [row] = await t
              .insert(contentItems)
              .values({ ...values!(), slug: `console-${randomUUID()}`, hash: "console", origin: "console" })
              .returning();
            created = detailOfItem(row, staticBase);
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError(409, input.kind === "keyword" ? CONTENT_EDIT_MESSAGES.duplicateKeyword : CONTENT_EDIT_MESSAGES.duplicateLink);
          throw error;
        }
        await recordAudit(t, actor, { action: "content.create", target: `${created.kind}:${created.id}`, before: null, after: auditView(created) });
        return created;
      });
    },

    async update(actor: Actor, id: number, input: ContentInput): Promise<AdminContentDetail> {
      const values = itemKindOf(input.kind) ? await itemValues(input) : null;
      return tx(async (t) => {
        let before: AdminContentDetail;
        let after: AdminContentDetail;
        try {
          if (input.kind === "friend-link") {
            const [row] = await t.select().from(friendLinks).where(eq(friendLinks.id, id)).for("update");
            if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
            before = linkDetail(row);
            const [next] = await t
              .update(friendLinks)
              .set({ name: input.title, url: input.url, protocol: input.protocol, sort: input.sort, published: input.published, editedAt: new Date() })
              .where(eq(friendLinks.id, id))
              .returning();
            after = linkDetail(next);
          } else if (input.kind === "keyword") {
            const [row] = await t.select().from(hotKeywords).where(eq(hotKeywords.id, id)).for("update");
            if (!row) throw new ApiError(404, CONTENT_EDIT_MESSAGES.notFound);
            before = keywordDetail(row);
            const [next] = await t
              .update(hotKeywords)
              .set({ word: input.title, sort: input.sort, published: input.published, editedAt: new Date() })
              .where(eq(hotKeywords.id, id))
              .returning();
            after = keywordDetail(next);
          } else {
            const row = await itemRow(t, id, input.kind, true);
            before = detailOfItem(row, staticBase);
            const [next] = await t.update(contentItems).set(values!(row)).where(eq(contentItems.id, id)).returning();
            after = detailOfItem(next, staticBase);
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError(409, input.kind === "keyword" ? CONTENT_EDIT_MESSAGES.duplicateKeyword : CONTENT_EDIT_MESSAGES.duplicateLink);
          throw error;
        }
        const diff = changes(auditView(before), auditView(after));
        if (Object.keys(diff.after).length) await recordAudit(t, actor, { action: actionOf(diff), target: `${after.kind}:${id}`, ...diff, after: { ...diff.after, title: after.title } });
        return after;
      });
    },

    /** Deletes what the console created; an item from content/ is unpublished instead (a load would bring it back). */
    async remove(actor: Actor, kind: AdminContentKind, id: number): Promise<void> {
      await tx(async (t) => {
        const before = await lockedDetail(t, kind, id);
        if (before.origin !== "console") throw new ApiError(409, CONTENT_EDIT_MESSAGES.fromSeed);
        if (kind === "friend-link") await t.delete(friendLinks).where(eq(friendLinks.id, id));
        else if (kind === "keyword") await t.delete(hotKeywords).where(eq(hotKeywords.id, id));
        else await t.delete(contentItems).where(eq(contentItems.id, id));
        await recordAudit(t, actor, { action: "content.delete", target: `${kind}:${id}`, before: auditView(before), after: null });
      });
    },

    /**
     * 还原为文件内容 (docs/decisions/030-board-seed-and-restore.md): a row from content/ that the
     * console edited goes back to what its file says, made by the load's own code
     * (server/content/apply.ts), published as the files are, and no longer marked as edited, so
     * later loads follow its file again. The files are read before the transaction (the embedded
     * database has one connection); the row is rewritten under its lock with the audit entry
     * (`content.restore`, the fields that changed before and after); the tables' triggers bump the
     * data version, so the site shows it at once.
     */
    async restore(actor: Actor, kind: AdminContentKind, id: number): Promise<AdminContentDetail> {
      const current = await get(kind, id);
      if (current.origin === "console") throw new ApiError(409, CONTENT_EDIT_MESSAGES.restoreConsole);
      if (!current.edited) throw new ApiError(409, CONTENT_EDIT_MESSAGES.restoreUnedited);
      // The loader's code (YAML, Markdown, sanitiser) is loaded by the first restore, as by a load.
      const files = await import("#server/content/apply");
      const fromFiles = async <T>(read: Promise<T | null>): Promise<T> => {
        let found: T | null;
        try {
          found = await read;
        } catch (error) {
          if (error instanceof ContentError) throw new ApiError(409, CONTENT_EDIT_MESSAGES.restoreBadFile(error.message));
          throw error;
        }
        if (found === null) throw new ApiError(409, CONTENT_EDIT_MESSAGES.restoreGone);
        return found;
      };
      const restored = { published: true, editedAt: null };
      let write: (t: Db) => Promise<AdminContentDetail>;
      if (kind === "friend-link") {
        const link = await fromFiles(files.friendLinkFromFiles(contentDir, current.title));
        write = async (t) => linkDetail((await t.update(friendLinks).set({ url: link.url, protocol: link.protocol, sort: link.sort, ...restored }).where(eq(friendLinks.id, id)).returning())[0]);
      } else if (kind === "keyword") {
        const word = await fromFiles(files.keywordFromFiles(contentDir, current.title));
        write = async (t) => keywordDetail((await t.update(hotKeywords).set({ sort: word.sort, ...restored }).where(eq(hotKeywords.id, id)).returning())[0]);
      } else {
        const row = await itemRow(db, id, kind);
        const values = await fromFiles(files.itemFromFiles({ db, store, root: contentDir }, row.kind, row.slug));
        write = async (t) => detailOfItem((await t.update(contentItems).set({ ...values, ...restored, updatedAt: new Date() }).where(eq(contentItems.id, id)).returning())[0], staticBase);
      }
      return tx(async (t) => {
        const before = await lockedDetail(t, kind, id);
        // Restored meanwhile by someone else: nothing left to do, nothing to record twice.
        if (!before.edited) throw new ApiError(409, CONTENT_EDIT_MESSAGES.restoreUnedited);
        const after = await write(t);
        const diff = changes(auditView(before), auditView(after));
        await recordAudit(t, actor, {
          action: "content.restore",
          target: `${kind}:${id}`,
          before: { ...diff.before, edited: true },
          after: { ...diff.after, title: after.title, edited: false },
        });
        return after;
      });
    },

    /** The Markdown as the site will show it: the same renderer and sanitiser as content/ files. */
    async preview(source: string): Promise<{ html: string }> {
      return { html: objectUrlsIn((await render(source)).body, staticBase) };
    },

    uploadImage: (file: File) => storeContentImage(store, staticBase, file),

    /** A video's raw bytes: checked, then stored content-addressed (server/admin/content-videos.ts). */
    uploadVideo: (body: ReadableStream<Uint8Array> | null) => storeContentVideo(store, staticBase, body, videoMaxBytes),
  };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
