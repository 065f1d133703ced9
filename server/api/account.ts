/** The Account calls of spec §7 with the payloads of DESIGN.md. */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { users } from "../db/schema-accounts";
import type { ObjectStore } from "../storage/store";
import type { Deliver } from "../mail/deliver";
import {
  ACCOUNT_MESSAGES,
  AVATAR,
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
import { ok, parse } from "./respond";
import { readJson } from "./read-json";
import { clientIp } from "../http/client-ip";
import { requireUser, requestToken, type AuthEnv } from "../auth/current-user";
import { hashPassword, verifyPassword } from "../auth/password";
import { issueToken, resolveToken, revokeAllTokens, revokeToken } from "../auth/tokens";
import { sendCode, verifyCode } from "../auth/codes";
import { clearEvents, countRecent, recordEvent } from "../auth/rate-limit";
import { defaultNickname, findByAccount, findById, normaliseAccount, signInMethods, toUserInfo, type User } from "../auth/users";
import { storeAvatar } from "../auth/avatar";

export interface AccountDeps {
  db: Db;
  store: ObjectStore;
  deliver: Deliver;
  logger: Logger;
  staticBase: string;
}

/** Sign-in lockout: five failures per account or twenty per IP within 15 minutes. */
export const LOCKOUT = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20, minutes: 15 } as const;

export function accountApi({ db, store, deliver, logger, staticBase }: AccountDeps) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);
  const signIn = (c: Context, user: User) => issueToken(db, user.id, { userAgent: c.req.header("User-Agent"), ip: clientIp(c) });

  api.post("/web/api/account/sendCode", async (c) => {
    const body = parse(sendCodeBody, await readJson(c));
    const existing = await findByAccount(db, body.account);
    if (body.scene === "register" && existing) throw new ApiError(400, ACCOUNT_MESSAGES.accountExists);
    if ((body.scene === "login" || body.scene === "reset") && !existing) throw new ApiError(400, ACCOUNT_MESSAGES.accountMissing);
    if (body.scene === "bind") {
      const userId = await resolveToken(db, requestToken(c));
      if (userId === null) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, "S00106");
      if (existing && existing.id !== userId) throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
    }
    await sendCode(db, deliver, { ...body, ip: clientIp(c) });
    return ok(c, null, "验证码已发送");
  });

  async function register(c: Context, account: string, code: string, password: string) {
    if (await findByAccount(db, account)) throw new ApiError(400, ACCOUNT_MESSAGES.accountExists);
    await verifyCode(db, account, "register", code, true);
    const { kind, value } = normaliseAccount(account);
    const [user] = await db
      .insert(users)
      .values({ [kind]: value, passwordHash: await hashPassword(password), nickname: defaultNickname(value) })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.accountExists);
    logger.info({ userId: user.id, via: kind }, "account registered");
    return ok(c, await signIn(c, user), "注册成功");
  }
  api.post("/web/api/account/register/phone", async (c) => {
    const body = parse(registerPhoneBody, await readJson(c));
    return register(c, body.mobile, body.code, body.password);
  });
  api.post("/web/api/account/register/email", async (c) => {
    const body = parse(registerEmailBody, await readJson(c));
    return register(c, body.email, body.code, body.password);
  });

  api.post("/web/api/login", async (c) => {
    const body = parse(loginBody, await readJson(c));
    const account = normaliseAccount(body.account).value;
    const accountBucket = `login-fail:${account}`;
    const ipBucket = `login-fail-ip:${clientIp(c)}`;
    const [byAccount, byIp] = await Promise.all([countRecent(db, accountBucket, LOCKOUT.windowMs), countRecent(db, ipBucket, LOCKOUT.windowMs)]);
    if (byAccount >= LOCKOUT.perAccount || byIp >= LOCKOUT.perIp) throw new ApiError(400, ACCOUNT_MESSAGES.lockedOut(LOCKOUT.minutes));

    const user = await findByAccount(db, account);
    // Unknown account and wrong password take the same time and get the same answer.
    const valid = await verifyPassword(body.password, user?.passwordHash);
    if (!user || !valid) {
      await Promise.all([recordEvent(db, accountBucket), recordEvent(db, ipBucket)]);
      throw new ApiError(400, ACCOUNT_MESSAGES.badCredentials);
    }
    await clearEvents(db, accountBucket);
    return ok(c, await signIn(c, user), "登录成功");
  });

  api.post("/web/api/sms-login", async (c) => {
    const body = parse(smsLoginBody, await readJson(c));
    const user = await findByAccount(db, body.account);
    if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
    await verifyCode(db, body.account, "login", body.code, true);
    return ok(c, await signIn(c, user), "登录成功");
  });

  api.post("/web/api/logout", auth, async (c) => {
    await revokeToken(db, c.get("token"));
    return ok(c, null, "已退出登录");
  });

  api.post("/web/api/account/rest-code-verify", async (c) => {
    const body = parse(restCodeVerifyBody, await readJson(c));
    await verifyCode(db, body.account, "reset", body.code, false);
    return ok(c, null, "验证通过");
  });

  api.put("/web/api/account/rest-pwd", async (c) => {
    const body = parse(restPwdBody, await readJson(c));
    const user = await findByAccount(db, body.account);
    if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
    await verifyCode(db, body.account, "reset", body.code, true);
    await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllTokens(db, user.id);
    await clearEvents(db, `login-fail:${normaliseAccount(body.account).value}`);
    return ok(c, null, "密码已重置，请重新登录");
  });

  api.get("/web/api/account/user-info", auth, async (c) => {
    const user = await findById(db, c.get("userId"));
    if (!user) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, "S00106");
    return ok(c, toUserInfo(user, staticBase));
  });

  api.put("/web/api/account/update-account-pwd", auth, async (c) => {
    const body = parse(updatePwdBody, await readJson(c));
    const user = (await findById(db, c.get("userId")))!;
    if (user.passwordHash && !(await verifyPassword(body.oldPassword, user.passwordHash))) {
      throw new ApiError(400, ACCOUNT_MESSAGES.oldPasswordWrong);
    }
    await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() }).where(eq(users.id, user.id));
    return ok(c, null, "密码已修改");
  });

  api.put("/web/api/account/bind-account", auth, async (c) => {
    const body = parse(bindAccountBody, await readJson(c));
    const userId = c.get("userId");
    const owner = await findByAccount(db, body.account);
    if (owner && owner.id !== userId) throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
    await verifyCode(db, body.account, "bind", body.code, true);
    const { kind, value } = normaliseAccount(body.account);
    try {
      await db.update(users).set({ [kind]: value, updatedAt: new Date() }).where(eq(users.id, userId));
    } catch {
      // The unique index caught a concurrent bind of the same account by someone else.
      throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
    }
    return ok(c, toUserInfo((await findById(db, userId))!, staticBase), "绑定成功");
  });

  api.put("/web/api/account/unbind-account", auth, async (c) => {
    const { type } = parse(unbindAccountBody, await readJson(c));
    const user = (await findById(db, c.get("userId")))!;
    const column = type === "wechat" ? "wechatOpenId" : type;
    if (!user[column]) throw new ApiError(400, ACCOUNT_MESSAGES.notBound);
    if (signInMethods(user) <= 1) throw new ApiError(400, ACCOUNT_MESSAGES.lastSignInMethod);
    const patch = type === "wechat" ? { wechatOpenId: null, wechatUnionId: null } : { [type]: null };
    // The count is re-checked in the same statement, so two concurrent unbinds cannot remove the last way.
    const done = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), sql`num_nonnulls(${users.mobile}, ${users.email}, ${users.wechatOpenId}) > 1`))
      .returning({ id: users.id });
    if (done.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.lastSignInMethod);
    return ok(c, toUserInfo((await findById(db, user.id))!, staticBase), "已解绑");
  });

  api.post(
    "/web/api/account/update-account-info",
    auth,
    bodyLimit({ maxSize: AVATAR.maxUploadBytes + 64 * 1024, onError: () => { throw new ApiError(400, ACCOUNT_MESSAGES.imageTooLarge); } }),
    async (c) => {
      let form: Record<string, string | File>;
      try {
        form = (await c.req.parseBody()) as Record<string, string | File>;
      } catch {
        throw new ApiError(400, "请求格式不正确");
      }
      const userId = c.get("userId");
      const patch: Partial<typeof users.$inferInsert> = {};
      if (form.file instanceof File) patch.avatarKey = await storeAvatar(store, userId, form.file);
      const text = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
      Object.assign(patch, parse(profileFields, text));
      if (Object.keys(patch).length === 0) throw new ApiError(400, "没有要修改的内容");
      await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
      return ok(c, toUserInfo((await findById(db, userId))!, staticBase), "资料已更新");
    },
  );

  return api;
}
