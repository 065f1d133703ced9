/**
 * The shapes every answer shares (docs/decisions/025-openapi-contract.md): the envelope, its
 * error codes, the paged `data`, and the registry that gives the shared answer schemas their
 * names in the OpenAPI document. Server-only, like every module under contract/answers/: the
 * browser imports their types, never their values (ESLint keeps it so).
 */
import { z } from "zod";
import "#contract/zod-errors";
import { AGREEMENT_REQUIRED_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from "#contract/envelope";
import { SIGN_IN_CODE_REQUIRED } from "#contract/account-messages";

/** Named answer schemas, in the order they were defined: openapi.ts lists them under components. */
export const NAMED_ANSWERS: { id: string; schema: z.ZodType }[] = [];

/** Gives `schema` a name in the OpenAPI document (components/schemas/{id}). */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  NAMED_ANSWERS.push({ id, schema });
  return schema;
}

/** A paged answer (`current`, `size` in the query): the records and where they stand. */
export function page<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int().min(0),
    current: z.number().int().min(1),
    size: z.number().int().min(1),
    pages: z.number().int().min(0),
  });
}

/** `data` of a call that answers nothing but its message. */
export const nothing = named("Empty", z.null());

/** A signed, short-lived link and how many seconds it lives. */
export const signedUrl = named("SignedUrl", z.object({ url: z.string(), expired: z.number().int() }));

/**
 * Every code a refusal can carry: the HTTP status as a string; S00106 (HTTP 401) for a token that
 * is invalid, expired or revoked; AGREEMENT_REQUIRED (400) for a download before the font
 * agreement; CODE_REQUIRED (400) for a password sign-in that now needs a code.
 */
export const ERROR_CODES = ["400", "401", "403", "404", "405", "409", "413", "415", "422", "429", "500", "503", SESSION_INVALID_CODE, AGREEMENT_REQUIRED_CODE, SIGN_IN_CODE_REQUIRED] as const;

export const errorEnvelope = named(
  "ErrorEnvelope",
  z.object({
    code: z.enum(ERROR_CODES).describe("HTTP 状态码字符串；令牌无效、过期或已注销为 S00106；未同意《字体使用协议》为 AGREEMENT_REQUIRED；需验证码登录为 CODE_REQUIRED"),
    msg: z.string().describe("中文提示"),
    data: z.null(),
  }),
);

/** The success envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}
