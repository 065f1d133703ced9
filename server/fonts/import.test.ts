/**
 * Font import against an in-memory PGlite and a temporary object store, on real fonts: every
 * container, idempotence, damaged files leaving nothing behind, and the first-start catalogue.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#server/db/client";
import { seed } from "#server/db/seed";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import type { ObjectStore } from "#server/storage/store";
import { catalogueFamilyInfo, debianLicense, ensureCatalogue } from "./catalogue";
import { fontKey, importFontFile, importPaths, sfntKey, sha256Hex } from "./import";
import { detectFormat, parseFontFile } from "./metadata";
import { dbFontSource } from "./source-db";
import { extractFace, FIXTURE_FILES, randomBytes, readSystemFont, systemFont, toWoff } from "#tests/fixtures/fonts/fixtures";

const T = { timeout: 120_000 };

let handle: DbHandle;
let store: ObjectStore;
let tmp: string;
const db = () => handle.db;

async function totals() {
  const [[f], [n]] = await Promise.all([db().select({ n: count() }).from(fontFamilies), db().select({ n: count() }).from(fonts)]);
  return { families: Number(f.n), fonts: Number(n.n) };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cat-import-"));
  store = fsStore(path.join(tmp, "objects"));
  handle = await openDb({});
  await handle.migrate();
  await seed(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const deps = () => ({ db: db(), store });
const opts = { familyInfo: catalogueFamilyInfo };

describe("importing each container", () => {
  it("TTF: LXGW WenKai becomes 霞鹜文楷 with curated metadata, the original and specimens stored", T, async () => {
    const file = systemFont("wenkaiRegular");
    const r = await importFontFile(deps(), file, opts);
    expect(r.status, r.message).toBe("imported");
    expect(r.format).toBe("ttf");
    expect(r.faces).toHaveLength(1);
    const [family] = await db().select().from(fontFamilies).where(eq(fontFamilies.key, "lxgw wenkai"));
    expect(family).toMatchObject({ name: "霞鹜文楷", nameEn: "LXGW WenKai", category: "3", license: "1", featured: 100 });
    expect(family.licenseText).toMatch(/SIL Open Font License/);
    expect(family.languages).toEqual(expect.arrayContaining(["1", "2"]));
    expect(family.searchText).toContain("霞鹜文楷");
    expect(family.specimens.map((s) => s.kind)).toEqual(["poster", "text", "sizes"]);
    for (const s of family.specimens) expect(await store.exists(s.key)).toBe(true);
    const [font] = await db().select().from(fonts).where(eq(fonts.id, r.faces[0].fontId));
    expect(font).toMatchObject({ familyName: "LXGWWenKai-Regular", weight: 400, format: "ttf", faceIndex: 0, glyphCount: 29145 });
    expect(font.coverage).toMatchObject({ gb2312: 6763, tongyong8105: 8105, big5: 13053 });
    expect(font.sha256).toBe(sha256Hex(new Uint8Array(fs.readFileSync(file))));
    expect(font.fileKey).toBe(fontKey(font.sha256, "ttf"));
    expect((await store.read(font.fileKey))?.length).toBe(fs.statSync(file).size);
    expect(font.specimenKey).toBe(`specimens/${font.sha256}-0.png`);
    expect(await store.exists(font.specimenKey)).toBe(true);
  });

  it("a bolder face joins the family without taking over its specimens", T, async () => {
    const r = await importFontFile(deps(), systemFont("wenkaiBold"), opts);
    expect(r.status).toBe("imported");
    const [family] = await db().select().from(fontFamilies).where(eq(fontFamilies.key, "lxgw wenkai"));
    const faces = await db().select().from(fonts).where(eq(fonts.familyId, family.id));
    expect(faces.map((f) => f.weight).sort()).toEqual([400, 700]);
    const regular = faces.find((f) => f.weight === 400)!;
    expect(family.specimenFontId).toBe(regular.id);
  });

  it("TTC: WenQuanYi Zen Hei imports every face into one curated family", T, async () => {
    const r = await importFontFile(deps(), systemFont("zenhei"), opts);
    expect(r.status).toBe("imported");
    expect(r.format).toBe("ttc");
    expect(r.faces.map((f) => f.style)).toEqual(["正黑", "等宽正黑", "点阵正黑"]);
    expect(new Set(r.faces.map((f) => f.familyId)).size).toBe(1);
    const rows = await db().select().from(fonts).where(eq(fonts.familyId, r.faces[0].familyId));
    expect(rows.map((f) => f.faceIndex).sort()).toEqual([0, 1, 2]);
    expect(new Set(rows.map((f) => f.fileKey)).size).toBe(1); // the collection is stored once
    const [family] = await db().select().from(fontFamilies).where(eq(fontFamilies.id, r.faces[0].familyId));
    expect(family).toMatchObject({ name: "文泉驿正黑", category: "1", license: "2" });
    expect(family.licenseText).toMatch(/GPL2 with font embedding exception/);
  });

  it("OTF (CFF): a face of Noto Sans CJK extracted from its OTC", T, async () => {
    const otc = readSystemFont("notoSansRegular");
    const sc = 2; // JP, KR, SC, TC, HK, then the Mono faces
    const r = await importFontFile(deps(), { name: "NotoSansCJKsc-Regular.otf", bytes: extractFace(otc, sc) }, opts);
    expect(r.status, r.message).toBe("imported");
    expect(r.format).toBe("otf");
    expect(r.faces[0]).toMatchObject({ family: "思源黑体 简体中文", weight: 400 });
  });

  it("WOFF and WOFF2: Smiley Sans, both into 得意黑 with distinct CSS names", T, async () => {
    const woff = await importFontFile(deps(), { name: "SmileySans-Oblique.woff", bytes: toWoff(readSystemFont("smiley")) }, opts);
    expect(woff.status, woff.message).toBe("imported");
    expect(woff.format).toBe("woff");
    const woff2 = await importFontFile(deps(), FIXTURE_FILES.smileyWoff2, opts);
    expect(woff2.status, woff2.message).toBe("imported");
    expect(woff2.format).toBe("woff2");
    expect(woff2.faces[0].familyId).toBe(woff.faces[0].familyId);
    const rows = await db().select().from(fonts).where(eq(fonts.familyId, woff.faces[0].familyId));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((f) => f.familyName)).size).toBe(2);
    expect(rows.every((f) => f.italic)).toBe(true);
    const [family] = await db().select().from(fontFamilies).where(eq(fontFamilies.id, woff.faces[0].familyId));
    expect(family).toMatchObject({ name: "得意黑", category: "7" });
  });

  it("the subset service's font source: gno → the file harfbuzz can read (WOFF unpacked)", T, async () => {
    const source = dbFontSource(db());
    const [woffRow] = await db().select().from(fonts).where(eq(fonts.format, "woff"));
    const rec = await source.get(String(woffRow.id));
    expect(rec).toMatchObject({ gno: String(woffRow.id), familyName: woffRow.familyName, faceIndex: 0, sha256: woffRow.sha256, axes: null });
    expect(rec!.fileKey).toBe(sfntKey(woffRow.sha256));
    const unpacked = await store.read(rec!.fileKey);
    expect(detectFormat(unpacked!)).toBe("ttf");
    expect(parseFontFile(unpacked!).faces[0].familyNameZh).toBe("得意黑");
    const [ttc] = await db().select().from(fonts).where(eq(fonts.postscriptName, "WenQuanYiZenHeiMono"));
    const many = await source.getMany!([String(ttc.id), String(woffRow.id), "999999", "abc", "-1", "1e3"]);
    expect([...many.keys()].sort()).toEqual([String(ttc.id), String(woffRow.id)].sort());
    expect(many.get(String(ttc.id))).toMatchObject({ fileKey: ttc.fileKey, faceIndex: 1 });
    expect(await source.get("0")).toBeNull();
    expect(await source.get("99999999999")).toBeNull();
  });

  it("variable: the axes are stored", T, async () => {
    const r = await importFontFile(deps(), FIXTURE_FILES.robotoFlexVariable, opts);
    expect(r.status).toBe("imported");
    const [font] = await db().select().from(fonts).where(eq(fonts.id, r.faces[0].fontId));
    expect(font.isVariable).toBe(true);
    expect(font.axes).toHaveLength(13);
    expect(font.axes.find((a) => a.tag === "wght")).toEqual({ tag: "wght", name: "wght", min: 100, default: 400, max: 1000 });
  });
});

describe("idempotence and damaged files", () => {
  it("importing the same files again imports nothing", T, async () => {
    const before = await totals();
    const dir = path.join(tmp, "again");
    fs.mkdirSync(dir);
    fs.copyFileSync(systemFont("wenkaiRegular"), path.join(dir, "renamed-copy.ttf"));
    fs.copyFileSync(systemFont("zenhei"), path.join(dir, "wqy-zenhei.ttc"));
    fs.copyFileSync(FIXTURE_FILES.smileyWoff2, path.join(dir, "smiley.woff2"));
    const summary = await importPaths(deps(), [dir], opts);
    expect(summary.imported).toBe(0);
    expect(summary.skipped).toBe(3);
    expect(await totals()).toEqual(before);
  });

  it("a truncated file and random bytes are refused and leave no rows and no stored font", T, async () => {
    const before = await totals();
    const ttf = readSystemFont("smiley");
    const truncated = ttf.subarray(0, Math.floor(ttf.length * 0.6));
    const random = randomBytes(64 * 1024, 7);
    for (const [name, bytes] of [
      ["SmileySans-truncated.ttf", truncated],
      ["random.ttf", random],
      ["truncated.ttc", readSystemFont("microhei").subarray(0, 1_000_000)],
    ] as const) {
      const r = await importFontFile(deps(), { name, bytes }, opts);
      expect(r.status, name).toBe("failed");
      expect(r.message).toMatch(/截断|不是可识别的字体文件|无效/);
      expect(await store.exists(`fonts/${sha256Hex(bytes)}.ttf`)).toBe(false);
      expect(await db().select().from(fonts).where(eq(fonts.sha256, sha256Hex(bytes)))).toHaveLength(0);
    }
    expect(await totals()).toEqual(before);
  });

  it("a failure inside the database transaction rolls back every face of the file", T, async () => {
    const before = await totals();
    let calls = 0;
    const r = await importFontFile(deps(), systemFont("microhei"), {
      familyInfo: (face) => {
        const info = catalogueFamilyInfo(face);
        // The second face gets its own family whose name violates NOT NULL: the insert fails
        // after the first face's rows were written in the same transaction.
        return ++calls === 2 ? { ...info, key: "broken", name: null as unknown as string } : info;
      },
    });
    expect(r.status).toBe("failed");
    expect(await totals()).toEqual(before);
    expect(await db().select().from(fontFamilies).where(eq(fontFamilies.key, "wenquanyi micro hei"))).toHaveLength(0);
    // And the same file imports cleanly afterwards.
    const again = await importFontFile(deps(), systemFont("microhei"), opts);
    expect(again.status).toBe("imported");
    expect(again.faces.map((f) => f.style)).toEqual(["微米黑", "等宽微米黑"]);
  });
});

describe("the first-start catalogue", () => {
  it("imports only CJK fonts, with curated metadata, once; an empty folder leaves the site running", T, async () => {
    const fresh = await openDb({});
    try {
      await fresh.migrate();
      await seed(fresh.db);
      const dir = path.join(tmp, "catalogue");
      fs.mkdirSync(dir);
      for (const name of ["smiley", "cwyen", "cwfs", "twSung", "dejavu"] as const) {
        fs.symlinkSync(systemFont(name), path.join(dir, path.basename(systemFont(name))));
      }
      const warnings: string[] = [];
      const logger = { info: () => {}, warn: (_o: unknown, msg?: string) => void warnings.push(msg ?? ""), error: () => {} };

      const empty = path.join(tmp, "no-fonts");
      fs.mkdirSync(empty);
      const none = await ensureCatalogue({ db: fresh.db, store, logger, dirs: [empty] });
      expect(none).toMatchObject({ ran: true, families: 0, fonts: 0 });
      expect(warnings.join("\n")).toMatch(/npm run fonts:import/);

      const first = await ensureCatalogue({ db: fresh.db, store, logger, dirs: [dir] });
      expect(first).toMatchObject({ ran: true, families: 4, fonts: 4 });
      expect(first.summary?.ignored).toBe(1); // DejaVu Sans: not a CJK font
      const families = await fresh.db.select().from(fontFamilies);
      const byKey = Object.fromEntries(families.map((f) => [f.key, f]));
      expect(byKey["cwtexyen"]).toMatchObject({ name: "cwTeX 圆体", category: "5", license: "6" });
      expect(byKey["cwtexfangsong"]).toMatchObject({ name: "cwTeX 仿宋体", category: "4", license: "6" });
      expect(byKey["tw-sung"]).toMatchObject({ name: "全字库正宋体", category: "2", license: "5" });
      expect(byKey["tw-sung"].licenseText).toMatch(/Open Government Data License/);
      expect(byKey["smiley sans"].description).toMatch(/得意黑/);

      const second = await ensureCatalogue({ db: fresh.db, store, logger, dirs: [dir] });
      expect(second).toMatchObject({ ran: false, families: 4, fonts: 4 });
    } finally {
      await fresh.close();
    }
  });

  it("quotes licences from Debian's copyright files", () => {
    systemFont("cwyen");
    expect(debianLicense("fonts-cwtex-yen", "GPL-2+")).toMatch(/GNU General Public License/);
    expect(debianLicense("fonts-cns11643-kai", "OGDL-TW-1.0")).toMatch(/Open Government Data License/);
    expect(debianLicense("no-such-package", "MIT")).toBe("");
  });
});
