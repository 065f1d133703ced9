/**
 * Favourites (docs/product.md §3 "Favourites", §4 "Favourites", §7 "Favourites"; docs/contract.md "Favourite
 * payloads"): the calls' paths, inputs, answers and Chinese messages, shared by both sides.
 *
 * A favourite font group and a favourite article share one id space, so `rm/{id}` removes either.
 */
import { z } from "zod";
import { id } from "./validators";
import { FAVORITE_LIMITS, FAVORITE_MESSAGES } from "./favorite-constants";
export { FAVORITE_BASE, FAVORITE_LIMITS, FAVORITE_MESSAGES, FAVORITE_PATHS, US_TOKEN_TTL_S } from "./favorite-constants";

export const groupName = z
  .string({ message: FAVORITE_MESSAGES.groupNameEmpty })
  .trim()
  .min(1, FAVORITE_MESSAGES.groupNameEmpty)
  .max(FAVORITE_LIMITS.groupName, FAVORITE_MESSAGES.groupNameTooLong);

/** `add`: `{name}` creates a group, `{articleId}` favourites an article. */
export const favoriteAddBody = z.union([z.object({ name: groupName }).strict(), z.object({ articleId: id }).strict()], {
  error: (issue) => {
    // The union's own error says nothing useful; report the branch the body was aiming at.
    const input = issue.input as Record<string, unknown> | null;
    if (input && typeof input === "object" && "name" in input) {
      return groupName.safeParse(input.name).error?.issues[0]?.message ?? FAVORITE_MESSAGES.addNeedsOne;
    }
    if (input && typeof input === "object" && "articleId" in input) return id.safeParse(input.articleId).error?.issues[0]?.message;
    return FAVORITE_MESSAGES.addNeedsOne;
  },
});
export type FavoriteAddBody = z.output<typeof favoriteAddBody>;

export const editNameBody = z.object({ name: groupName });
export const fontInfoIdQuery = z.object({ fontInfoId: id });

/** One font group in `data` (docs/product.md §3 "Favourites"; `font` is added in the browser). */
export interface FavoriteGroup {
  id: number;
  name: string;
  createdTime: string;
  /** Font ids of the group, in the order they were added. */
  fontIds: number[];
}

export interface FavoriteArticle {
  id: number;
  articleId: number;
  title: string;
  /** The article's page (/news/{id} or /zixun/{id}); "" once the article is off the site. */
  url: string;
  createdTime: string;
}

export interface FavoriteData {
  fonts: FavoriteGroup[];
  articles: FavoriteArticle[];
}

/** One font of a group (`fonts/{id}`): what a card needs to show it in itself. */
export interface FavoriteGroupFont {
  fontId: number;
  familyId: number;
  /** Family display name (思源宋体 …). */
  name: string;
  styleName: string;
  /** CSS family name of the face, for a subset preview. */
  familyName: string;
  specimenUrl: string;
  createdTime: string;
}

export interface FavoriteGroupFonts {
  id: number;
  name: string;
  createdTime: string;
  records: FavoriteGroupFont[];
}
