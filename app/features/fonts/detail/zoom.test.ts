import { describe, expect, it } from "vitest";
import { clampOffset, clampScale, cycle, FIT, fitSize, MAX_ZOOM, panBy, wheelScale, zoomAt } from "./zoom";

const stage = { width: 1000, height: 600 };
const fitted = { width: 1000, height: 562.5 };

describe("image viewer zoom", () => {
  it("fits an image into the stage without enlarging it", () => {
    expect(fitSize({ width: 1600, height: 900 }, stage)).toEqual({ width: 1000, height: 562.5 });
    expect(fitSize({ width: 400, height: 300 }, stage)).toEqual({ width: 400, height: 300 });
    expect(fitSize({ width: 0, height: 300 }, stage)).toEqual({ width: 0, height: 0 });
  });

  it("clamps the scale", () => {
    expect(clampScale(0.2)).toBe(1);
    expect(clampScale(100)).toBe(MAX_ZOOM);
    expect(clampScale(NaN)).toBe(1);
  });

  it("keeps the point under the cursor still", () => {
    const point = { x: 200, y: 100 };
    const v = zoomAt(FIT, 2, fitted, stage, point);
    // The image point under the cursor was (200, 100) from the centre at scale 1: at scale 2 it stays there.
    expect(v.scale).toBe(2);
    expect((point.x - v.x) / v.scale).toBeCloseTo(200 / 1);
    expect((point.y - v.y) / v.scale).toBeCloseTo(100 / 1);
  });

  it("never pans an image past its edges, and returns to the fitted view at scale 1", () => {
    const v = panBy({ scale: 2, x: 0, y: 0 }, 5000, -5000, fitted, stage);
    expect(v).toEqual({ scale: 2, x: 500, y: -262.5 });
    expect(clampOffset({ scale: 1, x: 40, y: 40 }, fitted, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(zoomAt({ scale: 3, x: 200, y: 100 }, 1, fitted, stage)).toEqual(FIT);
  });

  it("zooms in on wheel up and out on wheel down", () => {
    expect(wheelScale(2, -100)).toBeGreaterThan(2);
    expect(wheelScale(2, 100)).toBeLessThan(2);
    expect(wheelScale(1, 100)).toBe(1);
  });

  it("cycles through the images", () => {
    expect(cycle(0, 3, -1)).toBe(2);
    expect(cycle(2, 3, 1)).toBe(0);
    expect(cycle(1, 3, 1)).toBe(2);
    expect(cycle(0, 0, 1)).toBe(0);
  });
});
