/**
 * Every call of the HTTP API (docs/product.md §7 and the service routes), described once: method, path,
 * the zod schemas its router parses, and a Chinese summary. server/api/openapi.ts turns this list
 * into the OpenAPI 3.1 document served at /api/openapi.json; server/api/openapi.test.ts checks it
 * against the routes the app really has, so the description cannot drift. Server-only: the
 * browser never imports this module (it would bring zod along).
 */
import { z } from "zod";
import { bindAccountBody, loginBody, registerEmailBody, registerPhoneBody, restCodeVerifyBody, restPwdBody, sendCodeBody, smsLoginBody, unbindAccountBody, updatePwdBody } from "./account";
import { fontIdParam, fontListQuery, variableListQuery } from "./fonts";
import { columnQuery } from "./site";
import { id, idQuery, paging } from "./validators";
import { editNameBody, favoriteAddBody, fontInfoIdQuery } from "./favorites";
import { notifyListQuery, readAllQuery, systemNoticeBody } from "./notifications";
import { comparePdfParams } from "./compare";
import { pageCostBody } from "./page-cost";
import { acceptInput, auditQuery, mySubmissionsQuery, rejectInput, roleInput, specimenInput, submissionsQuery, usersQuery } from "./admin";
import { adminContentQuery, contentInput, contentKindQuery, previewInput } from "./admin-content";
import { boardQuery, replyInput } from "./board";
import { advertQuery, articleListQuery, messageInput, promotionListQuery, searchByTypeQuery, searchQuery, submissionInput, tagListQuery } from "./content";

export type HttpMethod = "get" | "post" | "put" | "delete";

export interface ApiCall {
  method: HttpMethod;
  /** OpenAPI style: path parameters as {id}. */
  path: string;
  tag: string;
  summary: string;
  /** Needs a sign-in token (X-Access-Token / X-Auth-Token). */
  auth?: boolean;
  query?: z.ZodObject;
  /** Path parameters. */
  params?: z.ZodObject;
  body?: z.ZodType;
  /** A body that is not JSON (multipart form, raw JSON parsed by hand …): what it is. */
  bodyNote?: string;
  /** What a success answers when it is not the JSON envelope. */
  responseNote?: string;
}

export const API_CALLS: ApiCall[] = [
  // 站点
  { method: "get", path: "/web/api/friendshipLinks/getFriendshipLinks", tag: "站点", summary: "友情链接，按 sort 降序" },
  { method: "get", path: "/web/api/dict/font-default", tag: "站点", summary: "字体字典（分类、授权、字重、语言、排序）" },
  { method: "get", path: "/web/api/showData/getData", tag: "站点", summary: "首页数据（横幅、特色、精选字体）" },
  { method: "get", path: "/web/api/web-column/getColumnByType", tag: "站点", summary: "按类型取栏目", query: columnQuery },
  // 字体
  { method: "get", path: "/web/api/font/getFontList", tag: "字体", summary: "字体家族列表（筛选、关键词、按文字找字体 text/cover、字符集 standard、可免费商用 commercial、排序、分页）", query: fontListQuery },
  { method: "get", path: "/web/api/font/getFontDetail", tag: "字体", summary: "字体家族详情", query: fontIdParam },
  { method: "get", path: "/api/v1/web/search/{id}/childs", tag: "字体", summary: "家族中的字体（字重、样式）", params: fontIdParam },
  { method: "get", path: "/api/v1/web/search/fontInformation/{id}", tag: "字体", summary: "单个字体的文件信息", params: fontIdParam },
  { method: "get", path: "/api/v1/web/search/fontInformation/{id}/pid", tag: "字体", summary: "单个字体所属的家族", params: fontIdParam },
  { method: "get", path: "/api/v1/web/search/fontInformation/{id}/chars", tag: "字体", summary: "单个字体收录的全部字符（按通用规范、GB 2312、Big5 与区块分组，标出各字符集缺少的字）", params: fontIdParam },
  { method: "get", path: "/api/v1/variable/query-list", tag: "字体", summary: "可变字体列表", query: variableListQuery },
  { method: "post", path: "/webfont/http", tag: "字体子集", summary: "按文字裁切字体子集（WOFF2 与 TTF/OTF 地址）", bodyNote: "JSON 数组 [{gno, text}]，最多 50 项" },
  { method: "post", path: "/subset/web-variable-font", tag: "字体子集", summary: "可变字体子集（固定或限制可变轴）", bodyNote: "JSON {gno, text, axes?}" },
  // 下载
  { method: "get", path: "/web/api/font/get-download-url", tag: "下载", summary: "签名的限时下载地址（首次需同意《字体使用协议》）", auth: true },
  { method: "get", path: "/api/v1/web/{id}/download", tag: "下载", summary: "凭签名下载字体原文件", responseNote: "字体文件（attachment）" },
  { method: "get", path: "/web/api/account/download/history", tag: "下载", summary: "我的下载记录", auth: true, query: paging },
  // 合集、书法百科、案例
  { method: "get", path: "/web/api/web-font-collection/getCollectionTagList", tag: "合集", summary: "合集标签" },
  { method: "get", path: "/web/api/web-font-collection/selectPage", tag: "合集", summary: "合集列表（按标签、分页）", query: tagListQuery },
  { method: "get", path: "/web/api/web-font-collection/getDetailById", tag: "合集", summary: "合集详情与其中的字体", query: idQuery },
  { method: "get", path: "/web/api/web-font-collection/download-font-zip-url", tag: "合集", summary: "合集字体打包下载的签名地址（首次需同意《字体使用协议》，agree=1）", auth: true, query: idQuery },
  { method: "get", path: "/web/api/web-font-collection/zip/{id}", tag: "合集", summary: "凭签名下载合集压缩包", params: idQuery, responseNote: "ZIP 文件（attachment）" },
  { method: "get", path: "/web/api/shufa-baike/getCalligraphyTitleByTageId", tag: "书法百科", summary: "按标签分组的词条标题" },
  { method: "get", path: "/web/api/shufa-baike/selectPage", tag: "书法百科", summary: "词条列表（按标签、分页）", query: tagListQuery },
  { method: "get", path: "/web/api/shufa-baike/getDetailById", tag: "书法百科", summary: "词条详情", query: idQuery },
  { method: "get", path: "/web/api/web-font-case/selectPage", tag: "案例", summary: "案例列表", query: searchQuery },
  { method: "get", path: "/web/api/web-font-case/selectDetail", tag: "案例", summary: "案例详情", query: idQuery },
  // 其他内容
  { method: "get", path: "/web/api/web-wenzhang/selectPage", tag: "内容", summary: "文章列表（资讯与新闻按栏目区分）", query: articleListQuery },
  { method: "get", path: "/web/api/web-wenzhang/getDetailById", tag: "内容", summary: "文章详情（上一篇、下一篇、相关文章）", query: idQuery },
  { method: "get", path: "/web/api/web-video/selectPage", tag: "内容", summary: "视频列表", query: searchQuery },
  { method: "get", path: "/web/api/web-video/getDetailById", tag: "内容", summary: "视频详情", query: idQuery },
  { method: "get", path: "/web/api/web-promotion/selectPage", tag: "内容", summary: "推广与专辑列表", query: promotionListQuery },
  { method: "get", path: "/web/api/web-promotion/getDetail", tag: "内容", summary: "推广与专辑详情", query: idQuery },
  { method: "get", path: "/web/api/adv/getData", tag: "内容", summary: "按位置取广告", query: advertQuery },
  { method: "get", path: "/web/api/keyword/getKeyword", tag: "内容", summary: "热门搜索词" },
  { method: "get", path: "/web/api/web-findAll/getPageList", tag: "搜索", summary: "全站搜索（字体、文章、案例、百科、视频）", query: searchQuery },
  { method: "get", path: "/web/api/web-findAll/getByParameter", tag: "搜索", summary: "按类型搜索", query: searchByTypeQuery },
  // 投稿与留言
  { method: "get", path: "/web/api/submission/getSTSToken", tag: "投稿与留言", summary: "短期上传凭证（限定对象键前缀）" },
  { method: "put", path: "/web/api/submission/upload", tag: "投稿与留言", summary: "凭上传凭证上传字体文件", bodyNote: "文件原始字节；查询参数 grant、key" },
  { method: "post", path: "/web/api/submission/saveSubmission", tag: "投稿与留言", summary: "提交投稿（服务器逐个解析上传的字体）", body: submissionInput },
  { method: "post", path: "/web/api/messageBoard/save", tag: "投稿与留言", summary: "留言", body: messageInput },
  // 网页字体
  { method: "get", path: "/css2", tag: "网页字体", summary: "网页字体 CSS（family=名称[:wght@400;700]、display=、text=、subset=，语法同 Google Fonts CSS API）", responseNote: "text/css：@font-face 规则" },
  { method: "get", path: "/webfont/s/{sha}/{face}/{strategy}/{file}", tag: "网页字体", summary: "按 unicode-range 切片的 WOFF2 文件（首次请求时生成）", responseNote: "font/woff2，永久缓存" },
  { method: "get", path: "/webfont/t/{file}", tag: "网页字体", summary: "text= 精确子集的 WOFF2 文件", responseNote: "font/woff2，永久缓存" },
  // 收藏（个人中心）
  { method: "post", path: "/api/v1/web/personal/favorite/add", tag: "收藏", summary: "新建收藏分组 {name}，或收藏文章 {articleId}", auth: true, body: favoriteAddBody },
  { method: "put", path: "/api/v1/web/personal/favorite/group/editName/{id}", tag: "收藏", summary: "重命名分组", auth: true, params: idQuery, body: editNameBody },
  { method: "get", path: "/api/v1/web/personal/favorite/data", tag: "收藏", summary: "我的全部收藏（分组与文章）", auth: true },
  { method: "get", path: "/api/v1/web/personal/favorite/token", tag: "收藏", summary: "短期 us-token（收藏字体时放在 us-token 头中）", auth: true },
  { method: "post", path: "/api/v1/web/personal/favorite/add-font/{groupId}", tag: "收藏", summary: "把字体加入分组（需 us-token 头）", auth: true, params: z.object({ groupId: id }), query: fontInfoIdQuery },
  { method: "delete", path: "/api/v1/web/personal/favorite/fonts/rm/{groupId}/{fontId}", tag: "收藏", summary: "从分组移除字体", auth: true, params: z.object({ groupId: id, fontId: id }) },
  { method: "get", path: "/api/v1/web/personal/favorite/fonts/{id}", tag: "收藏", summary: "分组中的字体", auth: true, params: idQuery },
  { method: "delete", path: "/api/v1/web/personal/favorite/rm/{id}", tag: "收藏", summary: "删除分组（连同其中的字体）或取消收藏文章", auth: true, params: idQuery },
  // 消息
  { method: "get", path: "/api/v1/web/notifyList", tag: "消息", summary: "我的消息（按类型、分页）", auth: true, query: notifyListQuery },
  { method: "get", path: "/api/v1/web/notify", tag: "消息", summary: "未读消息数（总数与各类型）", auth: true },
  { method: "get", path: "/api/v1/web/notify/{id}/read", tag: "消息", summary: "标记一条消息已读", auth: true, params: idQuery },
  { method: "put", path: "/api/v1/web/notify/read-all", tag: "消息", summary: "全部标记已读（可按类型）", auth: true, query: readAllQuery },
  { method: "get", path: "/api/v1/news/my-news", tag: "消息", summary: "最新的几条消息（存入 messageList Cookie）", auth: true },
  { method: "post", path: "/api/v1/operator/notices", tag: "运营", summary: "发布系统通知（需 Authorization: Bearer OPERATOR_TOKEN；未配置时不可用）", body: systemNoticeBody },
  // 对比
  { method: "post", path: "/web/api/font/page-cost", tag: "字体", summary: "网页加载量估算：这段文字用按需切片、text= 子集、整个字体文件各要多少请求与字节", body: pageCostBody },
  { method: "get", path: "/api/v1/web/compare/pdf", tag: "对比", summary: "字体对比 PDF（嵌入各字体子集，文字可选中）", query: comparePdfParams, responseNote: "application/pdf" },
  // 验证码与账户
  { method: "post", path: "/captcha/get", tag: "账户", summary: "获取滑块拼图验证码" },
  { method: "post", path: "/captcha/check", tag: "账户", summary: "校验滑块位置" },
  { method: "post", path: "/web/api/account/sendCode", tag: "账户", summary: "发送短信或邮件验证码（需通过验证码）", body: sendCodeBody },
  { method: "post", path: "/web/api/account/register/phone", tag: "账户", summary: "手机号注册", body: registerPhoneBody },
  { method: "post", path: "/web/api/account/register/email", tag: "账户", summary: "邮箱注册", body: registerEmailBody },
  { method: "post", path: "/web/api/login", tag: "账户", summary: "密码登录", body: loginBody },
  { method: "post", path: "/web/api/sms-login", tag: "账户", summary: "验证码登录", body: smsLoginBody },
  { method: "post", path: "/web/api/logout", tag: "账户", summary: "退出登录（令牌失效）", auth: true },
  { method: "get", path: "/web/api/account/user-info", tag: "账户", summary: "当前用户信息", auth: true },
  { method: "post", path: "/web/api/account/rest-code-verify", tag: "账户", summary: "找回密码：校验验证码", body: restCodeVerifyBody },
  { method: "put", path: "/web/api/account/rest-pwd", tag: "账户", summary: "找回密码：设置新密码", body: restPwdBody },
  { method: "put", path: "/web/api/account/update-account-pwd", tag: "账户", summary: "修改密码", auth: true, body: updatePwdBody },
  { method: "put", path: "/web/api/account/bind-account", tag: "账户", summary: "绑定手机号或邮箱", auth: true, body: bindAccountBody },
  { method: "put", path: "/web/api/account/unbind-account", tag: "账户", summary: "解绑手机号、邮箱或微信", auth: true, body: unbindAccountBody },
  { method: "post", path: "/web/api/account/update-account-info", tag: "账户", summary: "修改资料与头像", auth: true, bodyNote: "multipart/form-data：nickname、gender、birthday、bio、file（头像）" },
  { method: "get", path: "/web/api/wechat/authorize", tag: "账户", summary: "跳转微信网站应用授权", responseNote: "302 跳转" },
  { method: "get", path: "/web/api/wechat/callback", tag: "账户", summary: "微信授权回调", responseNote: "302 跳转回网站" },
  { method: "post", path: "/web/api/wechat/bind-url", tag: "账户", summary: "绑定微信的授权地址", auth: true },
  // 我的投稿与管理后台（审核员、管理员；未登录 401/S00106，普通会员 403）
  { method: "get", path: "/api/v1/web/submission/mine", tag: "投稿与留言", summary: "我的投稿（状态、未通过原因、收录后的字体）", auth: true, query: mySubmissionsQuery },
  { method: "get", path: "/api/v1/admin/me", tag: "管理后台", summary: "当前后台用户与角色", auth: true },
  { method: "get", path: "/api/v1/admin/dashboard", tag: "管理后台", summary: "概览：待审核投稿、新留言、今日注册与下载", auth: true },
  { method: "get", path: "/api/v1/admin/submissions", tag: "管理后台", summary: "投稿队列（按状态，新的在前）", auth: true, query: submissionsQuery },
  { method: "get", path: "/api/v1/admin/submissions/{id}", tag: "管理后台", summary: "一条投稿：投稿人、说明、授权声明，及每个文件中字体引擎读到的信息与字符覆盖", auth: true, params: idQuery },
  { method: "post", path: "/api/v1/admin/submissions/{id}/accept", tag: "管理后台", summary: "通过：按 fonts:import 的流程收录进字库（可改名称、分类、授权、介绍、设计师），答 {fontId}", auth: true, params: idQuery, body: acceptInput },
  { method: "post", path: "/api/v1/admin/submissions/{id}/reject", tag: "管理后台", summary: "不通过（须写原因）", auth: true, params: idQuery, body: rejectInput },
  { method: "post", path: "/api/v1/admin/submissions/{id}/specimen", tag: "管理后台", summary: "投稿字体的实时样张（经字体子集服务，仅返回给审核员，不公开存放）", auth: true, params: idQuery, body: specimenInput, responseNote: "font/woff2" },
  { method: "get", path: "/api/v1/admin/audit", tag: "管理后台", summary: "操作日志（只读）", auth: true, query: auditQuery },
  { method: "get", path: "/api/v1/admin/users", tag: "管理后台", summary: "用户与角色（仅管理员）", auth: true, query: usersQuery },
  { method: "put", path: "/api/v1/admin/users/{id}/role", tag: "管理后台", summary: "授予或收回角色（仅管理员，不能改自己的）", auth: true, params: idQuery, body: roleInput },
  { method: "get", path: "/api/v1/admin/content", tag: "管理后台", summary: "内容列表（按类型，可搜索、按发布状态筛选、按排序值或最近编辑排序，分页）", auth: true, query: adminContentQuery },
  { method: "post", path: "/api/v1/admin/content", tag: "管理后台", summary: "新建内容（Markdown 正文按 content/ 文件的流程渲染与净化；写入操作日志）", auth: true, body: contentInput },
  { method: "get", path: "/api/v1/admin/content/{id}", tag: "管理后台", summary: "一条内容，按编辑表单的字段", auth: true, params: idQuery, query: contentKindQuery },
  { method: "put", path: "/api/v1/admin/content/{id}", tag: "管理后台", summary: "修改、发布或下架内容（此后 content:load 不再覆盖它；写入操作日志）", auth: true, params: idQuery, body: contentInput },
  { method: "delete", path: "/api/v1/admin/content/{id}", tag: "管理后台", summary: "删除在后台新建的内容（来自 content/ 的请下架）", auth: true, params: idQuery, query: contentKindQuery },
  { method: "post", path: "/api/v1/admin/content/images", tag: "管理后台", summary: "上传封面或正文图片（JPG、PNG、WebP、GIF，最大 10 MB，转存为 WebP），答 {key, url, width, height}", auth: true, bodyNote: "multipart/form-data，字段 file" },
  { method: "post", path: "/api/v1/admin/content/preview", tag: "管理后台", summary: "Markdown 预览：与网站正文同一渲染与净化流程，答 {html}", auth: true, body: previewInput },
  { method: "get", path: "/api/v1/admin/messages", tag: "管理后台", summary: "留言管理：留言与定制需求（按状态，新的在前；全部不含垃圾留言），附各状态数量", auth: true, query: boardQuery },
  { method: "post", path: "/api/v1/admin/messages/{id}/reply", tag: "管理后台", summary: "回复留言（纯文本；留言连同回复显示在 /contact）", auth: true, params: idQuery, body: replyInput },
  { method: "post", path: "/api/v1/admin/messages/{id}/hide", tag: "管理后台", summary: "隐藏留言（不再显示在 /contact）", auth: true, params: idQuery },
  { method: "post", path: "/api/v1/admin/messages/{id}/spam", tag: "管理后台", summary: "标记为垃圾留言（不显示，单独计数）", auth: true, params: idQuery },
  { method: "post", path: "/api/v1/admin/messages/{id}/restore", tag: "管理后台", summary: "恢复隐藏或垃圾留言（有回复则重新显示，否则回到待处理）", auth: true, params: idQuery },
];
