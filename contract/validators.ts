/**
 * Input rules of docs/product.md §5 as zod schemas, shared by the browser forms and the API boundary.
 * Pages that need only a constant or a message import the zod-free modules
 * (font-constants.ts, account-messages.ts, messages.ts), so zod stays out of their bundles.
 */
import { z } from "zod";
import "./zod-errors";
import { MESSAGES } from "./messages";
import { PAGING } from "./constants";

/**
 * Characters no text field of this site accepts: NUL (PostgreSQL text cannot
 * hold it, and it splits strings in C libraries), other C0/C1 control characters and DEL, and
 * UTF-16 halves without their partner (not encodable as UTF-8). Tab, CR and LF pass: multi-line
 * fields (bio, message board) may have them; single-line rules reject them with their regexes.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole job
const BAD_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `value` cannot be accepted as text, or null when it can. */
export function textProblem(value: string): string | null {
  return BAD_CHARACTERS.test(value) ? MESSAGES.badCharacters : null;
}

/**
 * Any text input: a string, at most `max` characters, without the characters above. Every
 * schema's strings start here, so the boundary refuses them the same way everywhere.
 */
export function text(max: number, label = "内容", required = `请填写${label}`) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label}必须是文本`) })
    .max(max, `${label}最多 ${max} 个字`)
    .refine((v) => textProblem(v) === null, MESSAGES.badCharacters);
}

export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[a-zA-Z0-9_-]+@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]{2,3}){1,2}$/;

export const isMobile = (v: string) => MOBILE_RE.test(v);
export const isEmail = (v: string) => EMAIL_RE.test(v);

export const mobile = text(100, "手机号").trim().regex(MOBILE_RE, MESSAGES.mobileFormat);
export const email = text(200, "邮箱").trim().regex(EMAIL_RE, MESSAGES.emailFormat);

/** Optional fields: empty passes, anything else must match. */
export const optionalMobile = text(100, "手机号")
  .trim()
  .refine((v) => v === "" || isMobile(v), MESSAGES.mobileFormat);
export const optionalEmail = text(200, "邮箱")
  .trim()
  .refine((v) => v === "" || isEmail(v), MESSAGES.emailFormat);

/** Mobile-or-e-mail: an empty value is not a pass either. */
export const account = text(200, "手机号或邮箱", MESSAGES.accountFormat)
  .trim()
  .refine((v) => isMobile(v) || isEmail(v), MESSAGES.accountFormat);

/**
 * The 联系方式（手机或邮箱） field of the message board, custom requests and submissions: the same
 * mobile-or-e-mail rule and message as an account (docs/product.md §5), at most 60 characters.
 */
export const contactAccount = text(60, "联系方式", MESSAGES.accountFormat)
  .trim()
  .refine((v) => isMobile(v) || isEmail(v), MESSAGES.accountFormat);

/** Paging query of docs/contract.md: current ≥ 1 (default 1), 1 ≤ size ≤ 100 (default 10); Chinese messages even for non-numbers. */
export const paging = z.object({
  current: z.coerce.number({ message: "页码必须是正整数" }).int("页码必须是正整数").min(1, "页码必须是正整数").default(1),
  size: z.coerce
    .number({ message: "每页条数必须是正整数" })
    .int("每页条数必须是正整数")
    .min(1, "每页条数必须是正整数")
    .max(PAGING.maxSize, `每页最多 ${PAGING.maxSize} 条`)
    .default(PAGING.defaultSize),
});

/** A positive integer id, as detail calls take it in `?id=`. */
export const id = z.coerce
  .number({ message: "id 必须是正整数" })
  .int("id 必须是正整数")
  .min(1, "id 必须是正整数")
  .max(2_147_483_647, "id 超出范围");

/** `?id=` of the detail calls, or a path `{id}`. */
export const idQuery = z.object({ id });

/** The first message of a failed zod parse, for the envelope's msg. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.invalidInput;
}
