/**
 * What the account, favourite, message, download, console and tool calls answer; the contract
 * modules of each area re-export the types (docs/decisions/025-openapi-contract.md).
 */
import { z } from "zod";
import { NOTIFY_TYPE_KEYS, type NotifyType } from "#contract/notification-constants";
import { ROLES } from "#contract/admin";
import { SUBMISSION_STATUSES } from "#contract/content";
import { BOARD_STATUSES } from "#contract/board";
import { SUBSET_LIMITS } from "#contract/font-constants";
import { fontAxis } from "./fonts";
import { named, page } from "./common";

// ——— 账户 ———

/** Login response data (docs/product.md §3). */
export const loginData = named(
  "LoginData",
  z.object({
    token: z.string(),
    /** Token lifetime in seconds. */
    expired: z.number().int(),
  }),
);
export type LoginData = z.infer<typeof loginData>;

/** What user-info answers: the signed-in user's own profile, contact details masked. */
export const userInfoData = named(
  "UserInfo",
  z.object({
    id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    gender: z.number().int(),
    birthday: z.string(),
    bio: z.string(),
    mobile: z.string(),
    email: z.string(),
    wechatBound: z.boolean(),
    hasPassword: z.boolean(),
    createdTime: z.string(),
    /** Accepted the font agreement (before the first download); absent where not looked up. */
    fontAgreement: z.boolean().optional(),
    /** member, reviewer or admin: staff see 管理后台 in the account menu (the server still checks every console call). */
    role: z.enum(ROLES).optional(),
  }),
);
export type UserInfoData = z.infer<typeof userInfoData>;

/** POST /captcha/get: the block puzzle (PNG images in base64) and its AES key. */
export const captchaPuzzle = z.object({ token: z.string(), secretKey: z.string(), originalImageBase64: z.string(), jigsawImageBase64: z.string() });
/** POST /captcha/check: a passed check. */
export const captchaPassed = z.object({ token: z.string(), result: z.literal(true) });
/** WeChat bind-url: where to send the browser. */
export const redirectUrl = z.object({ url: z.string() });

// ——— 下载 ———

export const downloadRecord = z.object({
  id: z.number().int(),
  fontId: z.number().int(),
  familyId: z.number().int(),
  familyName: z.string(),
  styleName: z.string(),
  fileSize: z.number().int(),
  format: z.string(),
  specimenUrl: z.string(),
  /** The receipt: the font's licence at the time, and the font agreement version accepted ("" before receipts were kept). */
  licenseName: z.string(),
  agreementVersion: z.string(),
  createdTime: z.string(),
});
export type DownloadRecord = z.infer<typeof downloadRecord>;
export const downloadPage = page(downloadRecord);

// ——— 收藏 ———

/** One font group in `data` (docs/product.md §3 "Favourites"; `font` is added in the browser). */
export const favoriteGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  createdTime: z.string(),
  /** Font ids of the group, in the order they were added. */
  fontIds: z.array(z.number().int()),
});
export type FavoriteGroup = z.infer<typeof favoriteGroup>;

export const favoriteArticle = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  title: z.string(),
  /** The article's page (/news/{id} or /zixun/{id}); "" once the article is off the site. */
  url: z.string(),
  createdTime: z.string(),
});
export type FavoriteArticle = z.infer<typeof favoriteArticle>;

export const favoriteData = z.object({ fonts: z.array(favoriteGroup), articles: z.array(favoriteArticle) });
export type FavoriteData = z.infer<typeof favoriteData>;

/** One font of a group (`fonts/{id}`): what a card needs to show it in itself. */
export const favoriteGroupFont = z.object({
  fontId: z.number().int(),
  familyId: z.number().int(),
  /** Family display name (思源宋体 …). */
  name: z.string(),
  styleName: z.string(),
  /** CSS family name of the face, for a subset preview. */
  familyName: z.string(),
  specimenUrl: z.string(),
  createdTime: z.string(),
});
export type FavoriteGroupFont = z.infer<typeof favoriteGroupFont>;

export const favoriteGroupFonts = z.object({ id: z.number().int(), name: z.string(), createdTime: z.string(), records: z.array(favoriteGroupFont) });
export type FavoriteGroupFonts = z.infer<typeof favoriteGroupFonts>;

/** `add`: the new group's or article favourite's id. */
export const createdId = named("CreatedId", z.object({ id: z.number().int() }));

// ——— 消息 ———

export const notificationItem = named(
  "NotificationItem",
  z.object({
    id: z.number().int(),
    type: z.enum(NOTIFY_TYPE_KEYS as [NotifyType, ...NotifyType[]]),
    title: z.string(),
    content: z.string(),
    /** Site path the message points to, or "". */
    link: z.string(),
    read: z.boolean(),
    createdTime: z.string(),
  }),
);
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationPage = page(notificationItem);

/** Unread messages: in all and per type. */
export const unreadCounts = named(
  "UnreadCounts",
  z.object({
    total: z.number().int(),
    byType: z.object(Object.fromEntries(NOTIFY_TYPE_KEYS.map((k) => [k, z.number().int()])) as Record<NotifyType, z.ZodNumber>),
  }),
);
export type UnreadCounts = z.infer<typeof unreadCounts>;

/** The operator's notice: how many members it went to. */
export const noticeSent = z.object({ sent: z.number().int() });

// ——— 字体子集与网页加载量 ———

/** POST /webfont/http: one item per requested face, in request order. */
export const subsetItem = named(
  "SubsetItem",
  z.object({
    gno: z.string(),
    familyName: z.string(),
    /** Content-addressed, immutable paths of the subset; null on a failed item. */
    woffPath: z.string().nullable(),
    ttfPath: z.string().nullable(),
    /** Only on a failed item: why. */
    error: z.string().optional(),
  }),
);
export type SubsetItem = z.infer<typeof subsetItem>;
/** POST /subset/web-variable-font: the subset and the axes it still varies along (a name where the font gives one). */
export const variableSubset = subsetItem.extend({ axes: z.array(fontAxis.partial({ name: true })) });
export type VariableSubset = z.infer<typeof variableSubset>;

/**
 * The bodies of the two subset calls as a client writes them. The router reads them by hand
 * (server/fonts/subset/input.ts, whose refusals name the item), so this is their description:
 * gno a non-empty string or a non-negative integer, text at most 20,000 characters.
 */
const subsetRequestItem = z.object({
  gno: z.union([z.string().min(1).max(SUBSET_LIMITS.gnoChars), z.number().int().min(0)]),
  text: z.string().max(SUBSET_LIMITS.textChars),
});
export const subsetBody = z.array(subsetRequestItem).max(SUBSET_LIMITS.items);
const axisSetting = z.union([z.number(), z.object({ min: z.number().optional(), max: z.number().optional(), default: z.number().optional() })]);
export const variableSubsetBody = subsetRequestItem.extend({ axes: z.record(z.string().length(4), axisSetting).optional() });

const loadCost = z.object({ requests: z.number().int(), bytes: z.number().int() });
export type LoadCost = z.infer<typeof loadCost>;
export const pageCost = z.object({
  fontId: z.number().int(),
  /** Distinct characters of the text (spaces and line breaks aside). */
  chars: z.number().int(),
  /** Of those, the ones the face lacks (the browser draws them in a fallback font). */
  missing: z.string(),
  /** The CSS API's slices (unicode-range): the ones holding the page's characters. */
  slices: loadCost.extend({ strategy: z.string(), of: z.number().int() }),
  /** One subset of exactly these characters (`text=`). */
  text: loadCost,
  /** The whole font file as distributed. */
  whole: loadCost.extend({ format: z.string() }),
});
export type PageCost = z.infer<typeof pageCost>;

// ——— 我的投稿与管理后台 ———

const role = z.enum(ROLES);
const submissionStatus = z.enum(SUBMISSION_STATUSES);

export const adminMe = z.object({ id: z.number().int(), nickname: z.string(), role });
export type AdminMe = z.infer<typeof adminMe>;

export const submissionFileSummary = z.object({ name: z.string(), size: z.number().int(), format: z.string(), family: z.string() });
export type SubmissionFileSummary = z.infer<typeof submissionFileSummary>;

export const adminSubmissionItem = named(
  "AdminSubmissionItem",
  z.object({
    id: z.number().int(),
    fontName: z.string(),
    license: z.string(),
    status: submissionStatus,
    contact: z.string(),
    contributor: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
    fileCount: z.number().int(),
    createdTime: z.string(),
    reviewedTime: z.string().nullable(),
    fontId: z.number().int().nullable(),
  }),
);
export type AdminSubmissionItem = z.infer<typeof adminSubmissionItem>;

export const dashboardCounts = z.object({
  pendingSubmissions: z.number().int(),
  /** Board messages and custom requests nobody has handled yet (pending in 留言管理). */
  newMessages: z.number().int(),
  signupsToday: z.number().int(),
  downloadsToday: z.number().int(),
  /** The few pending submissions, newest first, to open from the dashboard. */
  latestPending: z.array(adminSubmissionItem),
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

const haveOf = z.object({ have: z.number().int(), of: z.number().int() });
/** Coverage of the standards a reviewer checks, each `{have, of}`. */
export const standardCoverage = z.object({ gb2312: haveOf, tygf1: haveOf, tygf2: haveOf, tygf3: haveOf, big5: haveOf });
export type StandardCoverage = z.infer<typeof standardCoverage>;

/** One face of an uploaded file, as the engine reads it. */
export const inspectedFace = z.object({
  faceIndex: z.number().int(),
  familyNameZh: z.string().nullable(),
  familyNameEn: z.string(),
  styleName: z.string(),
  fullName: z.string(),
  postscriptName: z.string(),
  weight: z.number().int(),
  italic: z.boolean(),
  version: z.string(),
  designer: z.string(),
  manufacturer: z.string(),
  copyright: z.string(),
  licenseText: z.string(),
  licenseUrl: z.string(),
  description: z.string(),
  glyphCount: z.number().int(),
  /** Code points the cmap maps. */
  characters: z.number().int(),
  coverage: standardCoverage,
  isVariable: z.boolean(),
});
export type InspectedFace = z.infer<typeof inspectedFace>;

export const inspectedFile = submissionFileSummary.extend({
  index: z.number().int(),
  /** Empty when the file cannot be read any more; `problem` says why. */
  faces: z.array(inspectedFace),
  problem: z.string().nullable(),
  /** Whether the live specimen can be drawn (HarfBuzz reads no WOFF2). */
  previewable: z.boolean(),
});
export type InspectedFile = z.infer<typeof inspectedFile>;

/** The catalogue fields the accept form starts from: what the first file says. */
export const catalogueDraft = z.object({
  name: z.string(),
  nameEn: z.string(),
  category: z.string(),
  license: z.string(),
  licenseName: z.string(),
  description: z.string(),
  designer: z.string(),
});
export type CatalogueDraft = z.infer<typeof catalogueDraft>;

export const adminSubmissionDetail = adminSubmissionItem.extend({
  note: z.string(),
  reviewReason: z.string(),
  reviewer: z.string().nullable(),
  files: z.array(inspectedFile),
  draft: catalogueDraft,
});
export type AdminSubmissionDetail = z.infer<typeof adminSubmissionDetail>;

export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdTime: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminUser = named(
  "AdminUser",
  z.object({
    id: z.number().int(),
    nickname: z.string(),
    /** E-mail or mobile (the users page is for admins only). */
    account: z.string(),
    role,
    createdTime: z.string(),
  }),
);
export type AdminUser = z.infer<typeof adminUser>;

/** A contributor's own submission (/user/contribute). */
export const mySubmission = z.object({
  id: z.number().int(),
  fontName: z.string(),
  status: submissionStatus,
  reviewReason: z.string(),
  createdTime: z.string(),
  reviewedTime: z.string().nullable(),
  /** The family page of an accepted submission (/font/{fontId}); null until accepted. */
  fontId: z.number().int().nullable(),
  files: z.array(submissionFileSummary),
});
export type MySubmission = z.infer<typeof mySubmission>;
export const mySubmissionPage = page(mySubmission);
export const auditPage = page(auditEntry);
export const adminUserPage = page(adminUser);
export const adminSubmissionPage = page(adminSubmissionItem);

// ——— 留言管理 ———

const boardStatus = z.enum(BOARD_STATUSES);

/** One message as the console sees it: with the contact details and who answered. */
export const adminBoardMessage = named(
  "AdminBoardMessage",
  z.object({
    id: z.number().int(),
    kind: z.string(),
    name: z.string(),
    contact: z.string(),
    content: z.string(),
    status: boardStatus,
    /** The member who wrote it, when signed in. */
    member: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
    reply: z.string(),
    repliedTime: z.string().nullable(),
    /** The staff account that replied (null: none yet, or the account is gone). */
    replier: z.string().nullable(),
    createdTime: z.string(),
  }),
);
export type AdminBoardMessage = z.infer<typeof adminBoardMessage>;

/** The queue: one page of the filter, and how many each status holds (spam counted apart). */
export const adminBoardPage = page(adminBoardMessage).extend({ counts: z.object(Object.fromEntries(BOARD_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof BOARD_STATUSES)[number], z.ZodNumber>) });
export type AdminBoardPage = z.infer<typeof adminBoardPage>;
