/**
 * The font-parsing pool: files are parsed in worker threads, a bounded number at once, each
 * waiting job holding no bytes; a worker past its time or heap limit is terminated, its job
 * refused with the limit named, and the next job gets a fresh worker.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readHostile, HOSTILE_BASE } from "#tests/fixtures/fonts/hostile";
import { readSystemFont } from "#tests/fixtures/fonts/fixtures";
import { FontFileError } from "./font-file-error";
import { DEFAULT_FONT_PARSE_LIMITS, FontParser, FontParserBusyError, type FontParseLimits } from "./parse-pool";
import { encodeWoff2Sync } from "./subset/woff2";

const T = { timeout: 120_000 };
let parser: FontParser | undefined;
const start = (limits: Partial<FontParseLimits> = {}) => (parser = new FontParser({ ...DEFAULT_FONT_PARSE_LIMITS, ...limits }));
afterEach(() => parser?.close());

describe("the font-parsing pool", () => {
  it("parses in a worker what the parser would, a bounded number at once; beyond the queue a job is refused", T, async () => {
    const pool = start({ workers: 1, queue: 1 });
    const noto = readSystemFont("notoSansRegular");
    const first = pool.parse(noto);
    let read = 0;
    // Waiting, the second job has not read its file: it is read when a worker takes it.
    const second = pool.parse(async () => (read++, readHostile(HOSTILE_BASE)));
    await expect(pool.parse(readHostile(HOSTILE_BASE))).rejects.toBeInstanceOf(FontParserBusyError);
    await new Promise((r) => setImmediate(r));
    expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
    expect(read).toBe(0);
    const [big, small] = await Promise.all([first, second]);
    expect(read).toBe(1);
    expect(big.format).toBe("otc");
    expect(big.faces.length).toBeGreaterThanOrEqual(5);
    expect(small.faces[0].familyNameEn).toBe("Hostile Test");
    await expect(pool.parse(readHostile("cmap12-2000-groups.ttf"))).rejects.toThrow(/分组超出 Unicode 的范围/);
    expect(pool.stats()).toEqual({ running: 0, queued: 0, replaced: 0 });
  });

  it("terminates a worker past the time limit, refuses its job naming the limit, and runs the next job in a fresh one", T, async () => {
    const limits = { ...DEFAULT_FONT_PARSE_LIMITS, workers: 1, timeoutMs: 20 };
    const pool = (parser = new FontParser(limits));
    // Ten CJK faces take hundreds of milliseconds to read, on any machine.
    const late = pool.parse(readSystemFont("notoSansRegular"));
    await expect(late).rejects.toBeInstanceOf(FontFileError);
    await expect(late).rejects.toThrow("解析字体超过 20 毫秒仍未完成，已中止（文件可能有问题）");
    expect(pool.stats().replaced).toBe(1);
    limits.timeoutMs = 60_000;
    expect((await pool.parse(readHostile(HOSTILE_BASE))).faces).toHaveLength(1);
  });

  it("terminates a worker past the heap limit, refuses its job naming the limit, and runs the next job in a fresh one", T, async () => {
    const pool = start({ workers: 1, memoryMb: 96 });
    // fontkit rebuilds every glyph of a WOFF2 with transformed outlines to draw one: ~185 MB here.
    const woff2 = encodeWoff2Sync(readSystemFont("cwyen"), { quality: 1 });
    const { faces } = await pool.parse(woff2, { key: "cwyen", keep: true });
    expect(faces).toHaveLength(1);
    await expect(pool.listSpecimens(woff2, "cwyen", [{ faceIndex: 0, names: { name: "cwTeX 圆体", nameEn: "cwTeX Yen" } }])).rejects.toThrow(
      "解析字体所需内存超过 96 MB 的上限，已中止（文件可能有问题）",
    );
    expect(pool.stats().replaced).toBe(1);
    expect((await pool.parse(readHostile(HOSTILE_BASE))).faces[0].familyNameEn).toBe("Hostile Test");
  });
});
