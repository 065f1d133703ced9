/**
 * Capped decompression: WOFF and WOFF2 sizes are checked before anything is decompressed, and a
 * WOFF table never inflates past the length it declares.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_FILES, FIXTURES, readSystemFont, toWoff } from "#tests/fixtures/fonts/fixtures";
import { parseFontFile } from "./metadata";
import { checkWoff2, DEFAULT_UNPACK_LIMITS, MAX_RATIO, woffToSfnt } from "./unpack";

const hostile = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, "hostile", name)));
const MB = 1024 * 1024;

describe("WOFF (zlib)", () => {
  it("refuses a bomb by its declared sizes: 64 MB of zeros in a 64 KB file", () => {
    expect(() => parseFontFile(hostile("woff-zlib-bomb.woff"))).toThrow(`WOFF 声明解压后共 64 MB，是文件本身 (0.1 MB) 的 1019 倍，超过 ${MAX_RATIO} 倍的上限（压缩炸弹）`);
  });

  it("stops inflating a table at the length it declares", () => {
    // Declares 64 KB; its stream holds 16 MB.
    expect(() => parseFontFile(hostile("woff-lying-length.woff"))).toThrow("WOFF 的 zzzz 表解压后超过它声明的长度 (65536 字节)，已停止解压（压缩炸弹）");
  });

  it("refuses a real font that unpacks past the configured maximum, and unpacks it within the default", () => {
    const ttf = readSystemFont("smiley");
    const woff = toWoff(ttf);
    expect(() => woffToSfnt(woff, { maxUnpackedBytes: 1 * MB })).toThrow(/^WOFF 声明解压后共 2\.\d MB，超过上限 1\.0 MB/);
    expect(woffToSfnt(woff, DEFAULT_UNPACK_LIMITS).length).toBeGreaterThanOrEqual(ttf.length - 4096);
  });
});

describe("WOFF2 (brotli)", () => {
  it("refuses a bomb before decoding: 256 MB declared in a 736-byte file", () => {
    const bomb = hostile("woff2-brotli-bomb.woff2");
    expect(bomb.length).toBe(736);
    expect(() => parseFontFile(bomb)).toThrow("WOFF2 声明解压后共 256 MB，超过上限 128 MB（压缩炸弹或过大的字体）");
    // Under a higher maximum, the size against the file's still refuses it.
    expect(() => checkWoff2(bomb, { maxUnpackedBytes: 1024 * MB })).toThrow(/是文件本身 \(0\.0 MB\) 的 \d+ 倍，超过 100 倍的上限（压缩炸弹）/);
  });

  it("refuses tables that need more than the header's totalSfntSize (what the decoder would allocate)", () => {
    const woff2 = new Uint8Array(fs.readFileSync(FIXTURE_FILES.smileyWoff2));
    expect(checkWoff2(woff2, DEFAULT_UNPACK_LIMITS).streamSize).toBeGreaterThan(1000);
    const lying = woff2.slice();
    new DataView(lying.buffer).setUint32(16, 1000); // totalSfntSize
    expect(() => parseFontFile(lying)).toThrow(/^WOFF2 的表共需 0\.\d MB，超过头部声明的解压后大小 0\.0 MB/);
  });
});
