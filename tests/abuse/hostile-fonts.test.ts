/**
 * Fonts from strangers (docs/decisions/011-untrusted-font-parsing.md): each hostile file of
 * tests/fixtures/fonts/hostile, sent through the anonymous submission flow (getSTSToken → PUT →
 * saveSubmission), is refused with a 4xx whose Chinese message names the file as the visitor
 * chose it and the problem; nothing is stored; the server answers other requests meanwhile; and
 * the rate limit comes before any parsing.
 */
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { submissions } from "#server/db/schema-content";
import { CONTENT_MESSAGES } from "#contract/content";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { HOSTILE_BASE, HOSTILE_FONTS, readHostile } from "#tests/fixtures/fonts/hostile";
import { readSystemFont } from "#tests/fixtures/fonts/fixtures";
import { hasChinese } from "./support";

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  // Each submission comes from its own address (X-Forwarded-For), unless a test is about the limit.
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.66.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

interface Upload {
  /** The name the visitor chose. */
  name: string;
  bytes: Uint8Array;
}

/**
 * getSTSToken, then one PUT per file under keys the browser would make up (0.ttf, 1.woff …), from
 * an address of their own (grants and upload bytes are limited per address, docs/decisions/012).
 */
async function upload(files: Upload[]) {
  const from = { "X-Forwarded-For": nextIp() };
  const grant = (await t.call("GET", "/web/api/submission/getSTSToken", undefined, from)).body.data as { uploadUrl: string; prefix: string; grant: string };
  const keys: string[] = [];
  for (const [i, file] of files.entries()) {
    const key = `${grant.prefix}${i}${path.extname(file.name).toLowerCase()}`;
    const put = await t.app.request(`${grant.uploadUrl}&key=${encodeURIComponent(key)}`, { method: "PUT", body: Buffer.from(file.bytes), headers: from });
    expect(put.status).toBe(200);
    keys.push(key);
  }
  const save = (ip = nextIp()) =>
    t.call(
      "POST",
      "/web/api/submission/saveSubmission",
      { contact: "stranger@example.com", fontName: "陌生人的字体", license: "SIL 开源字体许可 1.1", grant: grant.grant, keys, names: files.map((f) => f.name) },
      { "X-Forwarded-For": ip },
    );
  return { keys, save };
}

const stored = (key: string) => fs.existsSync(path.join(t.dataDir, "objects", key));
const submissionCount = async () => Number((await t.handle.db.select({ n: count() }).from(submissions))[0].n);

describe("hostile fonts through the submission flow", () => {
  for (const { file, reason } of HOSTILE_FONTS) {
    it(`${file}: 4xx naming the file and the problem, nothing stored`, async () => {
      const before = await submissionCount();
      const name = `陌生字体-${file}`;
      const { keys, save } = await upload([{ name, bytes: readHostile(file) }]);
      expect(stored(keys[0])).toBe(true);
      const res = await save();
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("400");
      expect(res.body.msg).toContain(`文件 ${name} 不是有效的字体文件：`);
      expect(res.body.msg).toContain(reason);
      expect(hasChinese(res.body.msg)).toBe(true);
      expect(await submissionCount()).toBe(before);
      expect(stored(keys[0])).toBe(false);
    });
  }

  it("answers other requests while fonts are parsed: /healthz and the font list before the hostile file's answer", async () => {
    // A large real font first (ten CJK faces: hundreds of milliseconds of parsing), then the
    // review's font that killed the server, waiting behind it.
    const real = await upload([{ name: "思源黑体 常规.ttc", bytes: readSystemFont("notoSansRegular") }]);
    const hostile = await upload([{ name: "坏字体.ttf", bytes: readHostile("cmap12-2000-groups.ttf") }]);
    const events: string[] = [];
    const note = <T>(what: string, p: Promise<T>) => p.then((r) => (events.push(what), r));
    const realSaved = note("real font answered", real.save());
    const hostileSaved = note("hostile font answered", hostile.save());
    const health = note("healthz answered", Promise.resolve(t.app.request("/healthz")));
    const list = note("font list answered", t.call("GET", "/web/api/font/getFontList?current=1&size=10"));
    const [r, h, hz, l] = await Promise.all([realSaved, hostileSaved, health, list]);

    expect(hz.status).toBe(200);
    expect(l.status).toBe(200);
    expect(h.status).toBe(400);
    expect(h.body.msg).toContain("文件 坏字体.ttf 不是有效的字体文件：字符映射表 (cmap) 的分组超出 Unicode 的范围");
    // The real font is accepted and kept under the name the visitor chose.
    expect(r.status).toBe(200);
    expect(r.body.data.files[0]).toMatchObject({ name: "思源黑体 常规.ttc", format: "otc" });
    expect(events.indexOf("healthz answered")).toBeLessThan(events.indexOf("hostile font answered"));
    expect(events.indexOf("font list answered")).toBeLessThan(events.indexOf("hostile font answered"));
  });

  it("takes the chosen names as short text only, with a Chinese 400 otherwise", async () => {
    const { keys } = await upload([{ name: "字体.ttf", bytes: readHostile(HOSTILE_BASE) }]);
    const grant = (await t.call("GET", "/web/api/submission/getSTSToken", undefined, { "X-Forwarded-For": nextIp() })).body.data as { grant: string };
    const body = { contact: "a@b.cn", fontName: "字体", license: "Apache 2.0", grant: grant.grant, keys };
    const notText = await t.call("POST", "/web/api/submission/saveSubmission", { ...body, names: [42] });
    expect([notText.status, notText.body.msg]).toEqual([400, "文件名无效"]);
    const long = await t.call("POST", "/web/api/submission/saveSubmission", { ...body, names: ["字".repeat(256)] });
    expect([long.status, long.body.msg]).toEqual([400, "文件名过长"]);
  });

  it("counts the post against the rate limit before reading the file: the sixth from one address is 429, its file unparsed", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const { save } = await upload([{ name: `坏字体${i}.ttf`, bytes: readHostile("table-outside-file.ttf") }]);
      expect((await save(ip)).status).toBe(400);
    }
    const sixth = await upload([{ name: "坏字体.ttf", bytes: readHostile("cmap12-50-groups.ttf") }]);
    const res = await sixth.save(ip);
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(CONTENT_MESSAGES.rateLimited);
    // Not parsed, so not refused as a non-font and deleted.
    expect(stored(sixth.keys[0])).toBe(true);
    // Another address is parsed as before: the valid font is accepted.
    const again = await upload([{ name: "好字体.ttf", bytes: readHostile(HOSTILE_BASE) }]);
    expect((await again.save()).status).toBe(200);
  });
});
