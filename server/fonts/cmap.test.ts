/**
 * The bounded cmap reader: what a cmap maps, read from hand-made tables whose groups, segments
 * and offsets lie; the result is a set no larger than Unicode, however many groups say so.
 */
import { describe, expect, it } from "vitest";
import { readCmap, UNICODE_SIZE } from "./cmap";
import { FontFileError } from "./font-file-error";

type Group = [start: number, end: number, glyph: number];

/** A cmap table with one (3,10) subtable of format 12 (or 13) holding `groups`. */
function cmap12(groups: Group[], format = 12): Uint8Array {
  const out = new DataView(new ArrayBuffer(12 + 16 + groups.length * 12));
  out.setUint16(2, 1); // one encoding record
  out.setUint16(4, 3);
  out.setUint16(6, 10);
  out.setUint32(8, 12);
  out.setUint16(12, format);
  out.setUint32(16, 16 + groups.length * 12);
  out.setUint32(24, groups.length);
  groups.forEach(([start, end, glyph], i) => {
    out.setUint32(28 + i * 12, start);
    out.setUint32(32 + i * 12, end);
    out.setUint32(36 + i * 12, glyph);
  });
  return new Uint8Array(out.buffer);
}

/** A cmap table with one (3,1) format-4 subtable of [start, end] segments (delta 1), the 0xFFFF one added. */
function cmap4(segments: [number, number][]): Uint8Array {
  const segs = [...segments, [0xffff, 0xffff] as [number, number]];
  const n = segs.length;
  const out = new DataView(new ArrayBuffer(12 + 16 + n * 8));
  out.setUint16(2, 1);
  out.setUint16(4, 3);
  out.setUint16(6, 1);
  out.setUint32(8, 12);
  const at = 12;
  out.setUint16(at, 4);
  out.setUint16(at + 2, 16 + n * 8);
  out.setUint16(at + 6, n * 2);
  segs.forEach(([start, end], i) => {
    out.setUint16(at + 14 + i * 2, end);
    out.setUint16(at + 16 + n * 2 + i * 2, start);
    out.setUint16(at + 16 + n * 4 + i * 2, 1);
  });
  return new Uint8Array(out.buffer);
}

const read = (table: Uint8Array) => readCmap(table, 0, table.length);

describe("the cmap reader keeps code points as a set bounded by Unicode", () => {
  it("counts the code points of the review's font (U+0000–U+10FFFF 2,000 times) and refuses it before visiting one", () => {
    const table = cmap12(Array.from({ length: 2000 }, (): Group => [0, 0x10ffff, 1]));
    expect(table.length).toBe(24_028);
    expect(() => read(table)).toThrow(FontFileError);
    expect(() => read(table)).toThrow("字符映射表 (cmap) 的分组超出 Unicode 的范围：2,000 个分组合计 2,228,224,000 个码位");
  });

  it("refuses fifty overlapping groups, and format-4 segments that overlap past the BMP", () => {
    expect(() => read(cmap12(Array.from({ length: 50 }, (): Group => [0, 0x10ffff, 1])))).toThrow(/分组超出 Unicode 的范围：50 个分组/);
    expect(() => read(cmap12(Array.from({ length: 50 }, (): Group => [0, 0x10ffff, 7]), 13))).toThrow(/分组超出 Unicode 的范围/);
    expect(() => read(cmap4(Array.from({ length: 200 }, (): [number, number] => [0, 0xfffe])))).toThrow(/分段超出 U\+0000–U\+FFFF 的范围：201 个分段/);
  });

  it("answers one full group as all of Unicode, and repeated groups once each", () => {
    const all = read(cmap12([[0, 0x10ffff, 1]]))!;
    expect(all.size).toBe(UNICODE_SIZE);
    expect(all.has(0x10ffff) && all.has(0)).toBe(true);
    // Two groups naming the same 1,000 code points (within Unicode's size, so not refused) count once.
    const twice = read(cmap12([[0x4e00, 0x4e00 + 999, 1], [0x4e00, 0x4e00 + 999, 1]]))!;
    expect(twice.size).toBe(1000);
    expect([...twice].slice(0, 2)).toEqual([0x4e00, 0x4e01]);
    // A group's first code point mapped to glyph 0 (.notdef) is not mapped; code points past U+10FFFF are dropped.
    const clipped = read(cmap12([[0x41, 0x43, 0], [0x10fffe, 0x1fffff, 5]]))!;
    expect(clipped.toArray()).toEqual([0x42, 0x43, 0x10fffe, 0x10ffff]);
  });

  it("refuses counts larger than the bytes that hold them, and subtables outside the table", () => {
    const table = cmap12([[0x41, 0x5a, 1]]);
    const moreGroups = table.slice();
    new DataView(moreGroups.buffer).setUint32(24, 1_000_000);
    expect(() => read(moreGroups)).toThrow(/格式 12 子表超出表的范围（需要 12,000,016 字节/);
    const moreRecords = table.slice();
    new DataView(moreRecords.buffer).setUint16(2, 5000);
    expect(() => read(moreRecords)).toThrow("字符映射表 (cmap) 的子表数 (5000) 超出表的长度（40 字节）");
    const outside = new Uint8Array(table.length + 64);
    outside.set(table);
    // The only subtable points past the table's 40 bytes, into bytes that follow it in the file.
    new DataView(outside.buffer).setUint32(8, 48);
    expect(() => readCmap(outside, 0, table.length)).toThrow("字符映射表 (cmap) 的第 1 个子表超出表的范围（偏移 48，表长 40 字节）");
    const segments = cmap4([[0x41, 0x5a]]);
    new DataView(segments.buffer).setUint16(12 + 6, 4000);
    expect(() => read(segments)).toThrow(/格式 4 子表超出表的范围/);
  });

  it("reads each shared subtable once for the faces of a collection, whatever length their directories give the table", () => {
    const table = cmap12([[0x4e00, 0x9fff, 1]]);
    const padded = new Uint8Array(table.length + 16);
    padded.set(table);
    const memo = new Map();
    const first = readCmap(padded, 0, table.length, memo);
    const second = readCmap(padded, 0, table.length + 16, memo);
    expect(second).toBe(first);
    expect(first!.size).toBe(0x9fff - 0x4e00 + 1);
  });
});
