/**
 * Favourites of one user (docs/product.md §4 "Favourites", docs/contract.md "Favourite payloads"): font groups,
 * the fonts in them and favourite articles. Every call takes the signed-in user's id and finds
 * rows only through it, so another user's id answers exactly like an id that does not exist.
 *
 * Articles belong to the content area; this service sees them only through `ArticleLookup`.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { favoriteFonts, favorites } from "#server/db/schema-personal";
import { checkSignature, expiresIn, makeSignature } from "#server/auth/signed-links";
import { objectUrl } from "#server/storage/object-url";
import { ApiError } from "#server/errors";
import {
  FAVORITE_LIMITS,
  FAVORITE_MESSAGES as M,
  US_TOKEN_TTL_S,
  type FavoriteAddBody,
  type FavoriteData,
  type FavoriteGroupFonts,
} from "#contract/favorites";

/** What favourites need to know about articles (the content area provides it). */
export interface ArticleLookup {
  exists(id: number): Promise<boolean>;
  /** Title and page of each article still on the site (news and zixun live under different paths). */
  describe(ids: number[]): Promise<Map<number, { title: string; url: string }>>;
}

export interface FavoriteServiceDeps {
  db: Db;
  articles: ArticleLookup;
  /** STATIC_BASE: prefix of specimen URLs; "" = this site's /files/. */
  staticBase: string;
  now?: () => number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

export function createFavoriteService(deps: FavoriteServiceDeps) {
  const { db, articles } = deps;
  const now = deps.now ?? Date.now;

  async function ownGroup(userId: number, groupId: number) {
    const [group] = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.id, groupId), eq(favorites.userId, userId), eq(favorites.kind, "group")));
    if (!group) throw new ApiError(404, M.groupMissing);
    return group;
  }

  /** Families' favourite counts follow their faces' group entries (the list sorts by them). */
  async function recountFamilies(familyIds: number[]) {
    if (familyIds.length === 0) return;
    await db
      .update(fontFamilies)
      .set({
        favorites: sql`(select count(*) from ${favoriteFonts} join ${fonts} on ${fonts.id} = ${favoriteFonts.fontId} where ${fonts.familyId} = ${fontFamilies.id})`,
      })
      .where(inArray(fontFamilies.id, familyIds));
  }

  async function familiesOfGroup(groupId: number) {
    const rows = await db
      .selectDistinct({ familyId: fonts.familyId })
      .from(favoriteFonts)
      .innerJoin(fonts, eq(fonts.id, favoriteFonts.fontId))
      .where(eq(favoriteFonts.groupId, groupId));
    return rows.map((r) => r.familyId);
  }

  return {
    /** `add`: a new group (answers its id) or a favourite article. */
    async add(userId: number, body: FavoriteAddBody): Promise<{ id: number }> {
      if ("name" in body) {
        const [{ n }] = await db.select({ n: count() }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.kind, "group")));
        if (n >= FAVORITE_LIMITS.groups) throw new ApiError(400, M.tooManyGroups);
        const [same] = await db
          .select({ id: favorites.id })
          .from(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.kind, "group"), eq(favorites.name, body.name)));
        if (same) throw new ApiError(400, M.groupNameTaken);
        const [row] = await db.insert(favorites).values({ userId, kind: "group", name: body.name }).returning({ id: favorites.id });
        return row;
      }
      if (!(await articles.exists(body.articleId))) throw new ApiError(404, M.articleMissing);
      const [{ n }] = await db.select({ n: count() }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.kind, "article")));
      if (n >= FAVORITE_LIMITS.articles) throw new ApiError(400, M.tooManyArticles);
      try {
        const [row] = await db.insert(favorites).values({ userId, kind: "article", articleId: body.articleId }).returning({ id: favorites.id });
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(400, M.articleAlready);
        throw error;
      }
    },

    async rename(userId: number, groupId: number, name: string): Promise<void> {
      await ownGroup(userId, groupId);
      const [same] = await db
        .select({ id: favorites.id })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, "group"), eq(favorites.name, name)));
      if (same && same.id !== groupId) throw new ApiError(400, M.groupNameTaken);
      await db.update(favorites).set({ name }).where(eq(favorites.id, groupId));
    },

    /** `rm/{id}`: a group with its fonts, or an article favourite. */
    async remove(userId: number, favoriteId: number): Promise<void> {
      const [row] = await db.select().from(favorites).where(and(eq(favorites.id, favoriteId), eq(favorites.userId, userId)));
      if (!row) throw new ApiError(404, M.favoriteMissing);
      const families = row.kind === "group" ? await familiesOfGroup(row.id) : [];
      await db.delete(favorites).where(eq(favorites.id, row.id));
      await recountFamilies(families);
    },

    async data(userId: number): Promise<FavoriteData> {
      const rows = await db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.createdAt), asc(favorites.id));
      const groups = rows.filter((r) => r.kind === "group");
      const entries = groups.length
        ? await db
            .select({ groupId: favoriteFonts.groupId, fontId: favoriteFonts.fontId })
            .from(favoriteFonts)
            .where(inArray(favoriteFonts.groupId, groups.map((g) => g.id)))
            .orderBy(asc(favoriteFonts.createdAt), asc(favoriteFonts.id))
        : [];
      const articleRows = rows.filter((r) => r.kind === "article" && r.articleId !== null);
      const described = articleRows.length ? await articles.describe(articleRows.map((r) => r.articleId as number)) : new Map<number, { title: string; url: string }>();
      return {
        fonts: groups.map((g) => ({
          id: g.id,
          name: g.name,
          createdTime: g.createdAt.toISOString(),
          fontIds: entries.filter((e) => e.groupId === g.id).map((e) => e.fontId),
        })),
        articles: articleRows.map((r) => ({
          id: r.id,
          articleId: r.articleId as number,
          // An article removed from the site since keeps its place, so it can still be unfavourited.
          title: described.get(r.articleId as number)?.title ?? "（文章已下线）",
          url: described.get(r.articleId as number)?.url ?? "",
          createdTime: r.createdAt.toISOString(),
        })),
      };
    },

    /** `token`: a short-lived us-token bound to this user, required by `add-font`. */
    async issueUsToken(userId: number): Promise<string> {
      const expires = expiresIn(US_TOKEN_TTL_S, now());
      return `${expires}.${await makeSignature(db, "favorites", `us:${userId}:${expires}`)}`;
    },

    async checkUsToken(userId: number, token: string | undefined): Promise<void> {
      if (!token) throw new ApiError(400, M.usTokenMissing);
      const [expiresText, sig = ""] = token.split(".");
      const expires = Number(expiresText);
      if (!Number.isInteger(expires) || expires < now() / 1000) throw new ApiError(403, M.usTokenInvalid);
      if (!(await checkSignature(db, "favorites", `us:${userId}:${expires}`, sig))) throw new ApiError(403, M.usTokenInvalid);
    },

    async addFont(userId: number, groupId: number, fontId: number): Promise<void> {
      await ownGroup(userId, groupId);
      const [font] = await db.select({ familyId: fonts.familyId }).from(fonts).where(eq(fonts.id, fontId));
      if (!font) throw new ApiError(404, M.fontMissing);
      const [{ n }] = await db.select({ n: count() }).from(favoriteFonts).where(eq(favoriteFonts.groupId, groupId));
      if (n >= FAVORITE_LIMITS.fontsPerGroup) throw new ApiError(400, M.groupFull);
      const inserted = await db.insert(favoriteFonts).values({ groupId, fontId }).onConflictDoNothing().returning({ id: favoriteFonts.id });
      if (inserted.length === 0) throw new ApiError(400, M.fontAlready);
      await recountFamilies([font.familyId]);
    },

    async removeFont(userId: number, groupId: number, fontId: number): Promise<void> {
      await ownGroup(userId, groupId);
      const removed = await db
        .delete(favoriteFonts)
        .where(and(eq(favoriteFonts.groupId, groupId), eq(favoriteFonts.fontId, fontId)))
        .returning({ fontId: favoriteFonts.fontId });
      if (removed.length === 0) throw new ApiError(404, M.fontNotInGroup);
      const [font] = await db.select({ familyId: fonts.familyId }).from(fonts).where(eq(fonts.id, fontId));
      if (font) await recountFamilies([font.familyId]);
    },

    /** `fonts/{id}`: a group and its fonts, oldest first. */
    async groupFonts(userId: number, groupId: number): Promise<FavoriteGroupFonts> {
      const group = await ownGroup(userId, groupId);
      const rows = await db
        .select({
          fontId: favoriteFonts.fontId,
          familyId: fonts.familyId,
          name: fontFamilies.name,
          styleName: fonts.styleName,
          familyName: fonts.familyName,
          specimenKey: fonts.specimenKey,
          createdAt: favoriteFonts.createdAt,
        })
        .from(favoriteFonts)
        .innerJoin(fonts, eq(fonts.id, favoriteFonts.fontId))
        .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
        .where(eq(favoriteFonts.groupId, groupId))
        .orderBy(asc(favoriteFonts.createdAt), asc(favoriteFonts.id));
      return {
        id: group.id,
        name: group.name,
        createdTime: group.createdAt.toISOString(),
        records: rows.map(({ specimenKey, createdAt, ...r }) => ({
          ...r,
          specimenUrl: objectUrl(deps.staticBase, specimenKey),
          createdTime: createdAt.toISOString(),
        })),
      };
    },

    /** Users who keep any face of these families in a group, with the family names (re-import notices). */
    async holdersOfFamilies(familyIds: number[]): Promise<{ userId: number; familyId: number; name: string }[]> {
      if (familyIds.length === 0) return [];
      return db
        .selectDistinct({ userId: favorites.userId, familyId: fonts.familyId, name: fontFamilies.name })
        .from(favoriteFonts)
        .innerJoin(favorites, eq(favorites.id, favoriteFonts.groupId))
        .innerJoin(fonts, eq(fonts.id, favoriteFonts.fontId))
        .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
        .where(inArray(fonts.familyId, familyIds));
    },
  };
}

export type FavoriteService = ReturnType<typeof createFavoriteService>;
