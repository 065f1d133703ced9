/**
 * Font downloads: sign-in required, the font agreement accepted once, a short-lived signed URL
 * to the original file (server/auth/signed-links.ts), each download recorded and counted, and
 * the member's download history.
 */
import { MESSAGES } from "#contract/messages";
import { FONT_MESSAGES } from "#contract/fonts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontDownloads } from "#server/db/schema-downloads";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { acceptedVersion, requireFontAgreement } from "#server/account/agreements";
import { checkSignature, expiresIn, makeSignature } from "#server/auth/signed-links";
import type { ObjectStore, StoredObject } from "#server/storage/store";
import { objectUrl } from "#server/storage/object-url";
import { ApiError } from "#server/errors";

/** A download link lives five minutes: long enough to start, too short to share around. */
export const DOWNLOAD_URL_TTL_S = 300;

export interface DownloadServiceDeps {
  db: Db;
  store: ObjectStore;
  /** API_BASE: prefix of the signed URL the browser follows ("" = this site). */
  apiBase: string;
  /** STATIC_BASE: prefix of object URLs (the history's specimens). */
  staticBase: string;
}

/** What a signed download link carries besides the font id in its path. */
export interface SignedDownload {
  u: number;
  expires: number;
  sig: string;
}

const payload = (fontId: number, userId: number, expires: number) => `${fontId}:${userId}:${expires}`;

async function findFont(db: Db, fontId: number) {
  const [row] = await db
    .select({ font: fonts, familyName: fontFamilies.name, licenseName: fontFamilies.licenseName, license: fontFamilies.license })
    .from(fonts)
    .innerJoin(fontFamilies, eq(fonts.familyId, fontFamilies.id))
    .where(eq(fonts.id, fontId));
  return row;
}

/**
 * One download per grant: the link may be fetched again during its life (a browser retry, a
 * download manager's ranges) but adds one line to the history; and the public figure counts a
 * user's font once per day (China time), however many links they ask for.
 */
async function recordDownload(db: Db, d: { userId: number; fontId: number; familyId: number; grant: string; licenseName: string; agreementVersion: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fontDownloads)
      .values({ userId: d.userId, fontId: d.fontId, grant: d.grant, counted: false, licenseName: d.licenseName, agreementVersion: d.agreementVersion })
      .onConflictDoNothing()
      .returning({ id: fontDownloads.id });
    if (!row) return;
    const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
    const [earlier] = await tx
      .select({ id: fontDownloads.id })
      .from(fontDownloads)
      .where(
        and(
          eq(fontDownloads.userId, d.userId),
          eq(fontDownloads.fontId, d.fontId),
          eq(fontDownloads.counted, true),
          sql`(${fontDownloads.createdAt} at time zone 'Asia/Shanghai')::date = ${today}`,
        ),
      )
      .limit(1);
    if (earlier) return;
    await tx.update(fontDownloads).set({ counted: true }).where(eq(fontDownloads.id, row.id));
    await tx.update(fonts).set({ downloads: sql`${fonts.downloads} + 1` }).where(eq(fonts.id, d.fontId));
    await tx.update(fontFamilies).set({ downloads: sql`${fontFamilies.downloads} + 1` }).where(eq(fontFamilies.id, d.familyId));
  });
}

export function createDownloadService({ db, store, apiBase, staticBase }: DownloadServiceDeps) {
  return {
    /** get-download-url: the agreement recorded (`agree`) or already accepted, then a signed link. */
    async url(userId: number, fontId: number, agree: boolean): Promise<{ url: string; expired: number }> {
      if (!(await findFont(db, fontId))) throw new ApiError(404, FONT_MESSAGES.notFound);
      await requireFontAgreement(db, userId, agree);
      const expires = expiresIn(DOWNLOAD_URL_TTL_S);
      const sig = await makeSignature(db, "downloads", payload(fontId, userId, expires));
      const params = new URLSearchParams({ u: String(userId), expires: String(expires), sig });
      return { url: `${apiBase}/api/v1/web/${fontId}/download?${params}`, expired: DOWNLOAD_URL_TTL_S };
    },

    /** The signed download itself: checked, recorded, and the file with the name to save it under. */
    async download(fontId: number, q: SignedDownload): Promise<{ object: StoredObject; format: string; filename: string }> {
      if (!(await checkSignature(db, "downloads", payload(fontId, q.u, q.expires), q.sig))) throw new ApiError(403, MESSAGES.linkInvalid);
      if (q.expires < Date.now() / 1000) throw new ApiError(403, MESSAGES.linkExpired);
      const row = await findFont(db, fontId);
      const object = row ? await store.get(row.font.fileKey) : null;
      if (!row || !object) throw new ApiError(404, "字体文件不存在");
      await recordDownload(db, {
        userId: q.u,
        fontId,
        familyId: row.font.familyId,
        grant: q.sig,
        licenseName: row.licenseName || row.license,
        agreementVersion: await acceptedVersion(db, q.u),
      });
      const style = row.font.styleNameEn || row.font.styleName;
      return { object, format: row.font.format, filename: `${row.familyName}${style ? `-${style}` : ""}.${row.font.format}` };
    },

    /** The member's downloads, newest first. */
    async history(userId: number, { current, size }: { current: number; size: number }) {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: fontDownloads.id,
            fontId: fontDownloads.fontId,
            familyId: fonts.familyId,
            familyName: fontFamilies.name,
            styleName: fonts.styleName,
            fileSize: fonts.fileSize,
            format: fonts.format,
            specimenKey: fonts.specimenKey,
            licenseName: fontDownloads.licenseName,
            agreementVersion: fontDownloads.agreementVersion,
            createdAt: fontDownloads.createdAt,
          })
          .from(fontDownloads)
          .innerJoin(fonts, eq(fonts.id, fontDownloads.fontId))
          .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
          .where(eq(fontDownloads.userId, userId))
          .orderBy(desc(fontDownloads.createdAt), desc(fontDownloads.id))
          .limit(size)
          .offset((current - 1) * size),
        db.select({ total: count() }).from(fontDownloads).where(eq(fontDownloads.userId, userId)),
      ]);
      const records = rows.map(({ specimenKey, createdAt, ...r }) => ({
        ...r,
        specimenUrl: objectUrl(staticBase, specimenKey),
        createdTime: createdAt.toISOString(),
      }));
      return { records, total: Number(total), current, size, pages: Math.ceil(Number(total) / size) };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
