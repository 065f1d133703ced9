/**
 * Account payloads of DESIGN.md and the rules the spec leaves open (password, code format,
 * profile fields), shared by the dialogs and the API boundary.
 */
import { z } from "zod";
import { account, email, mobile } from "./validators";

/** Passwords: 8–32 characters with at least one letter and one digit; no spaces. */
export const PASSWORD_RULE = "密码需为 8–32 位，且同时包含字母和数字，不能包含空格";
export const password = /* @__PURE__ */ z
  .string({ message: "请输入密码" })
  .min(1, "请输入密码")
  .refine((v) => v.length >= 8 && v.length <= 32 && /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v), PASSWORD_RULE);

/** Codes: six digits. */
export const CODE_LENGTH = 6;
export const code = /* @__PURE__ */ z
  .string({ message: "请输入验证码" })
  .trim()
  .regex(/^\d{6}$/, "验证码为 6 位数字");

export const CODE_SCENES = ["register", "login", "reset", "bind"] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

export const sendCodeBody = /* @__PURE__ */ z.object({
  account,
  scene: z.enum(CODE_SCENES, { message: "验证码用途不正确" }),
  captchaVerification: z.string({ message: "请先完成滑块验证" }).min(1, "请先完成滑块验证").max(512, "请先完成滑块验证"),
});

export const registerPhoneBody = /* @__PURE__ */ z.object({ mobile, code, password });
export const registerEmailBody = /* @__PURE__ */ z.object({ email, code, password });
export const loginBody = /* @__PURE__ */ z.object({
  account,
  password: z.string({ message: "请输入密码" }).min(1, "请输入密码").max(64, "账号或密码错误"),
});
export const smsLoginBody = /* @__PURE__ */ z.object({ account, code });
export const restCodeVerifyBody = /* @__PURE__ */ z.object({ account, code });
export const restPwdBody = /* @__PURE__ */ z.object({ account, code, password });
export const updatePwdBody = /* @__PURE__ */ z.object({ oldPassword: z.string().max(64).default(""), password });
export const bindAccountBody = /* @__PURE__ */ z.object({ account, code });
export const UNBIND_TYPES = ["mobile", "email", "wechat"] as const;
export const unbindAccountBody = /* @__PURE__ */ z.object({ type: z.enum(UNBIND_TYPES, { message: "解绑类型不正确" }) });

export const GENDERS = { 0: "保密", 1: "男", 2: "女" } as const;
export const profileFields = /* @__PURE__ */ z.object({
  nickname: z.string().trim().min(1, "昵称不能为空").max(20, "昵称最多 20 个字").optional(),
  gender: z.coerce
    .number()
    .int()
    .refine((v) => v in GENDERS, "性别不正确")
    .optional(),
  birthday: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now()), "生日格式不正确")
    .optional(),
  bio: z.string().trim().max(200, "个人简介最多 200 个字").optional(),
});

/** Avatars: the cropper's settings (spec §2) and the server's limits. */
export const AVATAR = { minCrop: 10, quality: 1, type: "image/jpeg", maxImageSize: 2000, maxUploadBytes: 5 * 1024 * 1024, outputSize: 256 } as const;

/** Login response data (spec §3). */
export interface LoginData {
  token: string;
  /** Token lifetime in seconds. */
  expired: number;
}

/** What user-info answers: the signed-in user's own profile, contact details masked. */
export interface UserInfoData {
  id: number;
  nickname: string;
  avatar: string;
  gender: number;
  birthday: string;
  bio: string;
  mobile: string;
  email: string;
  wechatBound: boolean;
  hasPassword: boolean;
  createdTime: string;
}

// The messages live apart, free of zod, so that a page needing one does not load the schemas.
export { ACCOUNT_MESSAGES } from "./account-messages";
