/**
 * Account payloads of docs/contract.md and the rules docs/product.md leaves open (password, code format,
 * profile fields), shared by the dialogs and the API boundary.
 */
import { ACCOUNT_MESSAGES } from "./account-messages";
import { z } from "zod";
import { account, email, mobile, text } from "./validators";

/** Passwords: 8–32 characters with at least one letter and one digit; no spaces. */
export const PASSWORD_RULE = "密码需为 8–32 位，且同时包含字母和数字，不能包含空格";
export const password = text(64, "密码", "请输入密码")
  .min(1, "请输入密码")
  .refine((v) => v.length >= 8 && v.length <= 32 && /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v), PASSWORD_RULE);

/** Codes: six digits. */
export const CODE_LENGTH = 6;
export const code = text(20, "验证码", "请输入验证码")
  .trim()
  .regex(/^\d{6}$/, "验证码为 6 位数字");

export const CODE_SCENES = ["register", "login", "reset", "bind"] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

/** What a passed slider check yields (docs/contract.md "Captcha"); spent by the call that carries it. */
export const captchaVerification = text(512, "滑块验证", ACCOUNT_MESSAGES.captchaRequired).min(1, ACCOUNT_MESSAGES.captchaRequired);

export const sendCodeBody = z.object({
  account,
  scene: z.enum(CODE_SCENES, { message: "验证码用途不正确" }),
  captchaVerification,
});

export const registerPhoneBody = z.object({ mobile, code, password });
export const registerEmailBody = z.object({ email, code, password });
/**
 * Password sign-in. Once an account has seen many failures from many places, the password alone
 * is refused with code CODE_REQUIRED and `code` (a login code sent to the account) must come
 * with it (docs/decisions/013); the owner can also sign in by code alone. `captchaVerification`
 * is still accepted from older clients and ignored: a slider is no barrier to a script.
 */
export const loginBody = z.object({
  account,
  password: text(64, "密码", "请输入密码").min(1, "请输入密码"),
  code: code.optional(),
  captchaVerification: captchaVerification.optional(),
});
export const smsLoginBody = z.object({ account, code });
export const restCodeVerifyBody = z.object({ account, code });
export const restPwdBody = z.object({ account, code, password });
export const updatePwdBody = z.object({ oldPassword: text(64, "原密码").default(""), password });
export const bindAccountBody = z.object({ account, code });
export const UNBIND_TYPES = ["mobile", "email", "wechat"] as const;
export const unbindAccountBody = z.object({ type: z.enum(UNBIND_TYPES, { message: "解绑类型不正确" }) });

export const GENDERS = { 0: "保密", 1: "男", 2: "女" } as const;
export const profileFields = z.object({
  nickname: text(20, "昵称").trim().min(1, "昵称不能为空").regex(/^[^\r\n\t]*$/, "昵称不能换行").optional(),
  gender: z.coerce
    .number({ message: "性别不正确" })
    .int("性别不正确")
    .refine((v) => v in GENDERS, "性别不正确")
    .optional(),
  birthday: text(20, "生日")
    .trim()
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now()), "生日格式不正确")
    .optional(),
  bio: text(200, "个人简介").trim().optional(),
});

/** Avatars: the cropper's settings (docs/product.md §2) and the server's limits. */
export const AVATAR = { minCrop: 10, quality: 1, type: "image/jpeg", maxImageSize: 2000, maxUploadBytes: 5 * 1024 * 1024, outputSize: 256 } as const;

export { ACCOUNT_MESSAGES } from "./account-messages";
/** POST /captcha/get: the block puzzle is the only kind the slider solves. */
const captchaType = z.literal("blockPuzzle", { message: "不支持的验证码类型" });
export const captchaGetBody = z.object({ captchaType });
/** POST /captcha/check: the puzzle's token and the AES-encrypted point. */
export const captchaCheckBody = z.object({
  captchaType,
  token: text(100, "验证码", ACCOUNT_MESSAGES.captchaExpired).min(1, ACCOUNT_MESSAGES.captchaExpired),
  pointJson: text(200, "验证结果", ACCOUNT_MESSAGES.captchaFailed).min(1, ACCOUNT_MESSAGES.captchaFailed),
});

// The answers' shapes, derived from their schemas (contract/answers/account.ts).
export type { LoginData, UserInfoData } from "./answers/account";
