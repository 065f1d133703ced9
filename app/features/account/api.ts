/**
 * The account calls of docs/product.md §7 with the payloads of docs/contract.md, on the site's one HTTP client.
 * HTTP failures are toasted by the client itself; an HTTP 200 answer whose code is not "200" is
 * not, so `data()` shows its message here and rejects.
 */
import { ACCOUNT_MESSAGES } from "#contract/account-messages";
import { useMemo } from "react";
import { toast } from "#app/lib/toast";
import type { CodeScene, LoginData, UserInfoData } from "#contract/account";
import { isSuccess, type Envelope } from "#contract/envelope";
import { MESSAGES } from "#contract/messages";
import { useHttp } from "#app/lib/http-client";
import { HttpError, type Http } from "#app/lib/http";
import type { CaptchaCalls, Puzzle } from "#app/components/slider-captcha";

export const ACCOUNT_PATHS = {
  userInfo: "/web/api/account/user-info",
  sendCode: "/web/api/account/sendCode",
  login: "/web/api/login",
  smsLogin: "/web/api/sms-login",
  registerPhone: "/web/api/account/register/phone",
  registerEmail: "/web/api/account/register/email",
  logout: "/web/api/logout",
  restCodeVerify: "/web/api/account/rest-code-verify",
  restPwd: "/web/api/account/rest-pwd",
  updatePwd: "/web/api/account/update-account-pwd",
  bind: "/web/api/account/bind-account",
  unbind: "/web/api/account/unbind-account",
  updateInfo: "/web/api/account/update-account-info",
  wechatAuthorize: "/web/api/wechat/authorize",
  wechatBindUrl: "/web/api/wechat/bind-url",
  captchaGet: "/captcha/get",
  captchaCheck: "/captcha/check",
} as const;

export type UnbindType = "mobile" | "email" | "wechat";

export interface ProfileFields {
  nickname: string;
  gender: number;
  birthday: string;
  bio: string;
}

/** The data of a successful answer; any other code is shown and rejected. */
async function data<T>(call: Promise<Envelope<T>>): Promise<T> {
  const res = await call;
  if (isSuccess(res)) return res.data;
  const message = res.msg || MESSAGES.badRequest;
  toast.error(message);
  throw new HttpError(message, 200, res);
}

export function accountApi(http: Http) {
  return {
    userInfo: () => data(http.get<UserInfoData>(ACCOUNT_PATHS.userInfo)),
    sendCode: (body: { account: string; scene: CodeScene; captchaVerification: string }) =>
      data(http.post<unknown>(ACCOUNT_PATHS.sendCode, body)),
    login: (body: { account: string; password: string; code?: string }) => data(http.post<LoginData>(ACCOUNT_PATHS.login, body)),
    smsLogin: (body: { account: string; code: string }) => data(http.post<LoginData>(ACCOUNT_PATHS.smsLogin, body)),
    registerPhone: (body: { mobile: string; code: string; password: string }) =>
      data(http.post<LoginData>(ACCOUNT_PATHS.registerPhone, body)),
    registerEmail: (body: { email: string; code: string; password: string }) =>
      data(http.post<LoginData>(ACCOUNT_PATHS.registerEmail, body)),
    /** Silent: a failed logout is only noted (docs/product.md §4); the caller clears the session anyway. */
    logout: () => http.post<unknown>(ACCOUNT_PATHS.logout, undefined, { silent: true }),
    restCodeVerify: (body: { account: string; code: string }) => data(http.post<unknown>(ACCOUNT_PATHS.restCodeVerify, body)),
    restPwd: (body: { account: string; code: string; password: string }) => data(http.put<unknown>(ACCOUNT_PATHS.restPwd, body)),
    updatePwd: (body: { oldPassword: string; password: string }) => data(http.put<unknown>(ACCOUNT_PATHS.updatePwd, body)),
    bind: (body: { account: string; code: string }) => data(http.put<unknown>(ACCOUNT_PATHS.bind, body)),
    unbind: (type: UnbindType) => data(http.put<unknown>(ACCOUNT_PATHS.unbind, { type })),
    updateInfo: (fields: ProfileFields) =>
      data(http.postForm<unknown>(ACCOUNT_PATHS.updateInfo, { ...fields, gender: String(fields.gender) })),
    /** The cropped avatar, a JPEG, as field `file` of the same form call. */
    uploadAvatar: (file: Blob) => data(http.upload<unknown>(ACCOUNT_PATHS.updateInfo, { file, filename: "avatar.jpg" })),
    wechatBindUrl: () => data(http.post<{ url: string }>(ACCOUNT_PATHS.wechatBindUrl)),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

export function useAccountApi(): AccountApi {
  const http = useHttp();
  return useMemo(() => accountApi(http), [http]);
}

/**
 * The slider captcha's two calls (app/components/slider-captcha.tsx). Silent: the puzzle shows
 * the message itself, in place of the picture or under the slider.
 */
export function captchaCalls(http: Http): CaptchaCalls {
  return {
    get: async () => {
      const res = await http.post<Puzzle>(ACCOUNT_PATHS.captchaGet, { captchaType: "blockPuzzle" }, { silent: true });
      if (isSuccess(res) && res.data?.originalImageBase64) return res.data;
      throw new Error(res.msg || ACCOUNT_MESSAGES.captchaLoadFailed);
    },
    check: async (token, pointJson) => {
      const res = await http.post<{ token?: string; result?: boolean }>(
        ACCOUNT_PATHS.captchaCheck,
        { captchaType: "blockPuzzle", token, pointJson },
        { silent: true },
      );
      if (!isSuccess(res) || res.data?.result === false) throw new HttpError(res.msg || ACCOUNT_MESSAGES.captchaFailed, 400, res);
      return res.data?.token || token;
    },
  };
}

export function useCaptchaCalls(): CaptchaCalls {
  const http = useHttp();
  return useMemo(() => captchaCalls(http), [http]);
}

/** Where the WeChat button sends the whole window; the server signs in and comes back to `returnTo`. */
export function wechatAuthorizeUrl(apiBase: string, returnTo: string): string {
  return `${apiBase}${ACCOUNT_PATHS.wechatAuthorize}?redirect=${encodeURIComponent(returnTo)}`;
}
