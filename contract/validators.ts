/**
 * Input rules of spec §5 as zod schemas, shared by the browser forms and the API boundary.
 * Module-level schemas in contract/ are marked pure so that a browser page importing only a
 * constant or a message from the same module does not ship zod (issue #8).
 */
import { z } from "zod";
import { MESSAGES } from "./messages";
import { PAGING } from "./constants";

export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[a-zA-Z0-9_-]+@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]{2,3}){1,2}$/;

export const isMobile = (v: string) => MOBILE_RE.test(v);
export const isEmail = (v: string) => EMAIL_RE.test(v);

export const mobile = /* @__PURE__ */ z.string().trim().regex(MOBILE_RE, MESSAGES.mobileFormat);
export const email = /* @__PURE__ */ z.string().trim().regex(EMAIL_RE, MESSAGES.emailFormat);

/** Optional fields: empty passes, anything else must match. */
export const optionalMobile = /* @__PURE__ */ z
  .string()
  .trim()
  .refine((v) => v === "" || isMobile(v), MESSAGES.mobileFormat);
export const optionalEmail = /* @__PURE__ */ z
  .string()
  .trim()
  .refine((v) => v === "" || isEmail(v), MESSAGES.emailFormat);

/** Mobile-or-e-mail: an empty value is not a pass either. */
export const account = /* @__PURE__ */ z
  .string()
  .trim()
  .refine((v) => isMobile(v) || isEmail(v), MESSAGES.accountFormat);

/** Paging query of DESIGN.md: current ≥ 1 (default 1), 1 ≤ size ≤ 100 (default 10); Chinese messages even for non-numbers. */
export const paging = /* @__PURE__ */ z.object({
  current: /* @__PURE__ */ z.coerce.number({ message: "页码必须是正整数" }).int("页码必须是正整数").min(1, "页码必须是正整数").default(1),
  size: /* @__PURE__ */ z.coerce
    .number({ message: "每页条数必须是正整数" })
    .int("每页条数必须是正整数")
    .min(1, "每页条数必须是正整数")
    .max(PAGING.maxSize, `每页最多 ${PAGING.maxSize} 条`)
    .default(PAGING.defaultSize),
});

/** A positive integer id, as detail calls take it in `?id=`. */
export const id = /* @__PURE__ */ z.coerce
  .number({ message: "id 必须是正整数" })
  .int("id 必须是正整数")
  .min(1, "id 必须是正整数")
  .max(2_147_483_647, "id 超出范围");

/** The first message of a failed zod parse, for the envelope's msg. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.invalidInput;
}
