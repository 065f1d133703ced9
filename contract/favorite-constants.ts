/** Favourite constants both sides use (free of zod: every favourite button loads this module). */
import { MESSAGES } from "./messages";

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
  fontMissing: MESSAGES.compareMissing,
  fontNotInGroup: "该分组中没有这款字体",
  fontAlready: "这款字体已在该分组中",
  articleMissing: "文章不存在",
  articleAlready: "已收藏过这篇文章",
  usTokenMissing: "缺少收藏令牌，请重试",
  usTokenInvalid: "收藏令牌无效或已过期，请重试",
} as const;
