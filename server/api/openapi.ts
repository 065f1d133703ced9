/**
 * The API described once: contract/api-calls.ts (the routers' own zod schemas) rendered as an
 * OpenAPI 3.1 document at /api/openapi.json, and as a readable Chinese reference at /api/docs.
 */
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod";
import { API_CALLS, type ApiCall } from "#contract/api-calls";
import { SITE_TITLE } from "#contract/constants";

type JsonSchema = Record<string, unknown>;
const schemaOf = (type: z.ZodType): JsonSchema => {
  // Input side: what a client sends (defaults optional, transforms not yet applied).
  const { $schema: _, ...rest } = z.toJSONSchema(type, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
};

function parameters(call: ApiCall) {
  const list: JsonSchema[] = [];
  for (const [where, object] of [["query", call.query], ["path", call.params]] as const) {
    if (!object) continue;
    const schema = schemaOf(object) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      list.push({ name, in: where, required: where === "path" || (schema.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

const ENVELOPE = {
  type: "object",
  required: ["code", "msg", "data"],
  properties: { code: { type: "string", description: "成功为 \"200\"，失败为 HTTP 状态码字符串，令牌失效为 \"S00106\"" }, msg: { type: "string" }, data: {} },
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of API_CALLS) {
    const operation: Record<string, unknown> = {
      tags: [call.tag],
      summary: call.summary,
      parameters: parameters(call),
      responses: {
        "200": call.responseNote
          ? { description: call.responseNote }
          : { description: "成功", content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } } },
        "4XX": { description: "输入有误或无权访问：中文提示在 msg", content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } } },
      },
    };
    if (call.auth) operation.security = [{ accessToken: [] }, { authToken: [] }];
    if (call.body) operation.requestBody = { required: true, content: { "application/json": { schema: schemaOf(call.body) } } };
    else if (call.bodyNote) operation.requestBody = { description: call.bodyNote, content: { "application/json": {} } };
    (paths[call.path] ??= {})[call.method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: { title: `${SITE_TITLE} 接口`, version: "1", description: "响应格式 {code, msg, data}；分页参数 current、size，返回 {records, total, current, size, pages}。" },
    components: {
      schemas: { Envelope: ENVELOPE },
      securitySchemes: {
        accessToken: { type: "apiKey", in: "header", name: "X-Access-Token" },
        authToken: { type: "apiKey", in: "header", name: "X-Auth-Token" },
      },
    },
    paths,
  };
}

export function openApiRoutes() {
  const api = new Hono();
  const document = openApiDocument();
  const json = JSON.stringify(document);
  api.get("/api/openapi.json", (c) => c.body(json, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" }));
  api.get("/api/docs", (c) => c.html(reference()));
  return api;
}

/** A plain, printable reference of every call, grouped by area. */
function reference() {
  const tags = [...new Set(API_CALLS.map((c) => c.tag))];
  const params = (call: ApiCall) =>
    parameters(call)
      .map((p) => `${String(p.name)}${p.required ? "" : "?"}`)
      .join(", ");
  return html`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>接口文档 - ${SITE_TITLE}</title>
<style>body{font:15px/1.7 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#292524}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #e7e5e4}code{font-size:.9em}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #f5f5f4;vertical-align:top}
.m{font-weight:600;color:#9a3412;text-transform:uppercase;white-space:nowrap}</style></head>
<body><h1>${SITE_TITLE} 接口文档</h1>
<p>机器可读的 OpenAPI 3.1 描述：<a href="/api/openapi.json">/api/openapi.json</a>。所有回答都是 <code>{code, msg, data}</code>；需登录的接口在
<code>X-Access-Token</code> 与 <code>X-Auth-Token</code> 头中带令牌。</p>
${tags.map(
  (tag) => html`<h2>${tag}</h2><table><tr><th>方法</th><th>路径</th><th>说明</th><th>参数</th></tr>
${API_CALLS.filter((c) => c.tag === tag).map(
  (c) => html`<tr><td class="m">${c.method}</td><td><code>${c.path}</code></td><td>${c.summary}${c.auth ? raw("（需登录）") : ""}</td><td><code>${params(c)}</code>${c.bodyNote ?? ""}</td></tr>`,
)}</table>`,
)}
</body></html>`;
}
