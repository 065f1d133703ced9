/** The account messages both sides show (free of zod: the browser loads this with every page). */
import { HTTP_ERROR_MESSAGES, MESSAGES } from "./messages";

export const ACCOUNT_MESSAGES = {
  badCredentials: "账号或密码错误",
  lockedOut: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  codeWrong: "验证码错误或已过期",
  codeTooManyTries: "验证码错误次数过多，请重新获取",
  codeTooFrequent: "验证码发送过于频繁，请 1 分钟后再试",
  codeDailyLimit: "今日验证码发送次数已达上限，请明天再试",
  ipLimit: HTTP_ERROR_MESSAGES[429],
  captchaRequired: "请先完成滑块验证",
  captchaFailed: "验证失败，请重试",
  captchaLoadFailed: "验证码加载失败",
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
  /** Per-account ceiling reached: a password sign-in needs a code sent to the account as well (docs/decisions/013). */
  codeForSignIn: "该账号近期登录失败次数过多，请获取验证码，与密码一起填写后登录",
  /** The site's daily spend on one channel is used up; says nothing about the recipient. */
  codeSiteLimit: (channel: string) => `今日${channel}验证码发送量已达网站上限，请明天再试`,
  captchaRateLimited: "获取验证码过于频繁，请稍后再试",
  codeSent: "验证码已发送",
} as const;

/**
 * The envelope code (HTTP 400) of a password sign-in that needs a code sent to the account as
 * well: the client asks for one (sendCode, scene login) and sends it as `code` with the password
 * (docs/decisions/013).
 */
export const SIGN_IN_CODE_REQUIRED = "CODE_REQUIRED";
