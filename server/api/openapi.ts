/**
 * The API described once: contract/api-calls.ts (the routers' own zod schemas, the answers'
 * schemas of contract/answers/) rendered as an OpenAPI 3.1 document at /api/openapi.json, and as
 * a readable Chinese reference at /api/docs (docs/decisions/025-openapi-contract.md).
 */
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod";
import { API_CALLS, type ApiCall } from "#contract/api-calls";
import { API_PATHS, type ApiPath } from "#contract/api-paths";
import { NAMED_ANSWERS } from "#contract/answers/common";
import { SESSION_INVALID_CODE } from "#contract/envelope";
import { SITE_TITLE } from "#contract/constants";
import type { PublicConfig } from "#contract/config";

type JsonSchema = Record<string, unknown>;

/** Input side: what a client sends (defaults optional, transforms not yet applied). */
const inputSchema = (type: z.ZodType): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(type, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
};

const PATH_NAMES = new Map<ApiPath, string>(Object.entries(API_PATHS).map(([name, path]) => [path, name]));
const pascal = (name: string) => name[0].toUpperCase() + name.slice(1);
const SHARED_PATHS = new Set(API_CALLS.filter((c, i) => API_CALLS.findIndex((o) => o.path === c.path) !== i).map((c) => c.path));
/**
 * The operationId: the call's name in contract/api-paths.ts (fontList, collectionZip …); where
 * several methods share a path, the GET keeps the name and the others add theirs
 * (adminContentItemPut).
 */
export const operationId = (call: ApiCall) => PATH_NAMES.get(call.path)! + (SHARED_PATHS.has(call.path) && call.method !== "get" ? pascal(call.method) : "");
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function parameters(call: ApiCall) {
  const list: JsonSchema[] = [];
  for (const [where, object] of [["path", call.params], ["query", call.query]] as const) {
    if (!object) continue;
    const schema = inputSchema(object) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({ name, in: where, required: where === "path" || (schema.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  return list;
}

/**
 * Every answer's `data` schema under components/schemas: the named shapes of contract/answers/
 * by their names, the rest as {OperationId}Data. One registry, so shapes refer to each other by
 * $ref (a font list item inside a collection, a face inside its family) and recursion works.
 */
function answerSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const { id, schema } of NAMED_ANSWERS) registry.add(schema, { id });
  const answerId = new Map<ApiCall, string>();
  for (const call of API_CALLS) {
    if (!call.answer) continue;
    if (!registry.has(call.answer)) registry.add(call.answer, { id: `${pascal(operationId(call))}Data` });
    answerId.set(call, registry.get(call.answer)!.id);
  }
  const { schemas } = z.toJSONSchema(registry, { io: "output", unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, JsonSchema> };
  const components: Record<string, JsonSchema> = {};
  for (const [id, { $schema: _s, $id: _i, ...schema }] of Object.entries(schemas)) components[id] = schema;
  return { components, answerId };
}

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

function responses(call: ApiCall, dataId: string | undefined) {
  const out: Record<string, unknown> = {};
  if (call.file?.media === "redirect") out["302"] = { description: call.file.note, headers: { Location: { schema: { type: "string" } } } };
  else if (call.file) {
    const body = call.file.media[0].startsWith("text/") ? { type: "string" } : { type: "string", contentMediaType: call.file.media[0] };
    out["200"] = { description: call.file.note, content: Object.fromEntries(call.file.media.map((m) => [m, { schema: body }])) };
  } else {
    const success = { type: "object", required: ["code", "msg", "data"], additionalProperties: false, properties: { code: { const: "200" }, msg: { type: "string" }, data: ref(dataId!) } };
    out["200"] = { description: "成功：{code: \"200\", msg, data}", content: json(success) };
  }
  // /css2 refuses in CSS (a comment a browser ignores); the font files answer a plain 404.
  if (call.path === API_PATHS.css2) out["4XX"] = { description: "参数有误：中文说明写在 CSS 注释中", content: { "text/css": { schema: { type: "string" } } } };
  else if (call.path === API_PATHS.webfontSlice || call.path === API_PATHS.webfontText) out["404"] = { description: "没有这个文件", content: { "text/plain": { schema: { type: "string" } } } };
  else {
    if (call.auth) out["401"] = { description: `未登录或令牌失效（code ${SESSION_INVALID_CODE}）`, content: json(ref("ErrorEnvelope")) };
    out["4XX"] = { description: "输入有误、无权访问或过于频繁：中文提示在 msg", content: json(ref("ErrorEnvelope")) };
  }
  out["5XX"] = { description: "暂时无法处理（如字体子集服务繁忙，见 Retry-After）", content: json(ref("ErrorEnvelope")) };
  return out;
}

function requestBody(call: ApiCall) {
  if (call.body) return { required: true, content: json(inputSchema(call.body)) };
  if (call.rawBody) return { required: true, description: call.rawBody.note, content: { [call.rawBody.media]: { schema: inputSchema(call.rawBody.schema) } } };
  return undefined;
}

export interface OpenApiOptions {
  /** The absolute URL the calls' paths are relative to. */
  server: string;
}

/** Where the API answers: API_BASE when it is absolute, else the site's origin (both from configuration, server/config.ts). */
export function apiServer(pub: Pick<PublicConfig, "apiBase" | "origin">): string {
  return /^https?:\/\//.test(pub.apiBase) ? pub.apiBase.replace(/\/+$/, "") : pub.origin;
}

export function openApiDocument({ server }: OpenApiOptions) {
  const { components, answerId } = answerSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of API_CALLS) {
    const operation: Record<string, unknown> = {
      operationId: operationId(call),
      tags: [call.tag],
      summary: call.summary,
      parameters: parameters(call),
      responses: responses(call, answerId.get(call)),
      // An empty list says in so many words that anyone may call it.
      security: call.auth ? [{ accessToken: [] }, { authToken: [] }] : call.operator ? [{ operatorToken: [] }] : [],
    };
    const body = requestBody(call);
    if (body) operation.requestBody = body;
    (paths[call.path] ??= {})[call.method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${SITE_TITLE} 接口`,
      version: "1",
      description: "响应格式 {code, msg, data}；分页参数 current、size，返回 {records, total, current, size, pages}。中文参考：/api/docs。",
      license: { name: "仅供本站与其用户调用", url: `${server}/license` },
    },
    servers: [{ url: server, description: SITE_TITLE }],
    tags: [...new Set(API_CALLS.map((c) => c.tag))].map((name) => ({ name, description: `${name}相关接口` })),
    components: {
      schemas: components,
      securitySchemes: {
        accessToken: { type: "apiKey", in: "header", name: "X-Access-Token", description: "登录得到的令牌" },
        authToken: { type: "apiKey", in: "header", name: "X-Auth-Token", description: "同一令牌的另一个头，二者任选" },
        operatorToken: { type: "apiKey", in: "header", name: "X-Operator-Token", description: "运营令牌（OPERATOR_TOKEN）" },
      },
    },
    paths,
  };
}

export function openApiRoutes(options: OpenApiOptions) {
  const api = new Hono();
  // Made on the first request, then kept: the process starts without converting ~90 schemas.
  let body: string | undefined;
  let page: ReturnType<typeof reference> | undefined;
  api.get("/api/openapi.json", (c) =>
    c.body((body ??= JSON.stringify(openApiDocument(options))), 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" }),
  );
  api.get("/api/docs", (c) => c.html((page ??= reference())));
  return api;
}

/** What a success answers, in a few words: the envelope's data by its schema name, or the file. */
function answerText(call: ApiCall, dataId: string | undefined): string {
  if (call.file) return call.file.media === "redirect" ? call.file.note : `${call.file.media.join(" / ")}（${call.file.note}）`;
  return `data: ${dataId}`;
}

/** A plain, printable reference of every call, grouped by area. */
function reference() {
  const { answerId } = answerSchemas();
  const tags = [...new Set(API_CALLS.map((c) => c.tag))];
  const params = (call: ApiCall) =>
    parameters(call)
      .map((p) => `${String(p.name)}${p.required ? "" : "?"}`)
      .join(", ");
  const bodyText = (call: ApiCall) => (call.body ? "JSON 请求体" : call.rawBody ? `${call.rawBody.media}：${call.rawBody.note}` : "");
  return html`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>接口文档 - ${SITE_TITLE}</title>
<style>body{font:15px/1.7 system-ui,sans-serif;max-width:1080px;margin:2rem auto;padding:0 1rem;color:#292524}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #e7e5e4}code{font-size:.9em}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #f5f5f4;vertical-align:top}
.m{font-weight:600;color:#9a3412;text-transform:uppercase;white-space:nowrap}</style></head>
<body><h1>${SITE_TITLE} 接口文档</h1>
<p>机器可读的 OpenAPI 3.1 描述（含每个回答的结构）：<a href="/api/openapi.json">/api/openapi.json</a>。所有 JSON 回答都是 <code>{code, msg, data}</code>，成功时 code 为 "200"；
失败时 code 为 HTTP 状态码字符串，令牌失效为 <code>${SESSION_INVALID_CODE}</code>，msg 为中文提示。需登录的接口在 <code>X-Access-Token</code> 与 <code>X-Auth-Token</code> 头中带令牌。</p>
${tags.map(
  (tag) => html`<h2>${tag}</h2><table><tr><th>方法</th><th>路径</th><th>说明</th><th>参数</th><th>回答</th></tr>
${API_CALLS.filter((c) => c.tag === tag).map(
  (c) =>
    html`<tr><td class="m">${c.method}</td><td><code>${c.path}</code></td><td>${c.summary}${c.auth ? raw("（需登录）") : ""}</td><td><code>${params(c)}</code>${bodyText(c)}</td><td><code>${answerText(c, answerId.get(c))}</code></td></tr>`,
)}</table>`,
)}
</body></html>`;
}
