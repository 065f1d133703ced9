/** The subset service's HTTP contract (docs/contract.md "Subset service") on real fonts. */
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SubsetEngine } from "#server/fonts/subset/engine";
import { fontFixture, SYSTEM_FONTS, type FontFixture } from "#tests/support/subset-fonts";
import { Hb } from "#server/fonts/subset/hb";
import { filesRoute } from "#server/http/files";
import { bodyLimits } from "#server/http/body-limit";
import { remainingAxes, subsetApi, type SubsetItem } from "./subset";

const have = (...gnos: string[]) => gnos.every((g) => SYSTEM_FONTS.some((f) => f.gno === g));

let fx: FontFixture;
let engine: SubsetEngine;
let app: Hono;

beforeAll(async () => {
  fx = await fontFixture();
  // A truncated copy of Smiley Sans: its table directory points past the end of the file.
  const smiley = SYSTEM_FONTS.find((f) => f.gno === "5");
  if (smiley) {
    const bytes = new Uint8Array(readFileSync(smiley.file));
    await fx.store.put("fonts/damaged/truncated.ttf", bytes.slice(0, bytes.byteLength >> 1), "font/ttf");
    fx.fonts.records.set("666", { gno: "666", familyName: "损坏的字体", fileKey: "fonts/damaged/truncated.ttf", faceIndex: 0, sha256: "truncated" });
  }
  engine = new SubsetEngine({ store: fx.store, workers: 0 });
  app = new Hono();
  app.use(bodyLimits());
  app.route("/", subsetApi({ store: fx.store, fonts: fx.fonts, logger: pino({ level: "silent" }), staticBase: "", engine }));
  app.route("/", filesRoute(fx.store));
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await fx?.cleanup();
});

function post(path: string, body: unknown, raw = false) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json;charset=UTF-8" },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

describe.skipIf(!have("1", "2", "4", "5"))("POST /webfont/http", () => {
  it("answers the envelope with one content-addressed pair of paths per item, in order", async () => {
    const res = await post("/webfont/http", [
      { gno: "1", text: "霞鹜文楷" },
      { gno: 2, text: "文泉驿正黑" },
      { gno: "4", text: "思源黑体" },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; msg: string; data: SubsetItem[] };
    expect(body.code).toBe("200");
    expect(body.data.map((d) => [d.gno, d.familyName])).toEqual([
      ["1", "霞鹜文楷"],
      ["2", "文泉驿正黑"],
      ["4", "思源黑体 SC"],
    ]);
    for (const item of body.data) {
      expect(item.woffPath).toMatch(/^\/files\/subsets\/[0-9a-f]{64}\.woff2$/);
      expect(item.ttfPath).toBe(item.woffPath!.replace(/\.woff2$/, item.gno === "4" ? ".otf" : ".ttf"));
    }
  });

  it("the paths are served as immutable fonts, and hold the text's characters", async () => {
    const res = await post("/webfont/http", [
      { gno: "1", text: "永和九年" },
      { gno: "5", text: "得意黑" },
    ]);
    const { data } = (await res.json()) as { data: SubsetItem[] };
    const woff = await app.request(data[0].woffPath!);
    expect(woff.status).toBe(200);
    expect(woff.headers.get("Content-Type")).toBe("font/woff2");
    expect(woff.headers.get("Cache-Control")).toContain("immutable");
    const font = fontkit.create(Buffer.from(await woff.arrayBuffer())) as fontkit.Font;
    for (const c of "永和九年") expect(font.hasGlyphForCodePoint(c.codePointAt(0)!)).toBe(true);
    expect(font.hasGlyphForCodePoint("得".codePointAt(0)!)).toBe(false);
    const ttf = await app.request(data[0].ttfPath!);
    expect(ttf.headers.get("Content-Type")).toBe("font/ttf");
  });

  it("STATIC_BASE prefixes the paths", async () => {
    const api = subsetApi({ store: fx.store, fonts: fx.fonts, logger: pino({ level: "silent" }), staticBase: "https://static.example.cn/", engine });
    const res = await api.request("/webfont/http", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify([{ gno: "5", text: "前缀" }]) });
    const { data } = (await res.json()) as { data: SubsetItem[] };
    expect(data[0].woffPath).toMatch(/^https:\/\/static\.example\.cn\/files\/subsets\/[0-9a-f]{64}\.woff2$/);
  });

  it("an empty list answers an empty list", async () => {
    const res = await post("/webfont/http", []);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: "200", data: [] });
  });

  it("a repeated request is answered without subsetting again", async () => {
    const body = [
      { gno: "1", text: "再来一次" },
      { gno: "5", text: "再来一次" },
    ];
    const first = await (await post("/webfont/http", body)).json();
    const spy = vi.spyOn(Hb.prototype, "subset");
    const second = await (await post("/webfont/http", body)).json();
    expect(second).toEqual(first);
    expect(spy).not.toHaveBeenCalled();
  });

  const tooManyChars = Array.from({ length: 2001 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("");
  it.each([
    ["malformed JSON", "[{gno: 1", true, "请求体不是合法的 JSON"],
    ["an empty body", "", true, "请求体为空"],
    ["a non-array body", { gno: "1", text: "字" }, false, "请求体必须是 [{gno, text}] 数组"],
    ["a non-object item", [{ gno: "1", text: "字" }, "字"], false, "第 2 项：必须是 {gno, text} 对象"],
    ["a missing gno", [{ text: "字" }], false, "第 1 项：缺少字体编号 gno"],
    ["an empty gno", [{ gno: "", text: "字" }], false, "第 1 项：字体编号 gno 不能为空"],
    ["a missing text", [{ gno: "1" }], false, "第 1 项：缺少预览文字 text"],
    ["an empty text", [{ gno: "1", text: "" }], false, "第 1 项：预览文字为空"],
    ["an oversized text", [{ gno: "1", text: "字".repeat(20001) }], false, "第 1 项：预览文字过长（最多 20000 个字符）"],
    ["too many distinct characters", [{ gno: "1", text: tooManyChars }], false, "第 1 项：预览文字的不同字符过多（最多 2000 个）"],
    ["too many items", Array.from({ length: 51 }, () => ({ gno: "1", text: "字" })), false, "一次最多请求 50 个字体"],
    ["an unknown gno", [{ gno: "1", text: "字" }, { gno: "404", text: "字" }], false, "字体不存在（gno: 404）"],
  ])("%s → HTTP 400 with a Chinese msg", async (_case, body, raw, msg) => {
    const res = await post("/webfont/http", body, raw);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "400", msg, data: null });
  });

  it("a body over 4 MB → HTTP 413", async () => {
    const res = await post("/webfont/http", "[" + " ".repeat(4 * 1024 * 1024) + "]", true);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/请求体过大/);
  });

  it("a damaged font fails its own item only, and the service keeps serving", async () => {
    const res = await post("/webfont/http", [
      { gno: "666", text: "损坏" },
      { gno: "5", text: "完好" },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; msg: string; data: SubsetItem[] };
    expect(body.code).toBe("200");
    expect(body.msg).toBe("1 个字体的子集生成失败");
    expect(body.data[0]).toMatchObject({ gno: "666", familyName: "损坏的字体", woffPath: null, ttfPath: null });
    expect(body.data[0].error).toMatch(/字体文件已损坏/);
    expect(body.data[1].woffPath).toMatch(/\.woff2$/);
    // Again, and another request after it.
    expect((await post("/webfont/http", [{ gno: "666", text: "再试" }, { gno: "1", text: "再试" }])).status).toBe(200);
    const after = await post("/webfont/http", [{ gno: "1", text: "之后" }, { gno: "5", text: "之后" }]);
    expect(((await after.json()) as { data: SubsetItem[] }).data.every((d) => d.woffPath)).toBe(true);
  });

  it("identical concurrent requests compute each subset once", async () => {
    const spy = vi.spyOn(Hb.prototype, "subset");
    const body = [
      { gno: "1", text: "并发请求" },
      { gno: "5", text: "并发请求" },
    ];
    const answers = await Promise.all(Array.from({ length: 6 }, async () => (await post("/webfont/http", body)).json()));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe.skipIf(!have("1", "2", "4", "5"))("under load", () => {
  /** A router on its own engine (one worker) with a batch lane of 6 items and a preview lane of 2. */
  function loaded() {
    const e = new SubsetEngine({ store: fx.store, workers: 1, queueLimits: { batch: 6, preview: 2 } });
    const api = new Hono();
    api.route("/", subsetApi({ store: fx.store, fonts: fx.fonts, logger: pino({ level: "silent" }), staticBase: "", engine: e }));
    const send = async (body: unknown) => api.request("/webfont/http", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return { e, send };
  }
  const batch = (text: string) => ["1", "2", "4", "5"].map((gno) => ({ gno, text }));

  it("beyond the queue limit: HTTP 503 with Retry-After and a Chinese message; previews still pass", { timeout: 60_000 }, async () => {
    const { e, send } = loaded();
    try {
      const first = send(batch("排队的第一批请求"));
      await vi.waitUntil(() => e.stats().admitted.batch === 4);
      const refused = await send(batch("排队的第二批请求"));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      const body = (await refused.json()) as { code: string; msg: string; data: null };
      expect(body).toMatchObject({ code: "503", data: null });
      expect(body.msg).toMatch(/^字体子集服务繁忙，请 \d+ 秒后再试$/);
      // A one-item request takes the preview lane, which has room.
      const preview = await send([{ gno: "5", text: "预览" }]);
      expect(preview.status).toBe(200);
      expect((await first).status).toBe(200);
      // Once the first batch is answered, there is room again.
      expect(e.stats().admitted).toEqual({ batch: 0, preview: 0 });
      expect((await send(batch("排队的第二批请求"))).status).toBe(200);
    } finally {
      await e.close();
    }
  });

  it("a one-item request sent during batches is answered before them", { timeout: 60_000 }, async () => {
    const { e, send } = loaded();
    try {
      const order: string[] = [];
      const big = send(["1", "2", "4", "5", "1", "2"].map((gno, i) => ({ gno, text: `大批量请求第${i}项：天地玄黄宇宙洪荒日月盈昃辰宿列张` }))).then((r) => order.push(`batch ${r.status}`));
      await vi.waitUntil(() => e.stats().admitted.batch === 6);
      const small = send([{ gno: "4", text: "小" }]).then((r) => order.push(`preview ${r.status}`));
      await Promise.all([big, small]);
      expect(order).toEqual(["preview 200", "batch 200"]);
    } finally {
      await e.close();
    }
  });
});

describe.skipIf(!have("5"))("POST /subset/web-variable-font", () => {
  it("a static font without axes is subset like /webfont/http", async () => {
    const res = await post("/subset/web-variable-font", { gno: "5", text: "静态" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: SubsetItem & { axes: unknown[] } };
    expect(body.data).toMatchObject({ gno: "5", familyName: "得意黑", axes: [] });
    expect(body.data.woffPath).toMatch(/\.woff2$/);
  });

  it.each([
    ["malformed JSON", "{", true, "请求体不是合法的 JSON"],
    ["an array body", [{ gno: "5", text: "字" }], false, "请求体必须是 {gno, text, axes} 对象"],
    ["an empty text", { gno: "5", text: "" }, false, "预览文字为空"],
    ["an unknown gno", { gno: "404", text: "字" }, false, "字体不存在（gno: 404）"],
    ["a bad axis tag", { gno: "5", text: "字", axes: { weight: 1 } }, false, "可变轴标签必须是 4 个字符，如 wght（收到 weight）"],
    ["an axis the font lacks", { gno: "5", text: "字", axes: { wght: 700 } }, false, "字体没有可变轴 wght"],
  ])("%s → HTTP 400 with a Chinese msg", async (_case, body, raw, msg) => {
    const res = await post("/subset/web-variable-font", body, raw);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "400", msg, data: null });
  });

  it("with the catalogue's axes: refuses a missing axis or a value out of range before subsetting", async () => {
    fx.fonts.records.set("77", { ...fx.fonts.records.get("5")!, gno: "77", axes: [{ tag: "wght", min: 100, default: 400, max: 900 }] });
    fx.fonts.records.set("78", { ...fx.fonts.records.get("5")!, gno: "78", axes: [] });
    const cases: [unknown, string][] = [
      [{ gno: "77", text: "字", axes: { wdth: 80 } }, "字体没有可变轴 wdth（有 wght）"],
      [{ gno: "77", text: "字", axes: { wght: 1000 } }, "可变轴 wght 的取值范围是 100–900"],
      [{ gno: "77", text: "字", axes: { wght: { min: 50 } } }, "可变轴 wght 的取值范围是 100–900"],
      [{ gno: "78", text: "字", axes: { wght: 400 } }, "该字体不是可变字体"],
    ];
    for (const [body, msg] of cases) {
      const res = await post("/subset/web-variable-font", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe(msg);
    }
  });
});

describe("remainingAxes", () => {
  const axes = [
    { tag: "wght", min: 100, default: 400, max: 900 },
    { tag: "wdth", min: 50, default: 100, max: 100 },
  ];
  it("drops pinned axes, narrows limited ones, keeps the rest", () => {
    expect(remainingAxes(axes, { wght: 700 })).toEqual([axes[1]]);
    expect(remainingAxes(axes, { wght: { min: 300, max: 700 } })).toEqual([{ tag: "wght", min: 300, default: 400, max: 700 }, axes[1]]);
    expect(remainingAxes(axes, { wght: { min: 500 } })[0]).toEqual({ tag: "wght", min: 500, default: 500, max: 900 });
    expect(remainingAxes(axes, {})).toEqual(axes);
  });
});
