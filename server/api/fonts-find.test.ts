/**
 * Finding fonts by text (getFontList `text`, `cover`, `standard`, `commercial`) on real fonts,
 * checked against the font files' own cmaps as fontTools reads them — an outside tool, so a
 * mistake in our cmap reader or in the index cannot hide itself. Rare characters (姓名用字,
 * 生僻字, CJK Extension B) and a common 500-character text.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#server/db/client";
import { seed } from "#server/db/seed";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { TONGYONG_LEVEL1, TONGYONG_LEVEL2 } from "#server/fonts/charsets";
import { ApiError } from "#server/errors";
import { fail } from "./respond";
import { fontsApi } from "./fonts";
import { createFontService } from "#server/fonts/service";
import type { Envelope, Page } from "#contract/envelope";
import type { FontDetail, FontListItem } from "#contract/fonts";
import { COVERAGE_TOTALS, FONT_STANDARDS, neededCodePoints, STANDARD_INFO, type FontStandard } from "#contract/font-constants";
import { COMMERCIAL_LICENSES, licensePermissions } from "#contract/licenses";
import { systemFont, type SystemFont } from "#tests/fixtures/fonts/fixtures";

const FONTS: SystemFont[] = ["wenkaiRegular", "smiley", "microhei", "zenhei", "cwyen", "twKai", "ukai"];

const TEXTS = {
  names: "张𠮷 李堃 王喆 陈玥 刘昇",
  extB: "𠀀𠀁𠀂𠮷𪚥𡈽",
  rare: "龘靐齉齾爩鱻麤犇骉",
  common: `${[...TONGYONG_LEVEL1].slice(0, 480).join("")}，。！？、“”《》Hello World 2026`,
};

let handle: DbHandle;
let tmp: string;
let app: Hono;
/** fontId → the code points fontTools finds in that face's cmap, among those the tests ask about. */
const cmaps = new Map<number, Set<number>>();
/** familyId → its face ids. */
const facesOfFamily = new Map<number, number[]>();

/** Debian's python3 has python3-fonttools; a pyenv python3 first on PATH may not. */
const PYTHON = fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

/** Which of `asked` each face of each file maps, by fontTools' getBestCmap. */
function fontToolsCmaps(faces: { file: string; faceIndex: number }[], asked: number[]): Set<number>[] {
  const script = `
import json, sys
from fontTools.ttLib import TTFont
req = json.load(sys.stdin)
asked = req["asked"]
out = []
for f in req["faces"]:
    cmap = TTFont(f["file"], fontNumber=f["faceIndex"], lazy=True).getBestCmap()
    out.append([cp for cp in asked if cp in cmap])
json.dump(out, sys.stdout)
`;
  const run = spawnSync(PYTHON, ["-c", script], { input: JSON.stringify({ faces, asked }), maxBuffer: 1 << 28, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`fontTools failed (apt-get install python3-fonttools): ${run.stderr}`);
  return (JSON.parse(run.stdout) as number[][]).map((cps) => new Set(cps));
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "find-api-"));
  const store = fsStore(path.join(tmp, "objects"));
  handle = await openDb({});
  await handle.migrate();
  await seed(handle.db);
  const files = FONTS.map(systemFont);
  const summary = await importPaths({ db: handle.db, store }, files, { familyInfo: catalogueFamilyInfo, specimens: false });
  if (summary.failed) throw new Error(JSON.stringify(summary.results.filter((r) => r.status === "failed")));
  app = new Hono();
  app.route("/", fontsApi(createFontService({ db: handle.db, staticBase: "" })));
  app.onError((error, c) => (error instanceof ApiError ? fail(c, error) : fail(c, new ApiError(500, String(error)))));

  const rows = await handle.db.select({ id: fonts.id, familyId: fonts.familyId, originalName: fonts.originalName, faceIndex: fonts.faceIndex }).from(fonts);
  const asked = [...new Set([...Object.values(TEXTS).flatMap(neededCodePoints), ...neededCodePoints(TONGYONG_LEVEL1 + TONGYONG_LEVEL2)])];
  const found = fontToolsCmaps(
    rows.map((r) => ({ file: files.find((f) => path.basename(f) === r.originalName)!, faceIndex: r.faceIndex })),
    asked,
  );
  rows.forEach((r, i) => {
    cmaps.set(r.id, found[i]);
    facesOfFamily.set(r.familyId, [...(facesOfFamily.get(r.familyId) ?? []), r.id]);
  });
}, 300_000);

afterAll(async () => {
  await handle?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function get<T>(url: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.request(url);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const list = (params: Record<string, string>) => get<Page<FontListItem>>(`/web/api/font/getFontList?${new URLSearchParams({ size: "100", ...params })}`);

/** What fontTools says the shown face (fontGNo) of a record lacks, in the text's order. */
const lacks = (fontId: number, text: string) => neededCodePoints(text).filter((cp) => !cmaps.get(fontId)!.has(cp)).map((cp) => String.fromCodePoint(cp));

describe("getFontList text=… (checked against fontTools)", () => {
  it.each(Object.entries(TEXTS))("cover=any: every family, with exactly the characters its shown face lacks (%s)", async (_name, text) => {
    const { status, body } = await list({ text, cover: "any" });
    expect(status).toBe(200);
    const all = await list({});
    expect(body.data.total).toBe(all.body.data.total);
    for (const r of body.data.records) expect({ family: r.name, missing: r.missingChars }).toEqual({ family: r.name, missing: lacks(r.fontGNo, text) });
  });

  it.each(Object.entries(TEXTS))("cover=all (the default): exactly the families whose shown face has every character (%s)", async (_name, text) => {
    const any = (await list({ text, cover: "any" })).body.data.records;
    const expected = any.filter((r) => lacks(r.fontGNo, text).length === 0).map((r) => r.name);
    const { body } = await list({ text });
    expect(body.data.records.map((r) => r.name)).toEqual(expected);
    expect(body.data.total).toBe(expected.length);
    expect(body.data.records.every((r) => r.missingChars === undefined)).toBe(true);
  });

  it("the texts tell the fonts apart: some families can write the rare names and some cannot", async () => {
    const any = (await list({ text: TEXTS.names, cover: "any" })).body.data.records;
    expect(any.some((r) => r.missingChars!.length === 0)).toBe(true);
    expect(any.some((r) => r.missingChars!.includes("𠮷"))).toBe(true);
    const common = (await list({ text: TEXTS.common })).body.data;
    expect(common.total).toBeGreaterThan(2);
  });

  it("pages the filtered list: total and pages count the kept families, not the catalogue", async () => {
    const all = (await list({ text: TEXTS.names })).body.data;
    const first = (await get<Page<FontListItem>>(`/web/api/font/getFontList?size=1&text=${encodeURIComponent(TEXTS.names)}`)).body.data;
    expect(first).toMatchObject({ total: all.total, pages: all.total, size: 1 });
    expect(first.records.map((r) => r.id)).toEqual([all.records[0].id]);
  });

  it("a text of spaces only filters nothing; the text combines with the other filters", async () => {
    const all = (await list({})).body.data;
    expect((await list({ text: " \n\u3000 " })).body.data.total).toBe(all.total);
    const kai = (await list({ text: TEXTS.names, category: "3" })).body.data.records;
    expect(kai.length).toBeGreaterThan(0);
    expect(kai.every((r) => r.category === "3" && lacks(r.fontGNo, TEXTS.names).length === 0)).toBe(true);
  });

  it("refuses more than 1000 characters, a bad cover and control characters with a Chinese message", async () => {
    const long = await list({ text: "字".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe("文字最多 1000 个字");
    expect((await list({ text: "𠮷".repeat(1000) })).status).toBe(200);
    const cover = await list({ text: "字", cover: "some" });
    expect(cover.status).toBe(400);
    expect(cover.body.msg).toMatch(/cover 参数不正确/);
    expect((await list({ text: "a\u0000b" })).status).toBe(400);
  });
});

describe("getFontList standard=…", () => {
  /** Whether a face covers a standard: the coverage counted at import, or fontTools for the 通用规范 levels. */
  async function faceCovers(fontId: number, standard: FontStandard): Promise<boolean> {
    const [row] = await handle.db.select({ coverage: fonts.coverage }).from(fonts).where(eq(fonts.id, fontId));
    if (standard === "gb2312") return row.coverage.gb2312 === COVERAGE_TOTALS.gb2312;
    if (standard === "tygf3") return row.coverage.tongyong8105 === COVERAGE_TOTALS.tongyong8105;
    if (standard === "big5") return row.coverage.big5 === COVERAGE_TOTALS.big5;
    const chars = neededCodePoints(standard === "tygf1" ? TONGYONG_LEVEL1 : TONGYONG_LEVEL1 + TONGYONG_LEVEL2);
    expect(chars.length).toBe(STANDARD_INFO[standard].total);
    return chars.every((cp) => cmaps.get(fontId)!.has(cp));
  }

  it.each(FONT_STANDARDS)("keeps exactly the families with a face covering %s completely, and the list says so", async (standard) => {
    const all = (await list({})).body.data.records;
    const expected: string[] = [];
    for (const r of all) {
      let covered = false;
      for (const id of facesOfFamily.get(r.id)!) if (await faceCovers(id, standard)) covered = true;
      if (covered) expected.push(r.name);
      expect(r.standards.includes(standard)).toBe(covered);
    }
    const { status, body } = await list({ standard });
    expect(status).toBe(200);
    expect(body.data.records.map((r) => r.name)).toEqual(expected);
  });

  it("the standards tell the fonts apart (GB 2312-only, traditional-only and complete fonts)", async () => {
    const counts = await Promise.all(FONT_STANDARDS.map(async (standard) => (await list({ standard })).body.data.total));
    expect(new Set(counts).size).toBeGreaterThan(1);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it("refuses an unknown standard", async () => {
    const { status, body } = await list({ standard: "gbk" });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/字符标准参数不正确/);
  });
});

describe("licences: commercial=1 and getFontDetail permissions", () => {
  it("commercial=1 keeps the families whose licence allows free commercial use, and drops a licence no one named", async () => {
    const [smiley] = await handle.db.select().from(fontFamilies).where(eq(fontFamilies.key, "smiley sans"));
    await handle.db.update(fontFamilies).set({ license: "" }).where(eq(fontFamilies.id, smiley.id));
    try {
      const all = (await list({})).body.data.records;
      const kept = (await list({ commercial: "1" })).body.data.records;
      expect(kept.map((r) => r.name)).toEqual(all.filter((r) => COMMERCIAL_LICENSES.includes(r.license)).map((r) => r.name));
      expect(kept.map((r) => r.name)).not.toContain("得意黑");
      expect(kept.length).toBe(all.length - 1);
      const detail = (await get<FontDetail>(`/web/api/font/getFontDetail?id=${smiley.id}`)).body.data;
      expect(detail.permissions.commercial).toBe("conditional");
      expect(detail.permissions.conditions.commercial).toMatch(/版权方/);
    } finally {
      await handle.db.update(fontFamilies).set({ license: smiley.license }).where(eq(fontFamilies.id, smiley.id));
    }
  });

  it("getFontDetail answers the permissions of the family's licence", async () => {
    const all = (await list({})).body.data.records;
    const licences = new Set<string>();
    for (const r of all) {
      const { body } = await get<FontDetail>(`/web/api/font/getFontDetail?id=${r.id}`);
      const p = body.data.permissions;
      expect(p).toMatchObject(licensePermissions(r.license));
      for (const key of ["commercial", "embed", "modify", "redistribute", "attribution"] as const) expect(["yes", "no", "conditional"]).toContain(p[key]);
      expect(p.note).toMatch(/[\u4e00-\u9fff]/);
      licences.add(r.license);
    }
    // The fonts imported here carry five of the catalogue's six licences (Noto's OFL is the same as WenKai's).
    expect([...licences].sort()).toEqual(["1", "2", "3", "4", "5", "6"].filter((l) => licences.has(l)));
    expect(licences.size).toBeGreaterThanOrEqual(5);
  });
});
