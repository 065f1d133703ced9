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
import { API_PATHS as P } from "#contract/api-paths";

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
    userInfo: () => data(http.get<UserInfoData>(P.userInfo)),
    sendCode: (body: { account: string; scene: CodeScene; captchaVerification: string }) =>
      data(http.post<unknown>(P.sendCode, body)),
    login: (body: { account: string; password: string; code?: string }) => data(http.post<LoginData>(P.login, body)),
    smsLogin: (body: { account: string; code: string }) => data(http.post<LoginData>(P.smsLogin, body)),
    registerPhone: (body: { mobile: string; code: string; password: string }) =>
      data(http.post<LoginData>(P.registerPhone, body)),
    registerEmail: (body: { email: string; code: string; password: string }) =>
      data(http.post<LoginData>(P.registerEmail, body)),
    /** Silent: a failed logout is only noted (docs/product.md §4); the caller clears the session anyway. */
    logout: () => http.post<unknown>(P.logout, undefined, { silent: true }),
    restCodeVerify: (body: { account: string; code: string }) => data(http.post<unknown>(P.restCodeVerify, body)),
    restPwd: (body: { account: string; code: string; password: string }) => data(http.put<unknown>(P.restPwd, body)),
    updatePwd: (body: { oldPassword: string; password: string }) => data(http.put<unknown>(P.updatePwd, body)),
    bind: (body: { account: string; code: string }) => data(http.put<unknown>(P.bindAccount, body)),
    unbind: (type: UnbindType) => data(http.put<unknown>(P.unbindAccount, { type })),
    updateInfo: (fields: ProfileFields) =>
      data(http.postForm<unknown>(P.updateInfo, { ...fields, gender: String(fields.gender) })),
    /** The cropped avatar, a JPEG, as field `file` of the same form call. */
    uploadAvatar: (file: Blob) => data(http.upload<unknown>(P.updateInfo, { file, filename: "avatar.jpg" })),
    wechatBindUrl: () => data(http.post<{ url: string }>(P.wechatBindUrl)),
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
      const res = await http.post<Puzzle>(P.captchaGet, { captchaType: "blockPuzzle" }, { silent: true });
      if (isSuccess(res) && res.data?.originalImageBase64) return res.data;
      throw new Error(res.msg || ACCOUNT_MESSAGES.captchaLoadFailed);
    },
    check: async (token, pointJson) => {
      const res = await http.post<{ token?: string; result?: boolean }>(
        P.captchaCheck,
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
  return `${apiBase}${P.wechatAuthorize}?redirect=${encodeURIComponent(returnTo)}`;
}
