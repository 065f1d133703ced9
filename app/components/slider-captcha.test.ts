import { describe, expect, it } from "vitest";
import { aesDecrypt } from "#contract/aes";
import {
  ANSWER_Y,
  clamp,
  encryptPoint,
  HANDLE_WIDTH,
  handleRange,
  keyMove,
  needsNewPuzzle,
  pieceLeft,
  toImagePixels,
  verificationOf,
} from "./slider-captcha";

describe("slider geometry", () => {
  it("clamps into a range, an empty range pinning to its start", () => {
    expect(clamp(-3, 0, 10)).toBe(0);
    expect(clamp(13, 0, 10)).toBe(10);
    expect(clamp(5, 0, -2)).toBe(0);
  });

  it("the handle travels the track minus its own width", () => {
    expect(handleRange(310)).toBe(310 - HANDLE_WIDTH);
    expect(handleRange(20)).toBe(0);
  });

  it("maps the handle's travel onto the piece's, end to end", () => {
    const track = 310;
    const piece = 47;
    expect(pieceLeft(0, track, piece)).toBe(0);
    expect(pieceLeft(handleRange(track), track, piece)).toBeCloseTo(track - piece);
    expect(pieceLeft(handleRange(track) / 2, track, piece)).toBeCloseTo((track - piece) / 2);
    // Past the end stays at the end; a handle as wide as the piece moves it one to one.
    expect(pieceLeft(9999, track, piece)).toBeCloseTo(track - piece);
    expect(pieceLeft(100, track, HANDLE_WIDTH)).toBeCloseTo(100);
  });

  it("scales a shown position to the background's own pixels", () => {
    expect(toImagePixels(120, 310, 310)).toBe(120);
    // The picture shown at 240 px on a narrow phone: 120 shown px are 155 image px.
    expect(toImagePixels(120, 240, 310)).toBe(155);
    expect(toImagePixels(100, 620, 310)).toBe(50);
    expect(toImagePixels(10, 0, 310)).toBe(0);
  });
});

describe("keyboard", () => {
  it("arrows move by 2 px (10 with Shift); Home/End jump; other keys are ignored", () => {
    expect(keyMove("ArrowRight", false, 10, 266)).toBe(12);
    expect(keyMove("ArrowRight", true, 10, 266)).toBe(20);
    expect(keyMove("ArrowLeft", false, 1, 266)).toBe(0);
    expect(keyMove("ArrowUp", false, 265, 266)).toBe(266);
    expect(keyMove("Home", false, 100, 266)).toBe(0);
    expect(keyMove("End", false, 100, 266)).toBe(266);
    expect(keyMove("a", false, 100, 266)).toBeNull();
  });
});

describe("answers", () => {
  const key = "aBcDeFgHiJkLmNoP";

  it("pointJson is {x, y} encrypted with the puzzle's key", () => {
    expect(aesDecrypt(encryptPoint(123, key), key)).toBe(JSON.stringify({ x: 123, y: ANSWER_Y }));
  });

  it("captchaVerification is token---{x, y} encrypted with the same key", () => {
    expect(aesDecrypt(verificationOf("tok-1", 123, key), key)).toBe(`tok-1---{"x":123,"y":${ANSWER_Y}}`);
  });

  it("knows which failures need a new puzzle", () => {
    expect(needsNewPuzzle("失败次数过多，请刷新验证码")).toBe(true);
    expect(needsNewPuzzle("验证码已过期，请刷新后重试")).toBe(true);
    expect(needsNewPuzzle("验证失败，请重试")).toBe(false);
  });
});
