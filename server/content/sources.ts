/**
 * Reads content/ (format: content/README.md and docs/content.md) into checked entries. Every file
 * is validated with zod; a bad file stops the load with its path and the first wrong field, so
 * the operator knows what to fix and nothing half-loaded reaches the site.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { ContentKind } from "#contract/content";

export class ContentError extends Error {}

const str = z.string().trim();
const list = z.array(z.union([z.string(), z.number()]).transform(String)).optional().default([]);
const requiredDate = z
  .union([z.string(), z.date()], { error: "缺少日期" })
  .transform((v) => new Date(v))
  .refine((d) => !Number.isNaN(d.getTime()), "日期格式不正确");
const date = requiredDate.optional();
/** A path inside content/ ("images/a.webp"): no way out of the folder. */
const mediaPath = z
  .string()
  .trim()
  .regex(/^(images|videos)\/[A-Za-z0-9._-]+$/, "媒体路径须为 images/… 或 videos/…，只含字母、数字、点、下划线、短横线");
const image = z.union([mediaPath.transform((src) => ({ src, caption: "" })), z.object({ src: mediaPath, caption: str.optional().default("") })]);

const articleMeta = z.object({
  title: str.min(1),
  column: z.enum(["news", "zixun"]),
  summary: str.optional().default(""),
  author: str.optional().default(""),
  publishedAt: date,
  cover: mediaPath.optional(),
  tags: list,
  fonts: list,
  sort: z.number().int().optional(),
});
const baikeMeta = z.object({
  title: str.min(1),
  tag: str.min(1),
  summary: str.optional().default(""),
  cover: mediaPath.optional(),
  related: list,
  tags: list,
  sort: z.number().int().optional(),
});

const base = {
  slug: z.union([z.string(), z.number()]).transform(String).optional(),
  title: str.min(1),
  summary: str.optional().default(""),
  cover: mediaPath.optional(),
  tags: list,
  fonts: list,
  sort: z.number().int().optional(),
  publishedAt: date,
  /** Markdown body (cases, albums, promotions, videos). */
  body: z.string().optional().default(""),
  author: str.optional().default(""),
};
const caseSchema = z.object({ ...base, images: z.array(image).optional().default([]), client: str.optional().default(""), category: str.optional().default("") });
const collectionSchema = z.object(base);
const albumSchema = z.object({
  ...base,
  images: z.array(image).optional().default([]),
  /** Promotions: where the campaign leads, and when it runs. */
  link: z.string().trim().optional(),
  startAt: date,
  endAt: date,
});
/** A video names its file as `file` (or `video`) and its font as `font` (or `fonts`). */
const videoSchema = z
  .object({ ...base, video: mediaPath.optional(), file: mediaPath.optional(), font: str.optional(), poster: mediaPath.optional(), duration: z.number().nonnegative().optional().default(0) })
  .refine((v) => v.video || v.file, { message: "缺少视频文件 file", path: ["file"] })
  .transform(({ file, font, ...v }) => ({ ...v, video: (v.video ?? file)!, fonts: v.fonts.length ? v.fonts : font ? [font] : [] }));
const advertSchema = z.object({
  ...base,
  subtitle: str.optional().default(""),
  position: str.min(1),
  image: mediaPath,
  url: z.string().trim().optional().default(""),
  protocol: z.union([z.literal(1), z.literal(2)]).optional().default(2),
});
const columnSchema = z.object({
  type: str.min(1),
  name: str.min(1),
  path: z.string().optional().default(""),
  sort: z.number().int().optional().default(0),
  children: z.array(z.object({ name: str.min(1), path: z.string().optional().default("") })).optional().default([]),
});
const keywordSchema = z.object({ word: str.min(1).max(50), sort: z.number().int().optional().default(0) });
/**
 * board.json: the board's seed — visitors' questions and the site's answers, shown on /contact
 * as replied messages (server/content/board-seed.ts). A name only: no contact, no account.
 */
const boardSchema = z.object({
  slug: z.string().trim().regex(/^[a-z0-9-]{1,60}$/, "slug 只能是小写字母、数字和短横线（至多 60 个）"),
  name: str.min(1).max(30),
  content: str.min(1).max(2000),
  reply: str.min(1).max(2000),
  createdAt: requiredDate,
  repliedAt: date,
});
export type BoardSeed = z.output<typeof boardSchema>;

const friendLinkSchema = z.object({
  name: str.min(1),
  url: z.string().trim().optional().default(""),
  protocol: z.union([z.literal(1), z.literal(2)]).optional().default(2),
  sort: z.number().int().optional().default(0),
});

/** One content item as read from its file, before media are stored. */
export interface SourceEntry {
  kind: ContentKind;
  slug: string;
  file: string;
  column: string;
  title: string;
  summary: string;
  author: string;
  cover?: string;
  tags: string[];
  fonts: string[];
  sort: number;
  publishedAt?: Date;
  markdown: string;
  images: { src: string; caption: string }[];
  /** Media named outside the Markdown (cover, images, video, poster, advert image). */
  media: string[];
  data: Record<string, unknown>;
}

export interface ContentSources {
  entries: SourceEntry[];
  columns: z.output<typeof columnSchema>[] | null;
  keywords: z.output<typeof keywordSchema>[] | null;
  friendLinks: z.output<typeof friendLinkSchema>[] | null;
  /** board.json; null when the file is absent (the board's seeded messages are then left alone). */
  board: BoardSeed[] | null;
}

function check<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContentError(`内容文件 ${where} 有误：${issue.path.join(".") || "(整体)"} — ${issue.message}`);
}

async function exists(file: string) {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** Front matter between the first two "---" lines, then the Markdown body. */
function splitFrontMatter(text: string, where: string): { meta: unknown; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(`内容文件 ${where} 缺少 YAML 头（--- … ---）`);
  try {
    return { meta: parseYaml(match[1]), body: match[2] };
  } catch (error) {
    throw new ContentError(`内容文件 ${where} 的 YAML 头无法解析：${(error as Error).message}`);
  }
}

async function markdownFiles(root: string, dir: string): Promise<string[]> {
  const full = path.join(root, dir);
  if (!(await exists(full))) return [];
  return (await fs.readdir(full))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `${dir}/${f}`);
}

async function jsonList(root: string, file: string): Promise<unknown[] | null> {
  const full = path.join(root, file);
  if (!(await exists(full))) return null;
  let value: unknown;
  try {
    value = JSON.parse(await fs.readFile(full, "utf8"));
  } catch (error) {
    throw new ContentError(`内容文件 ${file} 不是合法的 JSON：${(error as Error).message}`);
  }
  // Either a list, or an object holding the list under "items".
  const items = Array.isArray(value) ? value : (value as { items?: unknown })?.items;
  if (!Array.isArray(items)) throw new ContentError(`内容文件 ${file} 应为数组（或含 items 数组的对象）`);
  return items;
}

const slugOf = (item: { slug?: string; title: string }) => item.slug ?? item.title;

export async function readSources(root: string): Promise<ContentSources> {
  const entries: SourceEntry[] = [];

  for (const file of await markdownFiles(root, "articles")) {
    const { meta, body } = splitFrontMatter(await fs.readFile(path.join(root, file), "utf8"), file);
    const m = check(articleMeta, meta, file);
    entries.push({
      kind: "article",
      slug: path.basename(file, ".md"),
      file,
      column: m.column,
      title: m.title,
      summary: m.summary,
      author: m.author,
      cover: m.cover,
      tags: m.tags,
      fonts: m.fonts,
      sort: m.sort ?? 0,
      publishedAt: m.publishedAt,
      markdown: body,
      images: [],
      media: m.cover ? [m.cover] : [],
      data: {},
    });
  }
  for (const file of await markdownFiles(root, "baike")) {
    const { meta, body } = splitFrontMatter(await fs.readFile(path.join(root, file), "utf8"), file);
    const m = check(baikeMeta, meta, file);
    entries.push({
      kind: "baike",
      slug: path.basename(file, ".md"),
      file,
      column: m.tag,
      title: m.title,
      summary: m.summary,
      author: "",
      cover: m.cover,
      tags: m.tags,
      fonts: [],
      sort: m.sort ?? 0,
      markdown: body,
      images: [],
      media: m.cover ? [m.cover] : [],
      data: { related: m.related },
    });
  }

  const jsonKinds: [ContentKind, string, z.ZodType][] = [
    ["case", "cases.json", caseSchema],
    ["collection", "collections.json", collectionSchema],
    ["album", "albums.json", albumSchema],
    ["promotion", "promotions.json", albumSchema],
    ["video", "videos.json", videoSchema],
    ["advert", "adverts.json", advertSchema],
  ];
  for (const [kind, file, schema] of jsonKinds) {
    const items = await jsonList(root, file);
    if (!items) continue;
    items.forEach((raw, i) => {
      const item = check(schema, raw, `${file} 第 ${i + 1} 项`) as z.output<typeof caseSchema> &
        Partial<z.output<typeof videoSchema>> &
        Partial<z.output<typeof advertSchema>> &
        Partial<z.output<typeof albumSchema>>;
      const images = (item.images ?? []) as { src: string; caption: string }[];
      const media = [item.cover, ...images.map((m) => m.src), item.video, item.poster, item.image].filter((m): m is string => !!m);
      entries.push({
        kind,
        // Adverts have no slug of their own: one title may sit in several positions.
        slug: kind === "advert" && !item.slug ? `${item.position}-${item.title}` : slugOf(item),
        file: `${file} 第 ${i + 1} 项`,
        column: item.position ?? item.category ?? "",
        title: item.title,
        summary: item.summary || item.subtitle || "",
        author: item.author || item.client || "",
        cover: item.cover ?? item.poster ?? item.image ?? images[0]?.src,
        tags: item.tags.length || !item.category ? item.tags : [item.category],
        fonts: item.fonts,
        sort: item.sort ?? 0,
        publishedAt: item.publishedAt,
        markdown: item.body,
        images,
        media,
        data: {
          ...(item.video ? { video: item.video, poster: item.poster ?? "", duration: item.duration ?? 0 } : {}),
          ...(kind === "advert" ? { url: item.url ?? "", protocol: item.protocol ?? 2 } : {}),
          ...(item.link ? { link: item.link } : {}),
          ...(item.startAt ? { startAt: item.startAt.toISOString() } : {}),
          ...(item.endAt ? { endAt: item.endAt.toISOString() } : {}),
        },
      });
    });
  }

  const seen = new Set<string>();
  for (const e of entries) {
    const key = `${e.kind}/${e.slug}`;
    if (seen.has(key)) throw new ContentError(`内容文件 ${e.file}：${e.kind} 的 slug「${e.slug}」重复`);
    seen.add(key);
  }

  const columns = await jsonList(root, "columns.json");
  const keywords = await jsonList(root, "keywords.json");
  const links = (await jsonList(root, "friend-links.json")) ?? (await jsonList(root, "links.json"));
  const board = await jsonList(root, "board.json");
  const boardSeeds = board && board.map((m, i) => check(boardSchema, m, `board.json 第 ${i + 1} 项`));
  const slugs = new Set<string>();
  for (const [i, m] of (boardSeeds ?? []).entries()) {
    if (slugs.has(m.slug)) throw new ContentError(`内容文件 board.json 第 ${i + 1} 项：slug「${m.slug}」重复`);
    slugs.add(m.slug);
  }
  return {
    entries,
    columns: columns && columns.map((c, i) => check(columnSchema, c, `columns.json 第 ${i + 1} 项`)),
    keywords: keywords && keywords.map((k, i) => check(keywordSchema, k, `keywords.json 第 ${i + 1} 项`)),
    friendLinks: links && links.map((l, i) => check(friendLinkSchema, l, `friend-links.json 第 ${i + 1} 项`)),
    board: boardSeeds,
  };
}
