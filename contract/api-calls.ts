/**
 * Every call of the HTTP API (docs/product.md §7 and the service routes), described once: method, path
 * (from contract/api-paths.ts), the zod schemas its router parses, the schema of what a success
 * answers, and a Chinese summary. server/api/openapi.ts turns this list into the OpenAPI 3.1
 * document served at /api/openapi.json; server/api/openapi.test.ts checks it against the routes
 * the app really has, and server/api/openapi-answers.test.ts checks real answers against it
 * (docs/decisions/025-openapi-contract.md). Server-only: the browser never imports this module.
 */
import { z } from "zod";
import { bindAccountBody, captchaCheckBody, captchaGetBody, loginBody, profileFields, registerEmailBody, registerPhoneBody, restCodeVerifyBody, restPwdBody, sendCodeBody, smsLoginBody, unbindAccountBody, updatePwdBody } from "./account";
import { fontIdParam, fontListQuery, variableListQuery } from "./fonts";
import { columnQuery } from "./site";
import { id, idQuery, paging } from "./validators";
import { editNameBody, favoriteAddBody, fontInfoIdQuery } from "./favorites";
import { notifyListQuery, readAllQuery, systemNoticeBody } from "./notifications";
import { comparePdfParams } from "./compare";
import { pageCostBody } from "./page-cost";
import { acceptInput, auditQuery, mySubmissionsQuery, rejectInput, roleInput, specimenInput, submissionsQuery, usersQuery } from "./admin";
import { adminContentQuery, contentInput, contentKindQuery, previewInput } from "./admin-content";
import { adminContentDetail, adminContentPage, markdownPreview, uploadedImage, uploadedVideo } from "./answers/admin-content";
import { boardQuery, replyInput } from "./board";
import { advertQuery, articleListQuery, messageInput, promotionListQuery, searchByTypeQuery, searchQuery, submissionInput, tagListQuery, uploadQuery } from "./content";
import { downloadUrlQuery, signedDownloadQuery, signedZipQuery } from "./downloads";
import { API_PATHS, type ApiPath } from "./api-paths";
import { nothing, signedUrl } from "./answers/common";
import { fontChars, fontDict, fontDetail, fontFaceInfo, fontFaceItem, fontListItem, fontListPage, variableFontPage } from "./answers/fonts";
import { baikeTagGroup, collectionDetail, contentCard, contentDetail, contentPage, friendLink, homeData, hotKeyword, savedSubmission, searchPage, uploadedFile, uploadGrant, webColumn } from "./answers/content";
import {
  adminMe,
  adminSubmissionDetail,
  adminSubmissionPage,
  adminUser,
  adminUserPage,
  adminBoardMessage,
  adminBoardPage,
  auditPage,
  captchaPassed,
  captchaPuzzle,
  createdId,
  dashboardCounts,
  downloadPage,
  favoriteData,
  favoriteGroupFonts,
  loginData,
  mySubmissionPage,
  noticeSent,
  notificationItem,
  notificationPage,
  pageCost,
  redirectUrl,
  subsetBody,
  subsetItem,
  unreadCounts,
  userInfoData,
  variableSubset,
  variableSubsetBody,
} from "./answers/account";

export type HttpMethod = "get" | "post" | "put" | "delete";

/** A success that is not the JSON envelope: a stylesheet, a font file, an archive, a PDF, a redirect. */
export interface FileAnswer {
  /** Media types the answer may have; "redirect" for a 302 to another site. */
  media: string[] | "redirect";
  note: string;
}

export interface ApiCall {
  method: HttpMethod;
  /** From contract/api-paths.ts, the one table of paths (OpenAPI style: path parameters as {id}). */
  path: ApiPath;
  tag: string;
  summary: string;
  /** Needs a sign-in token (X-Access-Token / X-Auth-Token). */
  auth?: boolean;
  /** Needs the operator's token (X-Operator-Token, OPERATOR_TOKEN). */
  operator?: boolean;
  query?: z.ZodObject;
  /** Path parameters. */
  params?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A body that is not a JSON object the router parses with a schema: its media type, shape and what it is. */
  rawBody?: { media: string; schema: z.ZodType; note: string };
  /** `data` of the envelope a success answers (z.null() for a message alone). */
  answer?: z.ZodType;
  /** Or a success that is not the envelope. */
  file?: FileAnswer;
}

const FONT_FILES = ["font/ttf", "font/otf", "font/collection", "font/woff", "font/woff2"];
const binary = z.string().meta({ format: "binary" });
/** /css2's query (the grammar is contract/webfont.ts: the Google Fonts CSS API's). */
const css2Query = z.object({
  family: z.string().describe("名称[:wght@400;700]，可重复"),
  display: z.enum(["auto", "block", "swap", "fallback", "optional"]).optional(),
  text: z.string().optional().describe("只要这些字：每个字体一个精确子集"),
  subset: z.string().optional().describe("切片策略，如 chinese-traditional"),
});
const sliceParams = z.object({
  sha: z.string().regex(/^[0-9a-f]{64}$/),
  face: z.string().regex(/^\d{1,3}$/),
  strategy: z.string(),
  file: z.string().describe("切片序号与内容摘要，如 3.0123456789abcdef.woff2"),
});

export const API_CALLS: ApiCall[] = [
  // 站点
  { method: "get", path: API_PATHS.friendLinks, tag: "站点", summary: "友情链接，按 sort 降序", answer: z.array(friendLink) },
  { method: "get", path: API_PATHS.fontDict, tag: "站点", summary: "字体字典（分类、授权、字重、语言、排序）", answer: fontDict },
  { method: "get", path: API_PATHS.homeData, tag: "站点", summary: "首页数据（横幅、特色、精选字体）", answer: homeData },
  { method: "get", path: API_PATHS.columns, tag: "站点", summary: "按类型取栏目", query: columnQuery, answer: z.array(webColumn) },
  // 字体
  { method: "get", path: API_PATHS.fontList, tag: "字体", summary: "字体家族列表（筛选、关键词、按文字找字体 text/cover、字符集 standard、可免费商用 commercial、排序、分页）", query: fontListQuery, answer: fontListPage },
  { method: "get", path: API_PATHS.fontDetail, tag: "字体", summary: "字体家族详情", query: fontIdParam, answer: fontDetail },
  { method: "get", path: API_PATHS.fontFaces, tag: "字体", summary: "家族中的字体（字重、样式）", params: fontIdParam, answer: z.array(fontFaceItem) },
  { method: "get", path: API_PATHS.fontInfo, tag: "字体", summary: "单个字体的文件信息", params: fontIdParam, answer: fontFaceInfo },
  { method: "get", path: API_PATHS.fontFamilyOf, tag: "字体", summary: "单个字体所属的家族", params: fontIdParam, answer: fontListItem },
  { method: "get", path: API_PATHS.fontChars, tag: "字体", summary: "单个字体收录的全部字符（按通用规范、GB 2312、Big5 与区块分组，标出各字符集缺少的字）", params: fontIdParam, answer: fontChars },
  { method: "get", path: API_PATHS.variableList, tag: "字体", summary: "可变字体列表", query: variableListQuery, answer: variableFontPage },
  { method: "post", path: API_PATHS.subset, tag: "字体子集", summary: "按文字裁切字体子集（WOFF2 与 TTF/OTF 地址）", rawBody: { media: "application/json", schema: subsetBody, note: "JSON 数组 [{gno, text}]，最多 50 项" }, answer: z.array(subsetItem) },
  { method: "post", path: API_PATHS.variableSubset, tag: "字体子集", summary: "可变字体子集（固定或限制可变轴）", rawBody: { media: "application/json", schema: variableSubsetBody, note: "JSON {gno, text, axes?}" }, answer: variableSubset },
  // 下载
  { method: "get", path: API_PATHS.downloadUrl, tag: "下载", summary: "签名的限时下载地址（首次需同意《字体使用协议》，agree=1）", auth: true, query: downloadUrlQuery, answer: signedUrl },
  { method: "get", path: API_PATHS.download, tag: "下载", summary: "凭签名下载字体原文件（链接由 get-download-url 给出）", params: idQuery, query: signedDownloadQuery, file: { media: FONT_FILES, note: "字体文件（attachment）" } },
  { method: "get", path: API_PATHS.downloadHistory, tag: "下载", summary: "我的下载记录", auth: true, query: paging, answer: downloadPage },
  // 合集、书法百科、案例
  { method: "get", path: API_PATHS.collectionTags, tag: "合集", summary: "合集标签", answer: z.array(z.string()) },
  { method: "get", path: API_PATHS.collectionList, tag: "合集", summary: "合集列表（按标签、分页）", query: tagListQuery, answer: contentPage },
  { method: "get", path: API_PATHS.collectionDetail, tag: "合集", summary: "合集详情与其中的字体", query: idQuery, answer: collectionDetail },
  { method: "get", path: API_PATHS.collectionZipUrl, tag: "合集", summary: "合集字体打包下载的签名地址（首次需同意《字体使用协议》，agree=1）", auth: true, query: downloadUrlQuery, answer: signedUrl },
  { method: "get", path: API_PATHS.collectionZip, tag: "合集", summary: "凭签名下载合集压缩包", params: idQuery, query: signedZipQuery, file: { media: ["application/zip"], note: "ZIP 文件（attachment）" } },
  { method: "get", path: API_PATHS.baikeTitles, tag: "书法百科", summary: "按标签分组的词条标题", answer: z.array(baikeTagGroup) },
  { method: "get", path: API_PATHS.baikeList, tag: "书法百科", summary: "词条列表（按标签、分页）", query: tagListQuery, answer: contentPage },
  { method: "get", path: API_PATHS.baikeDetail, tag: "书法百科", summary: "词条详情", query: idQuery, answer: contentDetail },
  { method: "get", path: API_PATHS.caseList, tag: "案例", summary: "案例列表", query: searchQuery, answer: contentPage },
  { method: "get", path: API_PATHS.caseDetail, tag: "案例", summary: "案例详情", query: idQuery, answer: contentDetail },
  // 其他内容
  { method: "get", path: API_PATHS.articleList, tag: "内容", summary: "文章列表（资讯与新闻按栏目区分）", query: articleListQuery, answer: contentPage },
  { method: "get", path: API_PATHS.articleDetail, tag: "内容", summary: "文章详情（上一篇、下一篇、相关文章）", query: idQuery, answer: contentDetail },
  { method: "get", path: API_PATHS.videoList, tag: "内容", summary: "视频列表", query: searchQuery, answer: contentPage },
  { method: "get", path: API_PATHS.videoDetail, tag: "内容", summary: "视频详情", query: idQuery, answer: contentDetail },
  { method: "get", path: API_PATHS.promotionList, tag: "内容", summary: "推广与专辑列表", query: promotionListQuery, answer: contentPage },
  { method: "get", path: API_PATHS.promotionDetail, tag: "内容", summary: "推广与专辑详情", query: idQuery, answer: contentDetail },
  { method: "get", path: API_PATHS.adverts, tag: "内容", summary: "按位置取广告", query: advertQuery, answer: z.array(contentCard) },
  { method: "get", path: API_PATHS.keywords, tag: "内容", summary: "热门搜索词", answer: z.array(hotKeyword) },
  { method: "get", path: API_PATHS.search, tag: "搜索", summary: "全站搜索（字体、文章、案例、百科、视频）", query: searchQuery, answer: searchPage },
  { method: "get", path: API_PATHS.searchByType, tag: "搜索", summary: "按类型搜索", query: searchByTypeQuery, answer: searchPage },
  // 投稿与留言
  { method: "get", path: API_PATHS.uploadGrant, tag: "投稿与留言", summary: "短期上传凭证（限定对象键前缀）", answer: uploadGrant },
  { method: "put", path: API_PATHS.upload, tag: "投稿与留言", summary: "凭上传凭证上传字体文件", query: uploadQuery, rawBody: { media: "application/octet-stream", schema: binary, note: "字体文件的原始字节" }, answer: uploadedFile },
  { method: "post", path: API_PATHS.saveSubmission, tag: "投稿与留言", summary: "提交投稿（服务器逐个解析上传的字体）", body: submissionInput, answer: savedSubmission },
  { method: "post", path: API_PATHS.message, tag: "投稿与留言", summary: "留言", body: messageInput, answer: createdId },
  // 网页字体
  { method: "get", path: API_PATHS.css2, tag: "网页字体", summary: "网页字体 CSS（family=名称[:wght@400;700]、display=、text=、subset=，语法同 Google Fonts CSS API）", query: css2Query, file: { media: ["text/css"], note: "@font-face 规则" } },
  { method: "get", path: API_PATHS.webfontSlice, tag: "网页字体", summary: "按 unicode-range 切片的 WOFF2 文件（首次请求时生成）", params: sliceParams, file: { media: ["font/woff2"], note: "永久缓存" } },
  { method: "get", path: API_PATHS.webfontText, tag: "网页字体", summary: "text= 精确子集的 WOFF2 文件", params: z.object({ file: z.string().describe("内容摘要.woff2") }), file: { media: ["font/woff2"], note: "永久缓存" } },
  // 收藏（个人中心）
  { method: "post", path: API_PATHS.favoriteAdd, tag: "收藏", summary: "新建收藏分组 {name}，或收藏文章 {articleId}", auth: true, body: favoriteAddBody, answer: createdId.nullable() },
  { method: "put", path: API_PATHS.favoriteRename, tag: "收藏", summary: "重命名分组", auth: true, params: idQuery, body: editNameBody, answer: nothing },
  { method: "get", path: API_PATHS.favoriteData, tag: "收藏", summary: "我的全部收藏（分组与文章）", auth: true, answer: favoriteData },
  { method: "get", path: API_PATHS.favoriteToken, tag: "收藏", summary: "短期 us-token（收藏字体时放在 us-token 头中）", auth: true, answer: z.string() },
  { method: "post", path: API_PATHS.favoriteAddFont, tag: "收藏", summary: "把字体加入分组（需 us-token 头）", auth: true, params: z.object({ groupId: id }), query: fontInfoIdQuery, answer: nothing },
  { method: "delete", path: API_PATHS.favoriteRemoveFont, tag: "收藏", summary: "从分组移除字体", auth: true, params: z.object({ groupId: id, fontId: id }), answer: nothing },
  { method: "get", path: API_PATHS.favoriteGroupFonts, tag: "收藏", summary: "分组中的字体", auth: true, params: idQuery, answer: favoriteGroupFonts },
  { method: "delete", path: API_PATHS.favoriteRemove, tag: "收藏", summary: "删除分组（连同其中的字体）或取消收藏文章", auth: true, params: idQuery, answer: nothing },
  // 消息
  { method: "get", path: API_PATHS.notifyList, tag: "消息", summary: "我的消息（按类型、分页）", auth: true, query: notifyListQuery, answer: notificationPage },
  { method: "get", path: API_PATHS.notifyCounts, tag: "消息", summary: "未读消息数（总数与各类型）", auth: true, answer: unreadCounts },
  { method: "get", path: API_PATHS.notifyRead, tag: "消息", summary: "标记一条消息已读", auth: true, params: idQuery, answer: unreadCounts },
  { method: "put", path: API_PATHS.notifyReadAll, tag: "消息", summary: "全部标记已读（可按类型）", auth: true, query: readAllQuery, answer: unreadCounts },
  { method: "get", path: API_PATHS.myNews, tag: "消息", summary: "最新的几条消息（存入 messageList Cookie）", auth: true, answer: z.array(notificationItem) },
  { method: "post", path: API_PATHS.operatorNotices, tag: "运营", summary: "发布系统通知（需 X-Operator-Token 头，即 OPERATOR_TOKEN；未配置时不可用）", operator: true, body: systemNoticeBody, answer: noticeSent },
  // 对比
  { method: "post", path: API_PATHS.pageCost, tag: "字体", summary: "网页加载量估算：这段文字用按需切片、text= 子集、整个字体文件各要多少请求与字节", body: pageCostBody, answer: pageCost },
  { method: "get", path: API_PATHS.comparePdf, tag: "对比", summary: "字体对比 PDF（嵌入各字体子集，文字可选中）", query: comparePdfParams, file: { media: ["application/pdf"], note: "PDF（可选中文字）" } },
  // 验证码与账户
  { method: "post", path: API_PATHS.captchaGet, tag: "账户", summary: "获取滑块拼图验证码", body: captchaGetBody, answer: captchaPuzzle },
  { method: "post", path: API_PATHS.captchaCheck, tag: "账户", summary: "校验滑块位置", body: captchaCheckBody, answer: captchaPassed },
  { method: "post", path: API_PATHS.sendCode, tag: "账户", summary: "发送短信或邮件验证码（需通过验证码）", body: sendCodeBody, answer: nothing },
  { method: "post", path: API_PATHS.registerPhone, tag: "账户", summary: "手机号注册", body: registerPhoneBody, answer: loginData },
  { method: "post", path: API_PATHS.registerEmail, tag: "账户", summary: "邮箱注册", body: registerEmailBody, answer: loginData },
  { method: "post", path: API_PATHS.login, tag: "账户", summary: "密码登录", body: loginBody, answer: loginData },
  { method: "post", path: API_PATHS.smsLogin, tag: "账户", summary: "验证码登录", body: smsLoginBody, answer: loginData },
  { method: "post", path: API_PATHS.logout, tag: "账户", summary: "退出登录（令牌失效）", auth: true, answer: nothing },
  { method: "get", path: API_PATHS.userInfo, tag: "账户", summary: "当前用户信息", auth: true, answer: userInfoData },
  { method: "post", path: API_PATHS.restCodeVerify, tag: "账户", summary: "找回密码：校验验证码", body: restCodeVerifyBody, answer: nothing },
  { method: "put", path: API_PATHS.restPwd, tag: "账户", summary: "找回密码：设置新密码", body: restPwdBody, answer: nothing },
  { method: "put", path: API_PATHS.updatePwd, tag: "账户", summary: "修改密码", auth: true, body: updatePwdBody, answer: nothing },
  { method: "put", path: API_PATHS.bindAccount, tag: "账户", summary: "绑定手机号或邮箱", auth: true, body: bindAccountBody, answer: userInfoData },
  { method: "put", path: API_PATHS.unbindAccount, tag: "账户", summary: "解绑手机号、邮箱或微信", auth: true, body: unbindAccountBody, answer: userInfoData },
  { method: "post", path: API_PATHS.updateInfo, tag: "账户", summary: "修改资料与头像", auth: true, rawBody: { media: "multipart/form-data", schema: profileFields.extend({ file: binary.optional() }), note: "nickname、gender、birthday、bio、file（头像图片）" }, answer: userInfoData },
  { method: "get", path: API_PATHS.wechatAuthorize, tag: "账户", summary: "跳转微信网站应用授权", query: z.object({ redirect: z.string().optional().describe("登录后回到的站内路径") }), file: { media: "redirect", note: "302 跳转到微信授权页" } },
  { method: "get", path: API_PATHS.wechatCallback, tag: "账户", summary: "微信授权回调", query: z.object({ code: z.string(), state: z.string() }), file: { media: "redirect", note: "302 跳转回网站" } },
  { method: "post", path: API_PATHS.wechatBindUrl, tag: "账户", summary: "绑定微信的授权地址", auth: true, answer: redirectUrl },
  // 我的投稿与管理后台（审核员、管理员；未登录 401/S00106，普通会员 403）
  { method: "get", path: API_PATHS.mySubmissions, tag: "投稿与留言", summary: "我的投稿（状态、未通过原因、收录后的字体）", auth: true, query: mySubmissionsQuery, answer: mySubmissionPage },
  { method: "get", path: API_PATHS.adminMe, tag: "管理后台", summary: "当前后台用户与角色", auth: true, answer: adminMe },
  { method: "get", path: API_PATHS.adminDashboard, tag: "管理后台", summary: "概览：待审核投稿、新留言、今日注册与下载", auth: true, answer: dashboardCounts },
  { method: "get", path: API_PATHS.adminSubmissions, tag: "管理后台", summary: "投稿队列（按状态，新的在前）", auth: true, query: submissionsQuery, answer: adminSubmissionPage },
  { method: "get", path: API_PATHS.adminSubmission, tag: "管理后台", summary: "一条投稿：投稿人、说明、授权声明，及每个文件中字体引擎读到的信息与字符覆盖", auth: true, params: idQuery, answer: adminSubmissionDetail },
  { method: "post", path: API_PATHS.adminAccept, tag: "管理后台", summary: "通过：按 fonts:import 的流程收录进字库（可改名称、分类、授权、介绍、设计师），答 {fontId}", auth: true, params: idQuery, body: acceptInput, answer: z.object({ fontId: z.number().int() }) },
  { method: "post", path: API_PATHS.adminReject, tag: "管理后台", summary: "不通过（须写原因）", auth: true, params: idQuery, body: rejectInput, answer: createdId },
  { method: "post", path: API_PATHS.adminSpecimen, tag: "管理后台", summary: "投稿字体的实时样张（经字体子集服务，仅返回给审核员，不公开存放）", auth: true, params: idQuery, body: specimenInput, file: { media: ["font/woff2"], note: "不缓存" } },
  { method: "get", path: API_PATHS.adminAudit, tag: "管理后台", summary: "操作日志（只读）", auth: true, query: auditQuery, answer: auditPage },
  { method: "get", path: API_PATHS.adminUsers, tag: "管理后台", summary: "用户与角色（仅管理员）", auth: true, query: usersQuery, answer: adminUserPage },
  { method: "put", path: API_PATHS.adminUserRole, tag: "管理后台", summary: "授予或收回角色（仅管理员，不能改自己的）", auth: true, params: idQuery, body: roleInput, answer: adminUser },
  { method: "get", path: API_PATHS.adminMessages, tag: "管理后台", summary: "留言管理：留言与定制需求（按状态，新的在前；全部不含垃圾留言），附各状态数量", auth: true, query: boardQuery, answer: adminBoardPage },
  { method: "post", path: API_PATHS.adminMessageReply, tag: "管理后台", summary: "回复留言（纯文本；留言连同回复显示在 /contact）", auth: true, params: idQuery, body: replyInput, answer: adminBoardMessage },
  { method: "post", path: API_PATHS.adminMessageHide, tag: "管理后台", summary: "隐藏留言（不再显示在 /contact）", auth: true, params: idQuery, answer: adminBoardMessage },
  { method: "post", path: API_PATHS.adminMessageSpam, tag: "管理后台", summary: "标记为垃圾留言（不显示，单独计数）", auth: true, params: idQuery, answer: adminBoardMessage },
  { method: "post", path: API_PATHS.adminMessageRestore, tag: "管理后台", summary: "恢复隐藏或垃圾留言（有回复则重新显示，否则回到待处理）", auth: true, params: idQuery, answer: adminBoardMessage },
  { method: "get", path: API_PATHS.adminContent, tag: "管理后台", summary: "内容列表（按类型，可搜索、按发布状态筛选、按排序值或最近编辑排序，分页）", auth: true, query: adminContentQuery, answer: adminContentPage },
  { method: "post", path: API_PATHS.adminContent, tag: "管理后台", summary: "新建内容（Markdown 正文按 content/ 文件的流程渲染与净化；写入操作日志）", auth: true, body: contentInput, answer: adminContentDetail },
  { method: "get", path: API_PATHS.adminContentItem, tag: "管理后台", summary: "一条内容，按编辑表单的字段", auth: true, params: idQuery, query: contentKindQuery, answer: adminContentDetail },
  { method: "put", path: API_PATHS.adminContentItem, tag: "管理后台", summary: "修改、发布或下架内容（此后 content:load 不再覆盖它；写入操作日志）", auth: true, params: idQuery, body: contentInput, answer: adminContentDetail },
  { method: "delete", path: API_PATHS.adminContentItem, tag: "管理后台", summary: "删除在后台新建的内容（来自 content/ 的请下架）", auth: true, params: idQuery, query: contentKindQuery, answer: nothing },
  { method: "post", path: API_PATHS.adminContentImages, tag: "管理后台", summary: "上传封面或正文图片（JPG、PNG、WebP、GIF，最大 10 MB，转存为 WebP）", auth: true, rawBody: { media: "multipart/form-data", schema: z.object({ file: binary }), note: "file：图片" }, answer: uploadedImage },
  { method: "post", path: API_PATHS.adminContentRestore, tag: "管理后台", summary: "还原为文件内容：按 content/ 中的文件重写在后台编辑过的内容（清除后台编辑标记，重新上架；写入操作日志）；后台新建的或文件中已没有的答 409", auth: true, params: idQuery, query: contentKindQuery, answer: adminContentDetail },
  { method: "post", path: API_PATHS.adminContentVideos, tag: "管理后台", summary: "上传视频文件（H.264 视频、AAC 或无音频的 MP4，大小上限见 CONTENT_VIDEO_MAX_MB；读出时长与画面尺寸）", auth: true, rawBody: { media: "video/mp4", schema: binary, note: "MP4 文件的原始字节" }, answer: uploadedVideo },
  { method: "post", path: API_PATHS.adminContentPreview, tag: "管理后台", summary: "Markdown 预览：与网站正文同一渲染与净化流程", auth: true, body: previewInput, answer: markdownPreview },
];
