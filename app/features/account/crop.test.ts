import { describe, expect, it } from "vitest";
import { AVATAR } from "#contract/account";
import { cropIsLargeEnough, fitWithin, maxZoomFor, outputSide } from "./crop";

describe("fitWithin", () => {
  it("keeps images up to 2000 px as they are", () => {
    expect(fitWithin({ width: 2000, height: 1200 })).toEqual({ width: 2000, height: 1200 });
    expect(fitWithin({ width: 40, height: 30 })).toEqual({ width: 40, height: 30 });
  });

  it("downscales larger images to 2000 px on the long side, keeping the ratio", () => {
    expect(AVATAR.maxImageSize).toBe(2000);
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin({ width: 100_000, height: 1 })).toEqual({ width: 2000, height: 1 });
  });
});

describe("maxZoomFor", () => {
  it("stops zooming where the crop would go under 10 px", () => {
    expect(AVATAR.minCrop).toBe(10);
    expect(maxZoomFor({ width: 60, height: 80 })).toBe(6);
    expect(maxZoomFor({ width: 2000, height: 1500 })).toBe(10);
    expect(maxZoomFor({ width: 8, height: 8 })).toBe(1);
  });
});

describe("crop size rules", () => {
  it("refuses crops under 10 px", () => {
    expect(cropIsLargeEnough({ width: 10, height: 10 })).toBe(true);
    expect(cropIsLargeEnough({ width: 9.4, height: 40 })).toBe(false);
  });

  it("outputs the crop's own size up to twice the kept avatar size", () => {
    expect(outputSide({ width: 120, height: 120 })).toBe(120);
    expect(outputSide({ width: 1800, height: 1800 })).toBe(AVATAR.outputSize * 2);
  });
});
