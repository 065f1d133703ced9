/**
 * The OpenAPI description cannot drift: every API route the app serves is described in
 * contract/api-calls.ts, and every described call is a route the app serves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { API_CALLS } from "#contract/api-calls";
import { API_PATHS } from "#contract/api-paths";
import { operationId } from "./openapi";

const ORIGIN = "https://ziku.example.cn";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(() => t.close());

/** Served routes outside the API: health, files, crawler files, the description itself and the catch-alls. */
const NOT_CALLS = [/^\/healthz$/, /^\/files\//, /^\/(robots\.txt|sitemap\.xml)$/, /^\/api\/(openapi\.json|docs)$/, /\*$/];

describe("OpenAPI", () => {
  it("describes exactly the routes the app serves", () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.method !== "ALL" && !NOT_CALLS.some((re) => re.test(r.path)))
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    const described = new Set(API_CALLS.map((c) => `${c.method} ${c.path}`));
    expect([...served].filter((r) => !described.has(r)), "served but not described").toEqual([]);
    expect([...described].filter((r) => !served.has(r)), "described but not served").toEqual([]);
    expect(described.size).toBe(API_CALLS.length);
  });

  it("says what every call answers, under a unique operationId", () => {
    expect(API_CALLS.filter((c) => !c.answer === !c.file).map((c) => c.path), "neither or both of answer and file").toEqual([]);
    const ids = API_CALLS.map(operationId);
    expect(new Set(ids).size).toBe(API_CALLS.length);
  });

  it("describes every path of the one table of API paths", () => {
    const described = new Set<string>(API_CALLS.map((c) => c.path));
    expect(Object.values(API_PATHS).filter((p) => !described.has(p))).toEqual([]);
  });

  it("serves a valid 3.1 document with the routers' schemas", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { parameters: { name: string }[]; requestBody?: { content: Record<string, { schema?: { properties?: object } }> } }>> };
    expect(doc.openapi).toBe("3.1.0");
    const list = doc.paths["/web/api/font/getFontList"].get;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["current", "size", "category", "keyword", "sort"]));
    expect(doc.paths["/web/api/login"].post.requestBody?.content["application/json"].schema?.properties).toHaveProperty("account");
    expect(doc.paths["/api/v1/web/search/{id}/childs"].get.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    // servers from configuration, the token declared and required where a call needs it.
    const raw = doc as unknown as { servers: { url: string }[]; components: { securitySchemes: object }; paths: Record<string, Record<string, { security: object[] }>> };
    expect(raw.servers).toEqual([expect.objectContaining({ url: ORIGIN })]);
    expect(Object.keys(raw.components.securitySchemes)).toEqual(expect.arrayContaining(["accessToken", "authToken"]));
    expect(raw.paths[API_PATHS.userInfo].get.security).toEqual([{ accessToken: [] }, { authToken: [] }]);
    expect(raw.paths[API_PATHS.fontList].get.security).toEqual([]);
  });

  it("has a readable reference page", async () => {
    const res = await t.app.request("/api/docs");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("接口文档");
    expect(page).toContain("/web/api/font/getFontList");
    // Each call says briefly what it answers: the data's schema or the file.
    expect(page).toContain("data: FontListData");
    expect(page).toContain("text/css（@font-face 规则）");
  });
});
