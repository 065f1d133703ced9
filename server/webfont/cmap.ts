/** The code points a face maps, read straight from its cmap table (server/fonts/cmap.ts), in increasing order. */
import { readCmap } from "#server/fonts/cmap";
import { FontFormatError, readFace } from "#server/fonts/subset/sfnt";

export function cmapOf(bytes: Uint8Array, faceIndex: number): number[] {
  const table = readFace(bytes, faceIndex).tables.find((t) => t.tag === "cmap")!;
  const cps = readCmap(bytes, table.offset, table.length);
  if (!cps?.size) throw new FontFormatError("字体没有可用的字符映射 (cmap)");
  return cps.toArray();
}
