/**
 * Every hostile file of tests/fixtures/fonts/hostile is refused by the parser itself with a
 * Chinese reason naming the problem (the API test sends the same files through a submission),
 * while the valid font they were all made from parses.
 */
import { describe, expect, it } from "vitest";
import { HOSTILE_BASE, HOSTILE_FONTS, readHostile } from "#tests/fixtures/fonts/hostile";
import { FontFileError, parseFontFile } from "./metadata";

describe("hostile font files", () => {
  it("the valid font they break one thing of parses", () => {
    const { faces } = parseFontFile(readHostile(HOSTILE_BASE));
    expect(faces[0]).toMatchObject({ familyNameEn: "Hostile Test", glyphCount: 3, unitsPerEm: 1000 });
    expect(faces[0].coverage.total).toBe(2);
  });

  for (const { file, reason } of HOSTILE_FONTS) {
    it(`${file}: ${reason}`, () => {
      let error: unknown;
      try {
        parseFontFile(readHostile(file));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(FontFileError);
      expect((error as Error).message).toContain(reason);
    });
  }
});
