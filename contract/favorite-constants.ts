/** Favourite constants both sides use (free of zod: every favourite button loads this module). */
import { API_PATHS as P, fillPath } from "./api-paths";
import { MESSAGES } from "./messages";

/** The browser's favourite calls, their values filled in (the paths themselves: contract/api-paths.ts). */
export const FAVORITE_PATHS = {
  add: P.favoriteAdd,
  data: P.favoriteData,
  token: P.favoriteToken,
  editName: (groupId: number) => fillPath(P.favoriteRename, { id: groupId }),
  rm: (favoriteId: number) => fillPath(P.favoriteRemove, { id: favoriteId }),
  addFont: (groupId: number, fontId: number) => `${fillPath(P.favoriteAddFont, { groupId })}?fontInfoId=${fontId}`,
  rmFont: (groupId: number, fontId: number) => fillPath(P.favoriteRemoveFont, { groupId, fontId }),
  fonts: (groupId: number) => fillPath(P.favoriteGroupFonts, { id: groupId }),
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
