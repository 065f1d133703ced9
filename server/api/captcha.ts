/** POST /captcha/get and /captcha/check (DESIGN.md "Captcha"). */
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { checkCaptcha, getCaptcha } from "../auth/captcha";
import { ok, parse } from "./respond";
import { readJson } from "./read-json";

const captchaType = z.literal("blockPuzzle", { message: "不支持的验证码类型" });

export function captchaApi(db: Db) {
  const api = new Hono();
  api.post("/captcha/get", async (c) => {
    parse(z.object({ captchaType }), await readJson(c));
    return ok(c, await getCaptcha(db));
  });
  api.post("/captcha/check", async (c) => {
    const body = parse(
      z.object({
        captchaType,
        token: z.string({ message: "验证码已过期，请刷新后重试" }).min(1).max(100),
        pointJson: z.string({ message: "验证失败，请重试" }).min(1).max(200),
      }),
      await readJson(c),
    );
    return ok(c, await checkCaptcha(db, body.token, body.pointJson), "验证通过");
  });
  return api;
}
