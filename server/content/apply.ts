/**
 * Writes content/ into the database and the object store: parses the sources, stores each media
 * file content-addressed, rewrites the items whose hash changed, removes those whose files are
 * gone. Loaded by load.ts only when the folder changed, so a start with unchanged files never
 * loads the YAML, Markdown and HTML-sanitiser packages. A row the console wrote (edited_at set)
 * is left as it is, whatever the files say: the console wins (docs/decisions/026-console-content.md).
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNull, like, notInArray, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { contentItems, contentLoads, hotKeywords } from "#server/db/schema-content";
import { friendLinks, webColumns } from "#server/db/schema-site";
import { contentTypeOf, type ObjectStore } from "#server/storage/store";
import { CONTENT_KINDS } from "#contract/content";
import { plainText, renderMarkdown } from "./markdown";
import { ContentError, readSources, type SourceEntry } from "./sources";
import { fontNameResolver, knownFamilies } from "./font-names";
import type { LoadSummary } from "./load";
import { applyBoardSeed } from "./board-seed";
import { objectUrl } from "#server/storage/object-url";

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
/**
 * Written into every item's hash: a loader that stores items differently (3: the Markdown source
 * kept for the console) rewrites each one once, though its file did not change.
 */
const ROW_FORMAT = 3;

/** Public key of a media file: content-addressed, so its URL can be cached forever. */
const mediaKey = (sha: string, file: string) => `content/${sha.slice(0, 32)}${path.extname(file).toLowerCase()}`;

/** `hash`: the folder's, recorded with this load so the next start with the same files skips it. */
export async function applyContent({ db, store, root, hash }: { db: Db; store: ObjectStore; root: string; hash: string }): Promise<LoadSummary> {
  const sources = await readSources(root);
  await resolveFontNames(db, sources.entries);
  const media = mediaStorer(store, root);

  const existing = new Map(
    (
      await db
        .select({ id: contentItems.id, kind: contentItems.kind, slug: contentItems.slug, hash: contentItems.hash, editedAt: contentItems.editedAt })
        .from(contentItems)
    ).map((r) => [
      `${r.kind}/${r.slug}`,
      r,
    ]),
  );
  const rows: ItemValues[] = [];
  let unchanged = 0;
  let kept = 0;
  for (const entry of sources.entries) {
    const known = existing.get(`${entry.kind}/${entry.slug}`);
    if (known?.editedAt) {
      kept++;
      continue;
    }
    const item = await entryRow(entry, media);
    if (known?.hash === item.hash) {
      unchanged++;
      continue;
    }
    rows.push(item.row());
  }

  return db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(contentItems)
        .values(row)
        // A row the console wrote meanwhile stays as the console left it.
        .onConflictDoUpdate({ target: [contentItems.kind, contentItems.slug], set: { ...row, updatedAt: new Date() }, setWhere: isNull(contentItems.editedAt) });
    }
    // Items whose entries are gone: removed from the site, unless the console wrote them.
    let removed = 0;
    for (const kind of CONTENT_KINDS) {
      const slugs = sources.entries.filter((e) => e.kind === kind).map((e) => e.slug);
      const gone = await tx
        .delete(contentItems)
        .where(and(eq(contentItems.kind, kind), isNull(contentItems.editedAt), slugs.length ? notInArray(contentItems.slug, slugs) : undefined))
        .returning({ id: contentItems.id });
      removed += gone.length;
    }
    if (sources.columns) {
      // Groups keep their type; a group's links are stored under type "<type>:<group name>".
      const types = [...new Set(sources.columns.map((c) => c.type))];
      await tx.delete(webColumns).where(or(inArray(webColumns.type, types), ...types.map((t) => like(webColumns.type, `${t}:%`))));
      const columnRows = sources.columns.flatMap((c) => [
        { type: c.type, name: c.name, path: c.path, sort: c.sort },
        ...c.children.map((child, i) => ({ type: `${c.type}:${c.name}`, name: child.name, path: child.path, sort: i + 1 })),
      ]);
      if (columnRows.length) await tx.insert(webColumns).values(columnRows).onConflictDoNothing();
    }
    if (sources.keywords) {
      await tx.delete(hotKeywords).where(isNull(hotKeywords.editedAt));
      if (sources.keywords.length) await tx.insert(hotKeywords).values(sources.keywords).onConflictDoNothing();
    }
    if (sources.friendLinks) {
      for (const link of sources.friendLinks) {
        await tx.insert(friendLinks).values(link).onConflictDoUpdate({ target: friendLinks.name, set: link, setWhere: isNull(friendLinks.editedAt) });
      }
    }
    const board = sources.board ? await applyBoardSeed(tx as unknown as Db, sources.board) : undefined;
    const summary = { skipped: false, hash, written: rows.length, unchanged, removed, kept, ...(board ? { board } : {}) };
    await tx.insert(contentLoads).values({ hash, summary });
    return summary;
  });
}

type MediaStorer = (file: string, where: string) => Promise<{ key: string; sha: string }>;

/** Stores a media file of `root` once per load: read, hashed, put under its content key. */
function mediaStorer(store: ObjectStore, root: string): MediaStorer {
  const cache = new Map<string, { key: string; sha: string }>();
  return async (file, where) => {
    let found = cache.get(file);
    if (!found) {
      const bytes = await fs.readFile(path.join(root, file)).catch(() => {
        throw new ContentError(`内容文件 ${where} 引用的 ${file} 不存在`);
      });
      const sha = sha256(bytes);
      const key = mediaKey(sha, file);
      if (!(await store.exists(key))) await store.put(key, bytes, contentTypeOf(file));
      found = { key, sha };
      cache.set(file, found);
    }
    return found;
  };
}

/** The content_items columns a load writes for one entry. */
export type ItemValues = ReturnType<typeof toRow>;

/** An entry's media stored, its hash (entry, media keys, row format) and its row, made on demand. */
async function entryRow(entry: SourceEntry, media: MediaStorer): Promise<{ hash: string; row: () => ItemValues }> {
  const inline = [...entry.markdown.matchAll(MARKDOWN_IMAGE)].map((m) => m[1]).filter((src) => !/^https?:/.test(src));
  const files = [...new Set([...entry.media, ...inline])];
  const stored = new Map<string, string>();
  for (const file of files) stored.set(file, (await media(file, entry.file)).key);
  const hash = sha256(JSON.stringify({ ...entry, stored: [...stored], format: ROW_FORMAT }));
  return { hash, row: () => toRow(entry, stored, hash) };
}

/**
 * One item as the content/ files say it, read and made exactly as a load makes it (its media
 * stored): the console's 还原为文件内容 (server/admin/content.ts,
 * docs/decisions/030-board-seed-and-restore.md). `null` when the files no longer hold it; a wrong
 * file throws ContentError, as a load does.
 */
export async function itemFromFiles({ db, store, root }: { db: Db; store: ObjectStore; root: string }, kind: string, slug: string): Promise<ItemValues | null> {
  const entry = (await readSources(root)).entries.find((e) => e.kind === kind && e.slug === slug);
  if (!entry) return null;
  await resolveFontNames(db, [entry]);
  return (await entryRow(entry, mediaStorer(store, root))).row();
}

/** A hot keyword as keywords.json has it (by its word), or null. */
export async function keywordFromFiles(root: string, word: string) {
  return (await readSources(root)).keywords?.find((k) => k.word === word) ?? null;
}

/** A friend link as friend-links.json has it (by its name), or null. */
export async function friendLinkFromFiles(root: string, name: string) {
  return (await readSources(root)).friendLinks?.find((l) => l.name === name) ?? null;
}

/** Each entry's font names become family names (./font-names.ts); an unknown name stops the load. */
async function resolveFontNames(db: Db, entries: SourceEntry[]) {
  const resolve = fontNameResolver(await knownFamilies(db));
  for (const entry of entries) {
    entry.fonts = [
      ...new Set(
        entry.fonts.map((name) => {
          const family = resolve(name);
          if (!family) throw new ContentError(`内容文件 ${entry.file} 中的字体「${name}」在字体库中找不到：请写字体库中字族的中文名或英文名`);
          return family;
        }),
      ),
    ];
  }
}

function toRow(entry: SourceEntry, stored: Map<string, string>, hash: string) {
  // Site-relative: objectUrlsIn points them at STATIC_BASE when the body is read.
  const resolve = (src: string) => (stored.has(src) ? objectUrl("", stored.get(src)) : src);
  const body = entry.markdown.trim() ? renderMarkdown(entry.markdown, resolve) : "";
  // The source as the console edits it: its pictures already at their stored URLs.
  const markdown = entry.markdown.replace(MARKDOWN_IMAGE, (all, src: string) => (stored.has(src) ? all.replace(src, resolve(src)) : all));
  const data: Record<string, unknown> = { ...entry.data };
  if (entry.images.length) data.images = entry.images.map((m) => ({ key: stored.get(m.src), caption: m.caption }));
  if (typeof data.video === "string") data.video = stored.get(data.video);
  if (typeof data.poster === "string" && data.poster) data.poster = stored.get(data.poster);
  const searchText = [entry.title, entry.summary, entry.tags.join(" "), entry.fonts.join(" "), plainText(body)].join(" ").toLowerCase();
  return {
    kind: entry.kind,
    slug: entry.slug,
    column: entry.column,
    title: entry.title,
    summary: entry.summary || plainText(body).slice(0, 120),
    author: entry.author,
    cover: entry.cover ? (stored.get(entry.cover) ?? "") : "",
    body,
    markdown,
    tags: entry.tags,
    fontNames: entry.fonts,
    data,
    sort: entry.sort,
    publishedAt: entry.publishedAt ?? new Date("2025-01-01T00:00:00Z"),
    hash,
    searchText,
  };
}
