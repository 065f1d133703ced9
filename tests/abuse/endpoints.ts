/**
 * Every call the site answers (docs/product.md §7 as built), with its parameters: what the abuse suite and
 * `npm run fuzz` feed malformed values to. `where` says how a parameter travels; `auth` calls are
 * made with a live token so the parameters, not the sign-in, are what gets checked.
 */
export type Where = "query" | "path" | "json" | "form";
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path, with `{id}` for a path parameter. */
  path: string;
  where: Where;
  params: string[];
  auth?: boolean;
  /** A valid value of each parameter, so one parameter at a time can be spoiled. */
  valid: Record<string, unknown>;
}

export const ENDPOINTS: Endpoint[] = [
  { method: "POST", path: "/captcha/get", where: "json", params: ["captchaType"], valid: { captchaType: "blockPuzzle" } },
  { method: "POST", path: "/captcha/check", where: "json", params: ["captchaType", "token", "pointJson"], valid: { captchaType: "blockPuzzle", token: "t", pointJson: "p" } },
  {
    method: "GET",
    path: "/web/api/font/getFontList",
    where: "query",
    params: ["current", "size", "keyword", "sort", "category", "license", "weight", "language"],
    valid: { current: 1, size: 10, keyword: "宋", sort: "newest" },
  },
  { method: "GET", path: "/web/api/font/getFontDetail", where: "query", params: ["id"], valid: { id: 1 } },
  { method: "GET", path: "/web/api/font/get-download-url", where: "query", params: ["id", "agree"], auth: true, valid: { id: 1, agree: "1" } },
  { method: "GET", path: "/web/api/dict/font-default", where: "query", params: [], valid: {} },
  { method: "GET", path: "/api/v1/web/search/{id}/childs", where: "path", params: ["id"], valid: { id: 1 } },
  { method: "GET", path: "/api/v1/web/search/fontInformation/{id}", where: "path", params: ["id"], valid: { id: 1 } },
  { method: "GET", path: "/api/v1/web/search/fontInformation/{id}/pid", where: "path", params: ["id"], valid: { id: 1 } },
  { method: "GET", path: "/api/v1/web/{id}/download", where: "query", params: ["u", "expires", "sig"], valid: { u: 1, expires: 1, sig: "x" } },
  { method: "GET", path: "/api/v1/variable/query-list", where: "query", params: ["current", "size", "keyword"], valid: { current: 1, size: 10 } },
  { method: "POST", path: "/webfont/http", where: "json", params: ["gno", "text"], valid: { gno: "1", text: "字" } },
  { method: "POST", path: "/subset/web-variable-font", where: "json", params: ["gno", "text", "axes"], valid: { gno: "1", text: "字" } },
  { method: "GET", path: "/web/api/showData/getData", where: "query", params: [], valid: {} },
  { method: "GET", path: "/web/api/web-column/getColumnByType", where: "query", params: ["type"], valid: { type: "font" } },
  { method: "GET", path: "/web/api/friendshipLinks/getFriendshipLinks", where: "query", params: [], valid: {} },
  { method: "GET", path: "/web/api/account/user-info", where: "query", params: [], auth: true, valid: {} },
  {
    method: "POST",
    path: "/web/api/account/sendCode",
    where: "json",
    params: ["account", "scene", "captchaVerification"],
    valid: { account: "13900000000", scene: "login", captchaVerification: "x" },
  },
  { method: "POST", path: "/web/api/login", where: "json", params: ["account", "password", "code", "captchaVerification"], valid: { account: "13900000000", password: "abc12345" } },
  { method: "POST", path: "/web/api/sms-login", where: "json", params: ["account", "code"], valid: { account: "13900000000", code: "123456" } },
  { method: "POST", path: "/web/api/account/register/phone", where: "json", params: ["mobile", "code", "password"], valid: { mobile: "13900000000", code: "123456", password: "abc12345" } },
  { method: "POST", path: "/web/api/account/register/email", where: "json", params: ["email", "code", "password"], valid: { email: "a@example.com", code: "123456", password: "abc12345" } },
  { method: "POST", path: "/web/api/account/rest-code-verify", where: "json", params: ["account", "code"], valid: { account: "13900000000", code: "123456" } },
  { method: "PUT", path: "/web/api/account/rest-pwd", where: "json", params: ["account", "code", "password"], valid: { account: "13900000000", code: "123456", password: "abc12345" } },
  { method: "PUT", path: "/web/api/account/update-account-pwd", where: "json", params: ["oldPassword", "password"], auth: true, valid: { oldPassword: "nope", password: "abc12345" } },
  { method: "PUT", path: "/web/api/account/bind-account", where: "json", params: ["account", "code"], auth: true, valid: { account: "a@example.com", code: "123456" } },
  { method: "PUT", path: "/web/api/account/unbind-account", where: "json", params: ["type"], auth: true, valid: { type: "wechat" } },
  { method: "POST", path: "/web/api/account/update-account-info", where: "form", params: ["nickname", "gender", "birthday", "bio"], auth: true, valid: { nickname: "昵称" } },
  { method: "GET", path: "/web/api/account/download/history", where: "query", params: ["current", "size"], auth: true, valid: { current: 1, size: 10 } },
  { method: "GET", path: "/web/api/wechat/authorize", where: "query", params: ["redirect"], valid: { redirect: "/" } },
  { method: "GET", path: "/web/api/wechat/callback", where: "query", params: ["code", "state"], valid: { code: "x", state: "y" } },
];

/**
 * Percent-encodes like encodeURIComponent, but sends a lone surrogate as the bytes a careless
 * client would (ED A0 80 …) instead of throwing: the server must refuse those itself.
 */
export function encodeLoose(text: string): string {
  let out = "";
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }
  }
  return out;
}

/** Builds the request for `values` (already spoiled as the caller wishes). */
export function buildRequest(e: Endpoint, values: Record<string, unknown>, token?: string): { url: string; init: RequestInit } {
  const headers: Record<string, string> = token ? { "X-Access-Token": token } : {};
  let url = e.path;
  const text = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v) ?? "");
  if (e.where === "path") {
    url = url.replace("{id}", encodeLoose(text(values.id)));
  } else if (e.where === "query" || e.method === "GET") {
    const q = Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(text(v))}`);
    url = url.replace("{id}", "1") + (q.length ? `?${q.join("&")}` : "");
  }
  url = url.replace("{id}", "1");
  if (e.method === "GET") return { url, init: { method: e.method, headers } };
  if (e.where === "form") {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined) form.append(k, text(v));
    return { url, init: { method: e.method, headers, body: form } };
  }
  // The subset calls take a list of items.
  const body = e.path === "/webfont/http" ? [values] : values;
  return { url, init: { method: e.method, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) } };
}
