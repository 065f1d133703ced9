import { describe, expect, it } from "vitest";
import { code, loginBody, password, PASSWORD_RULE } from "#contract/account";
import { account, email, mobile } from "#contract/validators";
import { runChecks, schemaCheck, type Checks } from "./form";

describe("schemaCheck: the exact messages of docs/product.md §5", () => {
  it("mobile", () => {
    const check = schemaCheck(mobile);
    expect(check("13800138000", {})).toBeNull();
    expect(check("12800138000", {})).toBe("手机格式不正确");
    expect(check("1380013800", {})).toBe("手机格式不正确");
    expect(check("", {})).toBe("手机格式不正确");
  });

  it("e-mail", () => {
    const check = schemaCheck(email);
    expect(check("li_lei-1@example.com.cn", {})).toBeNull();
    expect(check("li@example", {})).toBe("邮箱格式不正确");
    expect(check("李雷@example.com", {})).toBe("邮箱格式不正确");
  });

  it("mobile or e-mail: empty is not a pass either", () => {
    const check = schemaCheck(account);
    expect(check("13800138000", {})).toBeNull();
    expect(check("han@example.com", {})).toBeNull();
    expect(check("12345", {})).toBe("手机号或邮箱账号格式不正确");
    expect(check("", {})).toBe("手机号或邮箱账号格式不正确");
  });

  it("password, login password and code", () => {
    expect(schemaCheck(password)("abc", {})).toBe(PASSWORD_RULE);
    expect(schemaCheck(password)("", {})).toBe("请输入密码");
    expect(schemaCheck(password)("abcd1234", {})).toBeNull();
    expect(schemaCheck(loginBody.shape.password)("", {})).toBe("请输入密码");
    expect(schemaCheck(code)("12345", {})).toBe("验证码为 6 位数字");
    expect(schemaCheck(code)("123456", {})).toBeNull();
  });
});

describe("runChecks", () => {
  type V = { password: string; confirm: string };
  const checks: Checks<V> = {
    password: schemaCheck(password),
    confirm: (value, values) => (value === values.password ? null : "两次输入的密码不一致"),
  };

  it("reports every failing field, with access to the other values", () => {
    expect(runChecks(checks, { password: "abcd1234", confirm: "abcd1234" })).toEqual({});
    expect(runChecks(checks, { password: "abcd1234", confirm: "abcd12345" })).toEqual({ confirm: "两次输入的密码不一致" });
    expect(runChecks(checks, { password: "x", confirm: "y" })).toEqual({ password: PASSWORD_RULE, confirm: "两次输入的密码不一致" });
  });

  it("checks only the named fields when told", () => {
    expect(runChecks(checks, { password: "x", confirm: "y" }, ["confirm"])).toEqual({ confirm: "两次输入的密码不一致" });
  });
});
