/** POST /captcha/get and /captcha/check (docs/contract.md "Captcha"). */
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "#server/db/client";
import { checkCaptcha, getCaptcha } from "#server/auth/captcha";
import { hit, tooMany } from "#server/auth/rate-limit";
import { LIMITS } from "#server/auth/limits";
import { clientIp } from "#server/http/client-ip";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { text } from "#contract/validators";
import { ok, parse } from "./respond";
import { readJson } from "./read-json";

const captchaType = z.literal("blockPuzzle", { message: "不支持的验证码类型" });
const checkBody = z.object({
  captchaType,
  token: text(100, "验证码", ACCOUNT_MESSAGES.captchaExpired).min(1, ACCOUNT_MESSAGES.captchaExpired),
  pointJson: text(200, "验证结果", ACCOUNT_MESSAGES.captchaFailed).min(1, ACCOUNT_MESSAGES.captchaFailed),
});

export function captchaApi(db: Db) {
  const api = new Hono();
  api.post("/captcha/get", async (c) => {
    parse(z.object({ captchaType }), await readJson(c));
    // Each puzzle is a PNG drawn on the server: bounded per address.
    const verdict = await hit(db, `captcha-ip:${clientIp(c)}`, LIMITS.captchaIp);
    if (!verdict.allowed) throw tooMany(verdict.retryAfterMs, ACCOUNT_MESSAGES.captchaRateLimited);
    return ok(c, await getCaptcha(db));
  });
  api.post("/captcha/check", async (c) => {
    const body = parse(checkBody, await readJson(c));
    return ok(c, await checkCaptcha(db, body.token, body.pointJson), "验证通过");
  });
  return api;
}
