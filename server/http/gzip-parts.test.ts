/** Gzip put together from parts compressed at different times decodes to the whole document. */
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { freshPart, joinGzip, storedPart } from "./gzip-parts";

const page = (n: number) => Buffer.from(`<div class="flex items-center gap-2">字体 ${n} 永字八法</div>`.repeat(400));

describe("joinGzip", () => {
  it("decodes to the parts in order, with the shared parts' compression reused for another visitor", async () => {
    const head = await storedPart(page(1), false);
    const middle = await storedPart(page(2), false);
    const tail = await storedPart(page(3), true);
    for (const visitor of ["甲", "乙 <b>&amp;</b>"]) {
      const hole = freshPart(Buffer.from(`<span>${visitor}</span>`));
      const gz = joinGzip([head, hole, middle, hole, tail]);
      // gunzip checks the CRC-32 and the length in the trailer too.
      const text = zlib.gunzipSync(gz).toString();
      expect(text).toBe([page(1), `<span>${visitor}</span>`, page(2), `<span>${visitor}</span>`, page(3)].join(""));
      // One gzip member: a browser reads only the first, so nothing may follow it.
      expect(gz.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(gz.length).toBeLessThan(text.length / 10);
    }
  });

  it("takes empty parts", async () => {
    const gz = joinGzip([await storedPart(Buffer.alloc(0), false), freshPart(Buffer.alloc(0)), await storedPart(Buffer.from("尾"), true)]);
    expect(zlib.gunzipSync(gz).toString()).toBe("尾");
  });
});
