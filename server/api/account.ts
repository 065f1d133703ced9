/** The Account calls of spec §7 with the payloads of DESIGN.md. */
import { Hono, type Context } from "hono";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { users } from "../db/schema-accounts";
import type { ObjectStore } from "../storage/store";
import type { Deliver } from "../mail/deliver";
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
import { ok, parse } from "./respond";
import { readJson } from "./read-json";
import { clientIp } from "../http/client-ip";
import { requireUser, requestToken, type AuthEnv } from "../auth/current-user";
import { hashPassword, verifyPassword } from "../auth/password";
import { issueToken, resolveToken, revokeAllTokens, revokeToken } from "../auth/tokens";
import { sendCode, verifyCode, type CodeDailyCaps } from "../auth/codes";
import { beginPasswordAttempt } from "../auth/sign-in-throttle";
import { defaultNickname, findByAccount, findById, normaliseAccount, signInMethods, toUserInfo, type User } from "../auth/users";
import { hasAccepted } from "#server/account/agreements";
import { storeAvatar } from "../auth/avatar";

export interface AccountDeps {
  db: Db;
  store: ObjectStore;
  deliver: Deliver;
  logger: Logger;
  staticBase: string;
  /** The site's daily spend on codes per channel (SMS_DAILY_MAX, MAIL_DAILY_MAX). */
  codeDailyCaps: CodeDailyCaps;
}

export function accountApi({ db, store, deliver, logger, staticBase, codeDailyCaps }: AccountDeps) {
  const api = new Hono<AuthEnv>();
  const auth = requireUser(db);
  const signIn = (c: Context, user: User) => issueToken(db, user.id, { userAgent: c.req.header("User-Agent"), ip: clientIp(c) });

  // The captcha comes before any answer that depends on the recipient (docs/decisions/007 and
  // 017): only registration may then say "already registered", once per captcha.
  api.post("/web/api/account/sendCode", async (c) => {
    const body = parse(sendCodeBody, await readJson(c));
    const userId = body.scene === "bind" ? await resolveToken(db, requestToken(c)) : null;
    if (body.scene === "bind" && userId === null) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, "S00106");
    await sendCode(db, deliver, codeDailyCaps, {
      ...body,
      ip: clientIp(c),
      async deliverTo(account) {
        const existing = await findByAccount(db, account);
        if (body.scene === "register" && existing) throw new ApiError(400, ACCOUNT_MESSAGES.accountExists);
        if (body.scene === "bind" && existing && existing.id !== userId) throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
        // Login and reset: the same answer either way; only a real account receives the code.
        return body.scene === "register" || body.scene === "bind" || Boolean(existing);
      },
    });
    return ok(c, null, ACCOUNT_MESSAGES.codeSent);
  });

  async function register(c: Context, account: string, code: string, password: string) {
    // The code first: a wrong one gets the same answer whether or not the address is registered.
    await verifyCode(db, account, "register", code, true, clientIp(c));
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
    // Counted before the password is checked, so a burst cannot overrun the limits.
    const attempt = await beginPasswordAttempt(db, { account, ip: clientIp(c), code: body.code });
    const user = await findByAccount(db, account);
    // Unknown account and wrong password take the same time and get the same answer.
    const valid = await verifyPassword(body.password, user?.passwordHash);
    await attempt.settle(Boolean(user && valid));
    if (!user || !valid) throw new ApiError(400, ACCOUNT_MESSAGES.badCredentials);
    return ok(c, await signIn(c, user), "登录成功");
  });

  api.post("/web/api/sms-login", async (c) => {
    const body = parse(smsLoginBody, await readJson(c));
    await verifyCode(db, body.account, "login", body.code, true, clientIp(c));
    // Codes go only to registered accounts, so a valid code without an account means it was deleted since.
    const user = await findByAccount(db, body.account);
    if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
    return ok(c, await signIn(c, user), "登录成功");
  });

  api.post("/web/api/logout", auth, async (c) => {
    await revokeToken(db, c.get("token"));
    return ok(c, null, "已退出登录");
  });

  api.post("/web/api/account/rest-code-verify", async (c) => {
    const body = parse(restCodeVerifyBody, await readJson(c));
    await verifyCode(db, body.account, "reset", body.code, false, clientIp(c));
    return ok(c, null, "验证通过");
  });

  api.put("/web/api/account/rest-pwd", async (c) => {
    const body = parse(restPwdBody, await readJson(c));
    await verifyCode(db, body.account, "reset", body.code, true, clientIp(c));
    const user = await findByAccount(db, body.account);
    if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
    await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() }).where(eq(users.id, user.id));
    // Whoever knew the old password is signed out everywhere, this browser included.
    await revokeAllTokens(db, user.id);
    return ok(c, null, "密码已重置，请重新登录");
  });

  api.get("/web/api/account/user-info", auth, async (c) => {
    const user = await findById(db, c.get("userId"));
    if (!user) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, "S00106");
    return ok(c, { ...toUserInfo(user, staticBase), fontAgreement: await hasAccepted(db, user.id) });
  });

  api.put("/web/api/account/update-account-pwd", auth, async (c) => {
    const body = parse(updatePwdBody, await readJson(c));
    const user = (await findById(db, c.get("userId")))!;
    if (user.passwordHash && !(await verifyPassword(body.oldPassword, user.passwordHash))) {
      throw new ApiError(400, ACCOUNT_MESSAGES.oldPasswordWrong);
    }
    await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() }).where(eq(users.id, user.id));
    // Every other device is signed out; the one that made the change stays signed in.
    await revokeAllTokens(db, user.id, c.get("token"));
    return ok(c, null, "密码已修改");
  });

  api.put("/web/api/account/bind-account", auth, async (c) => {
    const body = parse(bindAccountBody, await readJson(c));
    const userId = c.get("userId");
    const owner = await findByAccount(db, body.account);
    if (owner && owner.id !== userId) throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
    await verifyCode(db, body.account, "bind", body.code, true, clientIp(c));
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
