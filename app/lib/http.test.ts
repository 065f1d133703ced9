import { describe, expect, it, vi } from "vitest";
import { createHttp, HttpError, type HttpOptions } from "./http";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const OK = { code: "200", msg: "操作成功", data: { hello: "世界" } };

/** A client whose fetch records every request and answers with `answer`. */
function setup(answer: (request: Request) => Response | Promise<Response> = () => json(OK), extra: Partial<HttpOptions> = {}) {
  const requests: Request[] = [];
  const notifyError = vi.fn<(message: string) => void>();
  const onSessionInvalid = vi.fn<() => void>();
  const http = createHttp({
    base: "https://api.example.com",
    getToken: () => "",
    notifyError,
    onSessionInvalid,
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
    ...extra,
  });
  return { http, requests, notifyError, onSessionInvalid };
}

describe("createHttp: requests", () => {
  it("joins the base, the path and the params, skipping empty params", async () => {
    const { http, requests } = setup();
    await http.get("/web/api/font/getFontList", { current: 2, keyword: "宋 体", free: true, empty: "", none: undefined, nil: null });
    const url = new URL(requests[0].url);
    expect(url.origin + url.pathname).toBe("https://api.example.com/web/api/font/getFontList");
    expect(Object.fromEntries(url.searchParams)).toEqual({ current: "2", keyword: "宋 体", free: "true" });
    expect(requests[0].method).toBe("GET");
  });

  it("an empty base calls the page's own origin", async () => {
    const { http, requests } = setup(undefined, { base: "" });
    await http.get("/healthz");
    expect(new URL(requests[0].url).pathname).toBe("/healthz");
  });

  it("asks for JSON and sends JSON bodies as UTF-8 JSON", async () => {
    const { http, requests } = setup();
    await http.post("/web/api/login", { account: "13800138000", password: "secret" });
    const request = requests[0];
    expect(request.method).toBe("POST");
    expect(request.headers.get("Accept")).toMatch(/application\/json/);
    expect(request.headers.get("Content-Type")).toBe("application/json;charset=UTF-8");
    expect(await request.json()).toEqual({ account: "13800138000", password: "secret" });
  });

  it("a GET without a body sends no JSON content type", async () => {
    const { http, requests } = setup();
    await http.get("/web/api/x");
    expect(requests[0].headers.get("Content-Type")).toBeNull();
  });

  it("sends the token in both X-Access-Token and X-Auth-Token", async () => {
    const { http, requests } = setup(undefined, { getToken: () => "tok-123" });
    await http.get("/web/api/account/user-info");
    expect(requests[0].headers.get("X-Access-Token")).toBe("tok-123");
    expect(requests[0].headers.get("X-Auth-Token")).toBe("tok-123");
  });

  it("sends no token headers when signed out", async () => {
    const { http, requests } = setup();
    await http.get("/web/api/x");
    expect(requests[0].headers.has("X-Access-Token")).toBe(false);
    expect(requests[0].headers.has("X-Auth-Token")).toBe(false);
  });

  it("passes extra headers (us-token) through", async () => {
    const { http, requests } = setup();
    await http.post("/api/v1/web/personal/favorite/add-font/1", undefined, { params: { fontInfoId: 7 }, headers: { "us-token": "u-1" } });
    expect(requests[0].headers.get("us-token")).toBe("u-1");
    expect(new URL(requests[0].url).searchParams.get("fontInfoId")).toBe("7");
  });

  it("PUT and DELETE use their methods", async () => {
    const { http, requests } = setup();
    await http.put("/web/api/account/rest-pwd", { account: "a" });
    await http.delete("/api/v1/web/personal/favorite/rm/3");
    expect(requests.map((r) => r.method)).toEqual(["PUT", "DELETE"]);
  });
});

describe("createHttp: answers", () => {
  it("resolves with the unwrapped envelope {code,msg,data}", async () => {
    const { http, notifyError } = setup();
    await expect(http.get("/web/api/x")).resolves.toEqual(OK);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("a 200 answer with a non-200 code is handed back, not toasted", async () => {
    const body = { code: "400", msg: "验证码错误", data: null };
    const { http, notifyError } = setup(() => json(body));
    await expect(http.post("/web/api/login", {})).resolves.toEqual(body);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([
    [403, "用户得到授权，但是访问是被禁止的。!"],
    [404, "网络请求错误,未找到该资源!"],
    [405, "网络请求错误,请求方法未允许!"],
    [500, "服务器错误,请联系管理员!"],
    [502, "网络错误!"],
    [503, "服务不可用，服务器暂时过载或维护!"],
    [504, "网络超时!"],
  ])("HTTP %i toasts %s and rejects with HttpError of that status", async (status, message) => {
    const { http, notifyError, onSessionInvalid } = setup(() => json({ code: String(status), msg: "server says", data: null }, status));
    const error = await http.get("/web/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, message });
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(message);
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it("HTTP 400 toasts the server's own message", async () => {
    const { http, notifyError } = setup(() => json({ code: "400", msg: "手机号已注册", data: null }, 400));
    await expect(http.post("/web/api/account/register/phone", {})).rejects.toMatchObject({ status: 400, message: "手机号已注册" });
    expect(notifyError).toHaveBeenCalledWith("手机号已注册");
  });

  it("an error answer that is not JSON still gets its status text", async () => {
    const { http, notifyError } = setup(() => new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(http.get("/web/api/x")).rejects.toMatchObject({ status: 502 });
    expect(notifyError).toHaveBeenCalledWith("网络错误!");
  });

  it("HTTP 401 toasts and ends the session", async () => {
    const { http, notifyError, onSessionInvalid } = setup(() => json({ code: "S00106", msg: "", data: null }, 401));
    await expect(http.get("/web/api/account/user-info")).rejects.toMatchObject({ status: 401 });
    expect(notifyError).toHaveBeenCalledWith("用户没有权限（令牌、用户名、密码错误）!");
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it("HTTP 401 with a server message toasts that message", async () => {
    const { http, notifyError, onSessionInvalid } = setup(() => json({ code: "S00106", msg: "登录已过期", data: null }, 401));
    await expect(http.get("/web/api/account/user-info")).rejects.toBeInstanceOf(HttpError);
    expect(notifyError).toHaveBeenCalledWith("登录已过期");
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it("body code S00106 ends the session and rejects", async () => {
    const { http, onSessionInvalid } = setup(() => json({ code: "S00106", msg: "登录已失效", data: null }));
    await expect(http.get("/web/api/account/user-info")).rejects.toBeInstanceOf(HttpError);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it("a timeout toasts 网络请求超时! and rejects with 408", async () => {
    const neverAnswers = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener("abort", () => reject(request.signal.reason));
      });
    const { http, notifyError } = setup(neverAnswers, { timeoutMs: 20 });
    await expect(http.get("/web/api/slow")).rejects.toMatchObject({ name: "HttpError", status: 408, message: "网络请求超时!" });
    expect(notifyError).toHaveBeenCalledWith("网络请求超时!");
  });

  it("a network error toasts the 500 text and rejects with 500", async () => {
    const { http, notifyError } = setup(() => Promise.reject(new TypeError("fetch failed")));
    await expect(http.get("/web/api/x")).rejects.toMatchObject({ status: 500, message: "服务器错误,请联系管理员!" });
    expect(notifyError).toHaveBeenCalledWith("服务器错误,请联系管理员!");
  });

  it("a call the caller aborts rejects without a toast", async () => {
    const controller = new AbortController();
    const waits = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener("abort", () => reject(request.signal.reason));
      });
    const { http, notifyError } = setup(waits);
    const pending = http.get("/web/api/x", undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(HttpError);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("a silent call rejects without a toast, but a 401 still ends the session", async () => {
    const { http, notifyError, onSessionInvalid } = setup(() => json({ code: "400", msg: "验证失败，请重试", data: null }, 400));
    await expect(http.post("/captcha/check", {}, { silent: true })).rejects.toMatchObject({ status: 400, message: "验证失败，请重试" });
    expect(notifyError).not.toHaveBeenCalled();

    const expired = setup(() => json({ code: "S00106", msg: "", data: null }, 401));
    await expect(expired.http.post("/web/api/logout", undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(expired.notifyError).not.toHaveBeenCalled();
    expect(expired.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it("without notifyError (the server side) failures are only thrown", async () => {
    const http = createHttp({ base: "", getToken: () => "", fetch: async () => json({ code: "404", msg: "", data: null }, 404) });
    await expect(http.get("/x")).rejects.toMatchObject({ status: 404, message: "网络请求错误,未找到该资源!" });
  });
});

describe("createHttp: multipart", () => {
  it("postForm sends arrays as repeated name[] fields", async () => {
    const { http, requests } = setup();
    await http.postForm("/web/api/submission/saveSubmission", { title: "新字体", tags: ["宋体", "开源"], count: 3, skip: undefined });
    const request = requests[0];
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.getAll("tags[]")).toEqual(["宋体", "开源"]);
    expect(form.get("title")).toBe("新字体");
    expect(form.get("count")).toBe("3");
    expect(form.has("tags")).toBe(false);
    expect(form.has("skip")).toBe(false);
  });

  it("upload sends the file under `file` with its filename, plus the extra fields", async () => {
    const { http, requests } = setup();
    const file = new Blob(["jpeg-bytes"], { type: "image/jpeg" });
    await http.upload("/web/api/account/update-account-info", { file, filename: "avatar.jpg", data: { nickname: "小明", ids: [1, 2] } });
    const form = await requests[0].formData();
    const sent = form.get("file");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("avatar.jpg");
    expect(await (sent as File).text()).toBe("jpeg-bytes");
    expect(form.get("nickname")).toBe("小明");
    expect(form.getAll("ids[]")).toEqual(["1", "2"]);
    expect(requests[0].method).toBe("POST");
  });

  it("upload uses the given field name", async () => {
    const { http, requests } = setup();
    await http.upload("/web/api/account/update-account-info", { file: new Blob(["x"]), name: "avatar", filename: "a.png" });
    const form = await requests[0].formData();
    expect(form.has("file")).toBe(false);
    expect((form.get("avatar") as File).name).toBe("a.png");
  });
});
