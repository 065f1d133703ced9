/**
 * Every path of the HTTP API, written once. The routers mount these (honoPath turns `{id}` into
 * Hono's `:id`), the browser calls them (fillPath puts the values in), contract/api-calls.ts
 * describes them for OpenAPI, and the abuse tests feed them bad input. Free of zod and of
 * anything else: every page may load it.
 *
 * Templates use OpenAPI's form, `{name}` for a path parameter.
 */
/** The favourite calls share a prefix, which their router guards as a whole. */
export const FAVORITE_BASE = "/api/v1/web/personal/favorite";

export const API_PATHS = {
  // 站点
  friendLinks: "/web/api/friendshipLinks/getFriendshipLinks",
  fontDict: "/web/api/dict/font-default",
  homeData: "/web/api/showData/getData",
  columns: "/web/api/web-column/getColumnByType",
  // 字体
  fontList: "/web/api/font/getFontList",
  fontDetail: "/web/api/font/getFontDetail",
  fontFaces: "/api/v1/web/search/{id}/childs",
  fontInfo: "/api/v1/web/search/fontInformation/{id}",
  fontFamilyOf: "/api/v1/web/search/fontInformation/{id}/pid",
  fontChars: "/api/v1/web/search/fontInformation/{id}/chars",
  variableList: "/api/v1/variable/query-list",
  pageCost: "/web/api/font/page-cost",
  // 字体子集
  subset: "/webfont/http",
  variableSubset: "/subset/web-variable-font",
  // 下载
  downloadUrl: "/web/api/font/get-download-url",
  download: "/api/v1/web/{id}/download",
  downloadHistory: "/web/api/account/download/history",
  // 合集、书法百科、案例
  collectionTags: "/web/api/web-font-collection/getCollectionTagList",
  collectionList: "/web/api/web-font-collection/selectPage",
  collectionDetail: "/web/api/web-font-collection/getDetailById",
  collectionZipUrl: "/web/api/web-font-collection/download-font-zip-url",
  collectionZip: "/web/api/web-font-collection/zip/{id}",
  baikeTitles: "/web/api/shufa-baike/getCalligraphyTitleByTageId",
  baikeList: "/web/api/shufa-baike/selectPage",
  baikeDetail: "/web/api/shufa-baike/getDetailById",
  caseList: "/web/api/web-font-case/selectPage",
  caseDetail: "/web/api/web-font-case/selectDetail",
  // 其他内容与搜索
  articleList: "/web/api/web-wenzhang/selectPage",
  articleDetail: "/web/api/web-wenzhang/getDetailById",
  videoList: "/web/api/web-video/selectPage",
  videoDetail: "/web/api/web-video/getDetailById",
  promotionList: "/web/api/web-promotion/selectPage",
  promotionDetail: "/web/api/web-promotion/getDetail",
  adverts: "/web/api/adv/getData",
  keywords: "/web/api/keyword/getKeyword",
  search: "/web/api/web-findAll/getPageList",
  searchByType: "/web/api/web-findAll/getByParameter",
  // 投稿与留言
  uploadGrant: "/web/api/submission/getSTSToken",
  upload: "/web/api/submission/upload",
  saveSubmission: "/web/api/submission/saveSubmission",
  mySubmissions: "/api/v1/web/submission/mine",
  message: "/web/api/messageBoard/save",
  // 网页字体
  css2: "/css2",
  webfontSlice: "/webfont/s/{sha}/{face}/{strategy}/{file}",
  webfontText: "/webfont/t/{file}",
  // 收藏
  favoriteAdd: `${FAVORITE_BASE}/add`,
  favoriteRename: `${FAVORITE_BASE}/group/editName/{id}`,
  favoriteData: `${FAVORITE_BASE}/data`,
  favoriteToken: `${FAVORITE_BASE}/token`,
  favoriteAddFont: `${FAVORITE_BASE}/add-font/{groupId}`,
  favoriteRemoveFont: `${FAVORITE_BASE}/fonts/rm/{groupId}/{fontId}`,
  favoriteGroupFonts: `${FAVORITE_BASE}/fonts/{id}`,
  favoriteRemove: `${FAVORITE_BASE}/rm/{id}`,
  // 消息
  notifyList: "/api/v1/web/notifyList",
  notifyCounts: "/api/v1/web/notify",
  notifyRead: "/api/v1/web/notify/{id}/read",
  notifyReadAll: "/api/v1/web/notify/read-all",
  myNews: "/api/v1/news/my-news",
  operatorNotices: "/api/v1/operator/notices",
  // 对比
  comparePdf: "/api/v1/web/compare/pdf",
  // 验证码与账户
  captchaGet: "/captcha/get",
  captchaCheck: "/captcha/check",
  sendCode: "/web/api/account/sendCode",
  registerPhone: "/web/api/account/register/phone",
  registerEmail: "/web/api/account/register/email",
  login: "/web/api/login",
  smsLogin: "/web/api/sms-login",
  logout: "/web/api/logout",
  userInfo: "/web/api/account/user-info",
  restCodeVerify: "/web/api/account/rest-code-verify",
  restPwd: "/web/api/account/rest-pwd",
  updatePwd: "/web/api/account/update-account-pwd",
  bindAccount: "/web/api/account/bind-account",
  unbindAccount: "/web/api/account/unbind-account",
  updateInfo: "/web/api/account/update-account-info",
  wechatAuthorize: "/web/api/wechat/authorize",
  wechatCallback: "/web/api/wechat/callback",
  wechatBindUrl: "/web/api/wechat/bind-url",
  // 管理后台
  adminMe: "/api/v1/admin/me",
  adminDashboard: "/api/v1/admin/dashboard",
  adminSubmissions: "/api/v1/admin/submissions",
  adminSubmission: "/api/v1/admin/submissions/{id}",
  adminAccept: "/api/v1/admin/submissions/{id}/accept",
  adminReject: "/api/v1/admin/submissions/{id}/reject",
  adminSpecimen: "/api/v1/admin/submissions/{id}/specimen",
  adminAudit: "/api/v1/admin/audit",
  adminUsers: "/api/v1/admin/users",
  adminUserRole: "/api/v1/admin/users/{id}/role",
  adminMessages: "/api/v1/admin/messages",
  adminMessageReply: "/api/v1/admin/messages/{id}/reply",
  adminMessageHide: "/api/v1/admin/messages/{id}/hide",
  adminMessageSpam: "/api/v1/admin/messages/{id}/spam",
  adminMessageRestore: "/api/v1/admin/messages/{id}/restore",
  adminContent: "/api/v1/admin/content",
  adminContentItem: "/api/v1/admin/content/{id}",
  adminContentImages: "/api/v1/admin/content/images",
  adminContentVideos: "/api/v1/admin/content/videos",
  adminContentPreview: "/api/v1/admin/content/preview",
  adminContentRestore: "/api/v1/admin/content/{id}/restore",
} as const;

export type ApiPathName = keyof typeof API_PATHS;
export type ApiPath = (typeof API_PATHS)[ApiPathName];

/** `{id}` → `:id` at the type level too, so Hono still types each handler's `c.req.param()`. */
type HonoPath<T extends string> = T extends `${infer Head}{${infer Name}}${infer Tail}` ? `${Head}:${Name}${HonoPath<Tail>}` : T;

/** The template as Hono mounts it: `{id}` → `:id`. */
export function honoPath<T extends ApiPath>(template: T): HonoPath<T> {
  return template.replace(/\{(\w+)\}/g, ":$1") as HonoPath<T>;
}

/** A concrete path: each `{name}` replaced by its value, percent-encoded. */
export function fillPath(template: ApiPath, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
