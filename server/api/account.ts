/**
 * The Account calls: sign-in, registration, codes and reset (server/account/sign-in.ts), the
 * member's own account (server/account/service.ts). Parse, call, wrap.
 */
import { Hono, type Context } from "hono";
import type { Db } from "#server/db/client";
import {
  ACCOUNT_MESSAGES,
  bindAccountBody,
  loginBody,
  profileFields,
  registerEmailBody,
  registerPhoneBody,
  restCodeVerifyBody,
  restPwdBody,
  sendCodeBody,
  smsLoginBody,
  unbindAccountBody,
  updatePwdBody,
} from "#contract/account";
import { ApiError } from "#server/errors";
import type { AccountService } from "#server/account/service";
import type { Client, SignInService } from "#server/account/sign-in";
import { clientIp } from "#server/http/client-ip";
import { requireUser, requestToken, type AuthEnv } from "#server/auth/current-user";
import { ok, parse } from "./respond";
import { readJson } from "./read-json";
import { API_PATHS } from "#contract/api-paths";

export interface AccountDeps {
  db: Db;
  account: AccountService;
  signIn: SignInService;
}

const client = (c: Context): Client => ({ ip: clientIp(c), userAgent: c.req.header("User-Agent") });

/** The multipart profile form: its text fields and the avatar file, if any. */
async function profileForm(c: Context) {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new ApiError(400, "请求格式不正确");
  }
  const text = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
  return { fields: parse(profileFields, text), avatar: form.file instanceof File ? form.file : null };
}

export function accountApi({ db, account, signIn }: AccountDeps) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);

  api.post(API_PATHS.sendCode, async (c) => {
    await signIn.sendCode(parse(sendCodeBody, await readJson(c)), requestToken(c), client(c));
    return ok(c, null, ACCOUNT_MESSAGES.codeSent);
  });
  api.post(API_PATHS.registerPhone, async (c) => {
    const body = parse(registerPhoneBody, await readJson(c));
    return ok(c, await signIn.register(body.mobile, body.code, body.password, client(c)), "注册成功");
  });
  api.post(API_PATHS.registerEmail, async (c) => {
    const body = parse(registerEmailBody, await readJson(c));
    return ok(c, await signIn.register(body.email, body.code, body.password, client(c)), "注册成功");
  });
  api.post(API_PATHS.login, async (c) => ok(c, await signIn.login(parse(loginBody, await readJson(c)), client(c)), "登录成功"));
  api.post(API_PATHS.smsLogin, async (c) => {
    const body = parse(smsLoginBody, await readJson(c));
    return ok(c, await signIn.smsLogin(body.account, body.code, client(c)), "登录成功");
  });
  api.post(API_PATHS.logout, auth, async (c) => {
    await signIn.logout(c.get("token"));
    return ok(c, null, "已退出登录");
  });
  api.post(API_PATHS.restCodeVerify, async (c) => {
    const body = parse(restCodeVerifyBody, await readJson(c));
    await signIn.checkResetCode(body.account, body.code, client(c));
    return ok(c, null, "验证通过");
  });
  api.put(API_PATHS.restPwd, async (c) => {
    const body = parse(restPwdBody, await readJson(c));
    await signIn.resetPassword(body.account, body.code, body.password, client(c));
    return ok(c, null, "密码已重置，请重新登录");
  });

  api.get(API_PATHS.userInfo, auth, async (c) => {
    const info = await account.userInfoById(c.get("userId"));
    if (!info) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, "S00106");
    return ok(c, info);
  });
  api.put(API_PATHS.updatePwd, auth, async (c) => {
    await account.changePassword(c.get("userId"), c.get("token"), parse(updatePwdBody, await readJson(c)));
    return ok(c, null, "密码已修改");
  });
  api.put(API_PATHS.bindAccount, auth, async (c) => {
    const body = parse(bindAccountBody, await readJson(c));
    return ok(c, await account.bind(c.get("userId"), body.account, body.code, clientIp(c)), "绑定成功");
  });
  api.put(API_PATHS.unbindAccount, auth, async (c) => {
    return ok(c, await account.unbind(c.get("userId"), parse(unbindAccountBody, await readJson(c))), "已解绑");
  });
  api.post(API_PATHS.updateInfo, auth, async (c) => {
    const { fields, avatar } = await profileForm(c);
    return ok(c, await account.updateProfile(c.get("userId"), fields, avatar), "资料已更新");
  });

  return api;
}
