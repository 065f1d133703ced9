/**
 * Favourites (spec §3 "Favourite entry", §4 "Favourites", §7 "Favourites"; DESIGN.md "Favourite
 * payloads"): the calls' paths, inputs, answers and Chinese messages, shared by both sides.
 *
 * A favourite font group and a favourite article share one id space, so `rm/{id}` removes either.
 */
import { z } from "zod";
import { id } from "./validators";

export const FAVORITE_BASE = "/api/v1/web/personal/favorite";
export const FAVORITE_PATHS = {
  add: `${FAVORITE_BASE}/add`,
  data: `${FAVORITE_BASE}/data`,
  token: `${FAVORITE_BASE}/token`,
  editName: (groupId: number) => `${FAVORITE_BASE}/group/editName/${groupId}`,
  rm: (favoriteId: number) => `${FAVORITE_BASE}/rm/${favoriteId}`,
  addFont: (groupId: number, fontId: number) => `${FAVORITE_BASE}/add-font/${groupId}?fontInfoId=${fontId}`,
  rmFont: (groupId: number, fontId: number) => `${FAVORITE_BASE}/fonts/rm/${groupId}/${fontId}`,
  fonts: (groupId: number) => `${FAVORITE_BASE}/fonts/${groupId}`,
} as const;

/** Limits: enough for any real collection, small enough that one `data` answer stays small. */
export const FAVORITE_LIMITS = { groupName: 20, groups: 50, fontsPerGroup: 200, articles: 500 } as const;
/** The us-token lives this long: one add-font round trip, with room for a slow popover. */
export const US_TOKEN_TTL_S = 600;

export const FAVORITE_MESSAGES = {
  groupNameEmpty: "请输入分组名称",
  groupNameTooLong: `分组名称最多 ${FAVORITE_LIMITS.groupName} 个字`,
  groupNameTaken: "已有同名分组",
  tooManyGroups: `最多创建 ${FAVORITE_LIMITS.groups} 个分组`,
  groupFull: `每个分组最多收藏 ${FAVORITE_LIMITS.fontsPerGroup} 款字体`,
  tooManyArticles: `最多收藏 ${FAVORITE_LIMITS.articles} 篇文章`,
  addNeedsOne: "请提供分组名称或文章编号",
  groupMissing: "收藏分组不存在",
  favoriteMissing: "收藏不存在",
  fontMissing: "字体不存在",
  fontNotInGroup: "该分组中没有这款字体",
  fontAlready: "这款字体已在该分组中",
  articleMissing: "文章不存在",
  articleAlready: "已收藏过这篇文章",
  usTokenMissing: "缺少收藏令牌，请重试",
  usTokenInvalid: "收藏令牌无效或已过期，请重试",
} as const;

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

/** One font group in `data` (spec §3 "Favourite entry"; `font` is added in the browser). */
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
