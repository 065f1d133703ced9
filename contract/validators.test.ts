import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messageInput, submissionInput } from "./content";
import { account, email, isEmail, isMobile, mobile, optionalEmail, optionalMobile, paging } from "./validators";

/** The message a user would see, or null when the value passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "");
}

const GOOD_MOBILES = ["13800138000", "19912345678", "15000000000"];
const BAD_MOBILES = ["12800138000", "10000000000", "1380013800", "138001380000", "23800138000", "1380013800a", "+8613800138000"];
const GOOD_EMAILS = ["user@example.com", "a_b-c@mail-1.co", "x@163.com.cn", "ABC123@qq.com"];
const BAD_EMAILS = ["user@example", "user@@example.com", "user.name@example.com", "user@example.c", "user@example.comm", "user@a.b.cn.cn", "@example.com", "user example@x.com"];

describe("mobile number rule (docs/product.md §5)", () => {
  it.each(GOOD_MOBILES)("%s is a mobile number", (v) => expect(isMobile(v)).toBe(true));
  it.each(BAD_MOBILES)("%s is not a mobile number", (v) => expect(isMobile(v)).toBe(false));

  it("a required mobile reports 手机格式不正确", () => {
    expect(messageOf(mobile, "12345")).toBe("手机格式不正确");
    expect(messageOf(mobile, "13800138000")).toBeNull();
  });
});

describe("e-mail rule (docs/product.md §5)", () => {
  it.each(GOOD_EMAILS)("%s is an e-mail address", (v) => expect(isEmail(v)).toBe(true));
  it.each(BAD_EMAILS)("%s is not an e-mail address", (v) => expect(isEmail(v)).toBe(false));

  it("a required e-mail reports 邮箱格式不正确", () => {
    expect(messageOf(email, "nobody")).toBe("邮箱格式不正确");
    expect(messageOf(email, "a@b.cn")).toBeNull();
  });
});

describe("optional fields", () => {
  it("optional mobile: empty passes, a mismatch gives 手机格式不正确", () => {
    expect(messageOf(optionalMobile, "")).toBeNull();
    expect(messageOf(optionalMobile, "13800138000")).toBeNull();
    expect(messageOf(optionalMobile, "1380")).toBe("手机格式不正确");
  });

  it("optional e-mail: empty passes, a mismatch gives 邮箱格式不正确", () => {
    expect(messageOf(optionalEmail, "")).toBeNull();
    expect(messageOf(optionalEmail, "a@b.com")).toBeNull();
    expect(messageOf(optionalEmail, "a@b")).toBe("邮箱格式不正确");
  });
});

describe("mobile-or-e-mail account field", () => {
  it.each(["13800138000", "user@example.com"])("%s passes", (v) => {
    expect(messageOf(account, v)).toBeNull();
  });

  it.each(["12345", "user@example", "hello"])("%s gives 手机号或邮箱账号格式不正确", (v) => {
    expect(messageOf(account, v)).toBe("手机号或邮箱账号格式不正确");
  });

  it("an empty value is not reported as passed", () => {
    expect(messageOf(account, "")).toBe("手机号或邮箱账号格式不正确");
    expect(messageOf(account, "   ")).toBe("手机号或邮箱账号格式不正确");
  });
});

describe("联系方式（手机或邮箱） of the message board, custom requests and submissions", () => {
  const contactOf = (schema: z.ZodType, contact: unknown) => {
    const result = schema.safeParse({ name: "小明", content: "你好", fontName: "得意黑", license: "Apache 2.0", grant: "g", keys: ["k"], contact });
    return result.success ? null : result.error.issues.find((i) => i.path[0] === "contact")?.message;
  };

  it.each(["abc", "12345", "user@example", "", "   ", undefined])("%s gives 手机号或邮箱账号格式不正确", (v) => {
    expect(contactOf(messageInput, v)).toBe("手机号或邮箱账号格式不正确");
    expect(contactOf(submissionInput, v)).toBe("手机号或邮箱账号格式不正确");
  });

  it.each(["13800138000", " user@example.com "])("%s passes, trimmed", (v) => {
    expect(contactOf(messageInput, v)).toBeNull();
    expect(messageInput.parse({ name: "小明", content: "你好", contact: v }).contact).toBe(v.trim());
  });

  it("stays within 60 characters", () => {
    expect(contactOf(messageInput, `${"a".repeat(55)}@qq.com`)).toBe("联系方式最多 60 个字");
  });
});

describe("paging query (docs/contract.md)", () => {
  it("defaults to page 1 of 10", () => {
    expect(paging.parse({})).toEqual({ current: 1, size: 10 });
  });

  it("reads query strings", () => {
    expect(paging.parse({ current: "3", size: "20" })).toEqual({ current: 3, size: 20 });
  });

  it("refuses more than 100 a page and pages below 1", () => {
    expect(messageOf(paging, { size: "101" })).toBe("每页最多 100 条");
    expect(messageOf(paging, { current: "0" })).toBe("页码必须是正整数");
  });
});
