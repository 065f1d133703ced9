/** Downloads: sign-in, the agreement once, a signed URL that expires and refuses forgeries, the history. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { agreementAcceptances } from "#server/db/schema-downloads";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { FONT_AGREEMENT_VERSION } from "#contract/licenses";
import { fsStore } from "#server/storage/fs-store";
import path from "node:path";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let t: TestApp;
let fontId: number;
const FILE = new TextEncoder().encode("not really a font, but bytes the store keeps");
const auth = (token: string) => ({ "X-Access-Token": token });

beforeAll(async () => {
  t = await createTestApp();
  await fsStore(path.join(t.dataDir, "objects")).put("fonts/abc.ttf", FILE, "font/ttf");
  const [family] = await t.handle.db
    .insert(fontFamilies)
    .values({ key: "demo", name: "演示宋体", license: "1", licenseName: "SIL Open Font License 1.1" })
    .returning();
  const [font] = await t.handle.db
    .insert(fonts)
    .values({
      familyId: family.id,
      familyName: "DemoSong-Regular",
      styleName: "常规",
      styleNameEn: "Regular",
      format: "ttf",
      fileKey: "fonts/abc.ttf",
      fileSize: FILE.length,
      sha256: "abc",
      coverage: { gb2312: 0, tongyong8105: 0, big5: 0, hanzi: 0, total: 0 },
    })
    .returning();
  fontId = font.id;
});
afterAll(() => t.close());

describe("font downloads", () => {
  it("needs sign-in", async () => {
    const res = await t.call("GET", `/web/api/font/get-download-url?id=${fontId}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("S00106");
  });

  it("asks for the font agreement once, then answers a signed URL to the original file", async () => {
    const token = await t.signUp("reader@example.com");
    // The user info tells the page to show the agreement before asking (and after, not to).
    const accepted = async () => (await t.call("GET", "/web/api/account/user-info", undefined, auth(token))).body.data.fontAgreement;
    expect(await accepted()).toBe(false);
    expect((await t.services.account.userInfo(token))?.fontAgreement).toBe(false);
    const first = await t.call("GET", `/web/api/font/get-download-url?id=${fontId}`, undefined, auth(token));
    expect(first.body).toMatchObject({ code: "AGREEMENT_REQUIRED", msg: "请先阅读并同意《字体使用协议》" });
    expect(await accepted()).toBe(false);

    const agreed = await t.call("GET", `/web/api/font/get-download-url?id=${fontId}&agree=1`, undefined, auth(token));
    expect(agreed.status).toBe(200);
    expect(await accepted()).toBe(true);
    expect((await t.services.account.userInfo(token))?.fontAgreement).toBe(true);
    const url = new URL(agreed.body.data.url, "http://site");
    const file = await t.app.request(url.pathname + url.search);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILE);
    expect(file.headers.get("Content-Disposition")).toContain(encodeURIComponent("演示宋体-Regular.ttf"));

    // Accepted once: the next link needs no agreement.
    expect((await t.call("GET", `/web/api/font/get-download-url?id=${fontId}`, undefined, auth(token))).status).toBe(200);

    const history = await t.call("GET", "/web/api/account/download/history?current=1&size=10", undefined, auth(token));
    expect(history.body.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(history.body.data.records[0]).toMatchObject({ fontId, familyName: "演示宋体", styleName: "常规", fileSize: FILE.length, format: "ttf" });
    const [counted] = await t.handle.db.select().from(fonts).where(eq(fonts.id, fontId));
    expect(counted.downloads).toBe(1);

    // Another user's history stays theirs.
    const other = await t.signUp("other@example.com");
    expect((await t.call("GET", "/web/api/account/download/history", undefined, auth(other))).body.data.total).toBe(0);
  });

  it("keeps a receipt of each download: the licence and the agreement version accepted; a new version is asked for again", async () => {
    const token = await t.signUp("receipt@example.com");
    const { url } = (await t.call("GET", `/web/api/font/get-download-url?id=${fontId}&agree=1`, undefined, auth(token))).body.data;
    const signed = new URL(url, "http://site");
    expect((await t.app.request(signed.pathname + signed.search)).status).toBe(200);
    const history = await t.call("GET", "/web/api/account/download/history", undefined, auth(token));
    expect(history.body.data.records[0]).toMatchObject({ licenseName: "SIL Open Font License 1.1", agreementVersion: FONT_AGREEMENT_VERSION });

    // The agreement changed since this user accepted it: asked again, and the new acceptance is recorded.
    await t.handle.db.update(agreementAcceptances).set({ version: "2020-01-01" });
    const again = await t.call("GET", `/web/api/font/get-download-url?id=${fontId}`, undefined, auth(token));
    expect(again.body.code).toBe("AGREEMENT_REQUIRED");
    expect((await t.call("GET", `/web/api/font/get-download-url?id=${fontId}&agree=1`, undefined, auth(token))).status).toBe(200);
    expect((await t.call("GET", `/web/api/font/get-download-url?id=${fontId}`, undefined, auth(token))).status).toBe(200);
  });

  it("refuses a forged signature, another font or user on the same signature, and an expired link", async () => {
    const token = await t.signUp("forger@example.com");
    const { url } = (await t.call("GET", `/web/api/font/get-download-url?id=${fontId}&agree=1`, undefined, auth(token))).body.data;
    const signed = new URL(url, "http://site");
    const tamper = (key: string, value: string) => {
      const copy = new URL(signed);
      copy.searchParams.set(key, value);
      return t.call("GET", copy.pathname + copy.search);
    };
    expect((await tamper("sig", "A".repeat(43))).body).toMatchObject({ code: "403", msg: "下载链接无效" });
    expect((await tamper("u", "1")).status).toBe(403);
    expect((await tamper("expires", String(Number(signed.searchParams.get("expires")) + 3600))).status).toBe(403);
    expect((await t.call("GET", signed.pathname.replace(`/web/${fontId}/`, `/web/${fontId + 1}/`) + signed.search)).status).toBe(403);

    vi.useFakeTimers({ now: Date.now() + 301_000, toFake: ["Date"] });
    try {
      expect((await t.call("GET", signed.pathname + signed.search)).body).toMatchObject({ code: "403", msg: "下载链接已过期，请重新下载" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 404 for an unknown font and 400 for a bad id", async () => {
    const token = await t.signUp("curious@example.com");
    expect((await t.call("GET", "/web/api/font/get-download-url?id=999999&agree=1", undefined, auth(token))).status).toBe(404);
    expect((await t.call("GET", "/web/api/font/get-download-url?id=abc", undefined, auth(token))).body.code).toBe("400");
  });
});
