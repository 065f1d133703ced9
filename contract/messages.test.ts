import { describe, expect, it } from "vitest";
import { httpErrorMessage } from "./messages";

/** The error-toast table of docs/product.md §8, copied from its text. */
const TABLE: [number, string][] = [
  [403, "用户得到授权，但是访问是被禁止的。!"],
  [404, "网络请求错误,未找到该资源!"],
  [405, "网络请求错误,请求方法未允许!"],
  [408, "网络请求超时!"],
  [500, "服务器错误,请联系管理员!"],
  [501, "网络未实现!"],
  [502, "网络错误!"],
  [503, "服务不可用，服务器暂时过载或维护!"],
  [504, "网络超时!"],
  [505, "http版本不支持该请求!"],
];

describe("httpErrorMessage (docs/product.md §8)", () => {
  it.each(TABLE)("status %i shows its fixed text, whatever the server said", (status, text) => {
    expect(httpErrorMessage(status)).toBe(text);
    expect(httpErrorMessage(status, "服务器自己的说明")).toBe(text);
  });

  it("400 shows the server's own message", () => {
    expect(httpErrorMessage(400, "手机号已注册")).toBe("手机号已注册");
  });

  it("400 without a server message falls back to the 500 text", () => {
    expect(httpErrorMessage(400)).toBe("服务器错误,请联系管理员!");
    expect(httpErrorMessage(400, "   ")).toBe("服务器错误,请联系管理员!");
  });

  it("401 shows the server's message, else the fixed text", () => {
    expect(httpErrorMessage(401, "密码错误")).toBe("密码错误");
    expect(httpErrorMessage(401)).toBe("用户没有权限（令牌、用户名、密码错误）!");
    expect(httpErrorMessage(401, "")).toBe("用户没有权限（令牌、用户名、密码错误）!");
    expect(httpErrorMessage(401, null)).toBe("用户没有权限（令牌、用户名、密码错误）!");
  });

  it("429 (a rate limit) shows the server's message, else a fixed one", () => {
    expect(httpErrorMessage(429, "获取验证码过于频繁，请稍后再试")).toBe("获取验证码过于频繁，请稍后再试");
    expect(httpErrorMessage(429)).toBe("操作过于频繁，请稍后再试");
  });

  it("413 (a body over its limit) shows the server's message naming the limit, else a fixed one", () => {
    expect(httpErrorMessage(413, "单个文件不能超过 50 MB")).toBe("单个文件不能超过 50 MB");
    expect(httpErrorMessage(413)).toBe("请求内容过大");
  });

  it.each([0, 402, 418, 506, 599])("unknown status %i shows the 500 text", (status) => {
    expect(httpErrorMessage(status, "whatever")).toBe("服务器错误,请联系管理员!");
  });
});
