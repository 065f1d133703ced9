/** The compact code point set and the compiled text query, against a plain Set on random data. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neededCodePoints } from "#contract/font-constants";
import { CodePointQuery, CodePointSet } from "./charset";

// Code points clustered the way fonts map them: runs in a few blocks, plus scattered ones.
const codePoint = fc.oneof(
  fc.integer({ min: 0x20, max: 0x2ff }),
  fc.integer({ min: 0x4e00, max: 0x4fff }),
  fc.integer({ min: 0x20000, max: 0x20fff }),
  fc.integer({ min: 0, max: 0x10ffff }),
);
const runs = fc.array(fc.tuple(codePoint, fc.integer({ min: 0, max: 5000 })), { maxLength: 20 }).map((rs) => {
  const out: number[] = [];
  for (const [start, length] of rs) for (let cp = start; cp <= Math.min(0x10ffff, start + length); cp++) out.push(cp);
  return out;
});
const faceCodePoints = fc.tuple(runs, fc.array(codePoint, { maxLength: 300 })).map(([a, b]) => [...a, ...b]);

describe("CodePointSet", () => {
  it("has exactly the code points it was made of, and survives its stored form", () => {
    fc.assert(
      fc.property(faceCodePoints, fc.array(codePoint, { maxLength: 200 }), (cps, probes) => {
        const plain = new Set(cps);
        const set = CodePointSet.of(cps);
        const stored = CodePointSet.decode(set.encode());
        expect(set.size).toBe(plain.size);
        expect([...stored]).toEqual([...plain].sort((a, b) => a - b));
        for (const cp of [...probes, ...cps.slice(0, 50)]) {
          expect(set.has(cp)).toBe(plain.has(cp));
          expect(stored.has(cp)).toBe(plain.has(cp));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keeps a CJK face small: the whole 4E00–9FFF block run takes a few bytes stored", () => {
    const cps = Array.from({ length: 0x9fff - 0x4e00 + 1 }, (_, i) => 0x4e00 + i);
    const set = CodePointSet.of(cps);
    expect(set.encode().length).toBeLessThan(20);
    expect(set.memoryBytes).toBeLessThan(6 * 1024);
    expect(set.has(0x4e00) && set.has(0x9fff) && !set.has(0xa000) && !set.has(0x4dff)).toBe(true);
  });

  it("refuses a damaged stored form", () => {
    expect(() => CodePointSet.decode("")).toThrow();
    const good = CodePointSet.of([1, 2, 3, 0x20000]).encode();
    const bytes = Buffer.from(good, "base64");
    expect(() => CodePointSet.decode(bytes.subarray(0, bytes.length - 1).toString("base64"))).toThrow();
  });
});

describe("CodePointQuery", () => {
  it("coveredBy is 'every code point is in the set'; missingIn lists the others in the text's order", () => {
    fc.assert(
      fc.property(faceCodePoints, fc.array(codePoint, { maxLength: 400 }), fc.boolean(), (cps, text, fromFace) => {
        const plain = new Set(cps);
        const set = CodePointSet.of(cps);
        // Half the queries are drawn from the face itself, so "covered" is tested as often as not.
        const wanted = fromFace ? [...cps.slice(0, 300), ...text.slice(0, 3)] : text;
        const query = new CodePointQuery(wanted);
        const order = [...new Set(wanted)];
        expect(query.coveredBy(set)).toBe(order.every((cp) => plain.has(cp)));
        expect(query.missingIn(set)).toEqual(order.filter((cp) => !plain.has(cp)));
      }),
      { numRuns: 200 },
    );
  });
});

describe("neededCodePoints", () => {
  it("keeps every character once, in order, rare ones included, and drops spaces and line breaks", () => {
    const text = "张𠮷 堃\n喆，玥昇 昇𠮷\u3000a\u200dA\ufe0f";
    expect(neededCodePoints(text).map((cp) => String.fromCodePoint(cp))).toEqual(["张", "𠮷", "堃", "喆", "，", "玥", "昇", "a", "A"]);
  });
});
