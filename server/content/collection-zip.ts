/**
 * A collection's fonts as one zip (yazl): built once per content version (the collection's
 * hash and its fonts' file keys name the zip), kept in the object store, handed out through a
 * short-lived signed URL; each download counted on the collection.
 */
import { MESSAGES } from "#contract/messages";
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { lazyRequire } from "#server/lazy-require";
import type { Db } from "#server/db/client";
import { contentItems } from "#server/db/schema-content";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import type { ObjectStore } from "#server/storage/store";
import { checkSignature, expiresIn, makeSignature } from "#server/auth/signed-links";
import { ApiError } from "#server/errors";
import { CONTENT_MESSAGES } from "#contract/content";
import type { ItemRow } from "./queries";

const yazl = lazyRequire<typeof import("yazl")>("yazl");

export const ZIP_URL_TTL_S = 300;
export const ZIP_PATH = "/web/api/web-font-collection/zip";

/** Family ids named by a collection, in its order: by Chinese or English name, case-insensitive. */
export async function familyIdsByName(db: Db, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({ id: fontFamilies.id, name: fontFamilies.name, nameEn: fontFamilies.nameEn })
    .from(fontFamilies)
    .where(sql`lower(${fontFamilies.name}) in ${lower} or lower(${fontFamilies.nameEn}) in ${lower}`);
  const byName = new Map<string, number>();
  for (const r of rows) {
    byName.set(r.name.toLowerCase(), r.id);
    byName.set(r.nameEn.toLowerCase(), r.id);
  }
  return [...new Set(lower.map((n) => byName.get(n)).filter((id): id is number => id !== undefined))];
}

async function zipBytes(entries: { name: string; bytes: Uint8Array }[]): Promise<Uint8Array> {
  const zip = new (yazl().ZipFile)();
  // Font files hardly compress; storing them keeps the build fast.
  for (const e of entries) zip.addBuffer(Buffer.from(e.bytes), e.name, { compress: false, mtime: new Date("2025-01-01T00:00:00Z") });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A collection's zip: its store key (named for the content version) and the font files in it. */
interface ZipPlan {
  key: string;
  files: { key: string; format: string; family: string; style: string | null; sha: string }[];
}

export function createCollectionZip({ db, store, apiBase }: { db: Db; store: ObjectStore; apiBase: string }) {
  /** The collection's font files and the key of their zip (404 when it names no font file). */
  async function plan(row: ItemRow): Promise<ZipPlan> {
    const ids = await familyIdsByName(db, row.fontNames);
    const files = ids.length
      ? await db
          .select({ key: fonts.fileKey, format: fonts.format, family: fontFamilies.name, style: fonts.styleNameEn, sha: fonts.sha256 })
          .from(fonts)
          .innerJoin(fontFamilies, eq(fonts.familyId, fontFamilies.id))
          .where(inArray(fonts.familyId, ids))
      : [];
    // One entry per file: a TTC holds several faces in one file.
    const unique = [...new Map(files.map((f) => [f.key, f])).values()];
    if (!unique.length) throw new ApiError(404, CONTENT_MESSAGES.noFonts);
    const version = createHash("sha256").update(row.hash).update(unique.map((f) => f.key).join()).digest("hex").slice(0, 32);
    return { key: `heji/${row.id}-${version}.zip`, files: unique };
  }

  async function build({ key, files }: ZipPlan): Promise<string> {
    if (await store.exists(key)) return key;
    const entries = [];
    const names = new Set<string>();
    for (const f of files) {
      const bytes = await store.read(f.key);
      if (!bytes) continue;
      let name = `${f.family}${f.style ? `-${f.style}` : ""}.${f.format}`.replace(/[\\/:*?"<>|]/g, "_");
      if (names.has(name)) name = `${f.family}-${f.sha.slice(0, 8)}.${f.format}`;
      names.add(name);
      entries.push({ name, bytes });
    }
    if (!entries.length) throw new ApiError(404, CONTENT_MESSAGES.noFonts);
    await store.put(key, await zipBytes(entries), "application/zip");
    return key;
  }

  /** Zips being built in this process, by key: a download arriving meanwhile waits for the same one. */
  const building = new Map<string, Promise<string>>();

  /** The zip's key, building and storing it first when this content version has none yet. */
  function ensureZip(planned: ZipPlan): Promise<string> {
    let pending = building.get(planned.key);
    if (!pending) {
      pending = build(planned).finally(() => building.delete(planned.key));
      building.set(planned.key, pending);
    }
    return pending;
  }

  return {
    /**
     * download-font-zip-url: a signed URL valid five minutes. The zip is built meanwhile (about
     * 1.5 s for a collection of large CJK fonts), so the answer does not wait for it; the
     * download waits for the same build, or builds again if this one failed.
     */
    async url(row: ItemRow): Promise<{ url: string; expired: number }> {
      ensureZip(await plan(row)).catch(() => {});
      const expires = expiresIn(ZIP_URL_TTL_S);
      return { url: `${apiBase}${ZIP_PATH}/${row.id}?expires=${expires}&sig=${await makeSignature(db, "collection-zip", `${row.id}:${expires}`)}`, expired: ZIP_URL_TTL_S };
    },

    /** The signed download itself: checked, counted, streamed. */
    async download(row: ItemRow, expires: number, sig: string) {
      if (!(await checkSignature(db, "collection-zip", `${row.id}:${expires}`, sig))) throw new ApiError(403, MESSAGES.linkInvalid);
      if (expires < Date.now() / 1000) throw new ApiError(403, MESSAGES.linkExpired);
      const object = await store.get(await ensureZip(await plan(row)));
      if (!object) throw new ApiError(404, CONTENT_MESSAGES.noFonts);
      await db
        .update(contentItems)
        .set({ downloads: sql`${contentItems.downloads} + 1` })
        .where(eq(contentItems.id, row.id));
      return object;
    },
  };
}
