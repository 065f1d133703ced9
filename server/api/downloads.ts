/**
 * Font downloads (issue #3 item 7): sign-in required, the font agreement accepted once, a
 * short-lived signed URL to the original file, each download recorded and counted.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { fontFamilies, fonts } from "../db/schema";
import { fontDownloads } from "../db/schema-accounts";
import { accept, acceptedVersion, hasAccepted } from "#server/account/agreements";
import type { ObjectStore } from "../storage/store";
import { id as idSchema, paging } from "#contract/validators";
import { ApiError } from "#server/errors";
import { ok, parse, query } from "./respond";
import { requireUser, type AuthEnv } from "../auth/current-user";
import { getSecret } from "../auth/secrets";

/** A download link lives five minutes: long enough to start, too short to share around. */
export const DOWNLOAD_URL_TTL_S = 300;

async function sign(db: Db, fontId: number, userId: number, expires: number): Promise<string> {
  return createHmac("sha256", await getSecret(db, "downloads")).update(`${fontId}:${userId}:${expires}`).digest("base64url");
}

/**
 * Records the font agreement (its current version) when `agree`, else refuses unless the user
 * accepted the current version before (also for collection zips): a changed agreement is
 * accepted again once.
 */
export async function requireFontAgreement(db: Db, userId: number, agree: boolean): Promise<void> {
  if (agree) return accept(db, userId);
  if (!(await hasAccepted(db, userId))) throw new ApiError(400, "请先阅读并同意《字体使用协议》", "AGREEMENT_REQUIRED");
}

async function findFont(db: Db, fontId: number) {
  const [row] = await db
    .select({ font: fonts, familyName: fontFamilies.name, licenseName: fontFamilies.licenseName, license: fontFamilies.license })
    .from(fonts)
    .innerJoin(fontFamilies, eq(fonts.familyId, fontFamilies.id))
    .where(eq(fonts.id, fontId));
  return row;
}

const SIGNED_PARAMS = ["u", "expires", "sig"] as const;
const signedQuery = z.object({
  u: idSchema,
  expires: z.coerce.number({ message: "下载链接无效" }).int("下载链接无效"),
  sig: z.string().max(100, "下载链接无效"),
});

/**
 * One download per grant (issue #11 item 8): the link may be fetched again during its life (a
 * browser retry, a download manager's ranges) but adds one line to the history; and the public
 * figure counts a user's font once per day (China time), however many links they ask for.
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

export function downloadsApi({ db, store, apiBase }: { db: Db; store: ObjectStore; apiBase: string }) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);

  api.get("/web/api/font/get-download-url", auth, async (c) => {
    const { id, agree } = parse(z.object({ id: idSchema, agree: z.enum(["0", "1"]).optional() }), query(c));
    const userId = c.get("userId");
    if (!(await findFont(db, id))) throw new ApiError(404, "字体不存在");
    await requireFontAgreement(db, userId, agree === "1");
    const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_S;
    const params = new URLSearchParams({ u: String(userId), expires: String(expires), sig: await sign(db, id, userId, expires) });
    return ok(c, { url: `${apiBase}/api/v1/web/${id}/download?${params}`, expired: DOWNLOAD_URL_TTL_S });
  });

  api.get("/api/v1/web/:id/download", async (c) => {
    const given = query(c);
    // A link cut short (copied without its query) is told what it lacks, not that an id is wrong.
    const missing = SIGNED_PARAMS.filter((name) => !given[name]);
    if (missing.length > 0) throw new ApiError(403, `下载链接不完整，缺少参数 ${missing.join("、")}，请回到字体页重新下载`);
    const fontId = parse(idSchema, c.req.param("id"));
    const q = parse(signedQuery, given);
    const expected = Buffer.from(await sign(db, fontId, q.u, q.expires));
    const sig = Buffer.from(q.sig);
    if (expected.length !== sig.length || !timingSafeEqual(expected, sig)) throw new ApiError(403, "下载链接无效");
    if (q.expires < Date.now() / 1000) throw new ApiError(403, "下载链接已过期，请重新下载");

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
    const filename = `${row.familyName}${style ? `-${style}` : ""}.${row.font.format}`;
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Content-Disposition", `attachment; filename="font.${row.font.format}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    c.header("Cache-Control", "private, no-store");
    return c.body(object.body);
  });

  api.get("/web/api/account/download/history", auth, async (c) => {
    const { current, size } = parse(paging, query(c));
    const userId = c.get("userId");
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
      specimenUrl: specimenKey ? `/files/${specimenKey}` : "",
      createdTime: createdAt.toISOString(),
    }));
    return ok(c, { records, total: Number(total), current, size, pages: Math.ceil(Number(total) / size) });
  });

  return api;
}
