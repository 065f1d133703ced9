/** POST /captcha/get and /captcha/check (docs/contract.md "Captcha"). */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { checkCaptcha, getCaptcha } from "#server/auth/captcha";
import { hit, tooMany } from "#server/auth/rate-limit";
import { LIMITS } from "#server/auth/limits";
import { clientIp } from "#server/http/client-ip";
import { ACCOUNT_MESSAGES, captchaCheckBody, captchaGetBody } from "#contract/account";
import { ok, parse } from "./respond";
import { readJson } from "./read-json";
import { API_PATHS } from "#contract/api-paths";

export function captchaApi(db: Db) {
  const api = new Hono();
  api.post(API_PATHS.captchaGet, async (c) => {
    parse(captchaGetBody, await readJson(c));
    // Each puzzle is a PNG drawn on the server: bounded per address.
    const verdict = await hit(db, `captcha-ip:${clientIp(c)}`, LIMITS.captchaIp);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterMs, ACCOUNT_MESSAGES.captchaRateLimited);
    return ok(c, await getCaptcha(db));
  });
  api.post(API_PATHS.captchaCheck, async (c) => {
    const body = parse(captchaCheckBody, await readJson(c));
    return ok(c, await checkCaptcha(db, body.token, body.pointJson), "验证通过");
  });
  return api;
}
