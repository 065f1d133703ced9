/**
 * Account payloads of DESIGN.md and the rules the spec leaves open (password, code format,
 * profile fields), shared by the dialogs and the API boundary.
 */
import { z } from "zod";
import { MESSAGES } from "./messages";
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

/** What a passed slider check yields (DESIGN.md "Captcha"); spent by the call that carries it. */
export const captchaVerification = text(512, "滑块验证", "请先完成滑块验证").min(1, "请先完成滑块验证");

export const sendCodeBody = z.object({
  account,
  scene: z.enum(CODE_SCENES, { message: "验证码用途不正确" }),
  captchaVerification,
});

export const registerPhoneBody = z.object({ mobile, code, password });
export const registerEmailBody = z.object({ email, code, password });
/**
 * Password sign-in. `captchaVerification` is needed only once an account has seen many failures
 * from many places (docs/security.md); the owner can always pass it, or sign in by code.
 */
export const loginBody = z.object({
  account,
  password: text(64, "密码", "请输入密码").min(1, "请输入密码"),
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

export const ACCOUNT_MESSAGES = {
  badCredentials: "账号或密码错误",
  lockedOut: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  codeWrong: "验证码错误或已过期",
  codeTooManyTries: "验证码错误次数过多，请重新获取",
  codeTooFrequent: "验证码发送过于频繁，请 1 分钟后再试",
  codeDailyLimit: "今日验证码发送次数已达上限，请明天再试",
  ipLimit: "操作过于频繁，请稍后再试",
  captchaRequired: "请先完成滑块验证",
  captchaFailed: "验证失败，请重试",
  captchaExpired: "验证码已过期，请刷新后重试",
  captchaTooManyFailures: "失败次数过多，请刷新验证码",
  accountExists: "该账号已注册，请直接登录",
  accountTaken: "该账号已绑定其他用户",
  lastSignInMethod: "至少需要保留一种登录方式",
  notBound: "尚未绑定该账号",
  oldPasswordWrong: "原密码不正确",
  sessionInvalid: "登录已失效，请重新登录",
  notImage: "请上传 JPG、PNG、WebP 或 GIF 图片",
  imageTooLarge: "图片不能超过 5 MB",
  wechatDisabled: "未开启微信登录",
  wechatFailed: "微信登录失败，请重试",
  accountFormat: MESSAGES.accountFormat,
  /** Per-account ceiling reached: password sign-in needs the slider from now on. */
  captchaForSignIn: "该账号近期登录失败次数过多，请完成滑块验证后再登录，或使用验证码登录",
  captchaRateLimited: "获取验证码过于频繁，请稍后再试",
  codeSent: "验证码已发送",
} as const;
