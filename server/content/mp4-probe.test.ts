/**
 * The MP4 check of console uploads (./mp4-probe.ts): a real clip of content/videos is read with
 * its length and size, from its index alone wherever the index sits; a truncated clip, a picture,
 * a Matroska file and an HEVC clip are refused with a Chinese reason.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROBE_MAX_BYTES, probeMp4, VideoFileError } from "./mp4-probe";

const CLIP = fs.readFileSync(path.join(process.cwd(), "content/videos/ukai-chunxiao.mp4"));

/** A reader over `bytes` that remembers what was read. */
function reader(bytes: Uint8Array) {
  const reads: [number, number][] = [];
  const read = async (position: number, length: number) => {
    reads.push([position, length]);
    return bytes.subarray(position, position + length);
  };
  return { read, reads, bytesRead: () => reads.reduce((n, [, l]) => n + l, 0) };
}

/** The top-level boxes of an MP4: type, start, size. */
function boxes(b: Buffer) {
  const out: { type: string; start: number; size: number }[] = [];
  for (let p = 0; p < b.length; ) {
    const size = b.readUInt32BE(p);
    out.push({ type: b.toString("latin1", p + 4, p + 8), start: p, size });
    p += size;
  }
  return out;
}

/**
 * The same clip with its index after the pictures (ftyp, mdat, moov), as many cameras write it;
 * with `padding`, a `free` box of that many bytes before the pictures (space an editor reserved).
 */
function indexAtEnd(b: Buffer, padding = 0): Buffer {
  const all = boxes(b);
  const [ftyp, moov, mdat] = ["ftyp", "moov", "mdat"].map((t) => all.find((x) => x.type === t)!);
  const index = Buffer.from(b.subarray(moov.start, moov.start + moov.size));
  const free = Buffer.alloc(padding);
  if (padding) {
    free.writeUInt32BE(padding, 0);
    free.write("free", 4, "latin1");
  }
  const shift = ftyp.size + padding - mdat.start;
  for (let i = index.indexOf("stco"); i >= 0; i = index.indexOf("stco", i + 4)) {
    const n = index.readUInt32BE(i + 8);
    for (let k = 0; k < n; k++) index.writeUInt32BE(index.readUInt32BE(i + 12 + k * 4) + shift, i + 12 + k * 4);
  }
  return Buffer.concat([b.subarray(0, ftyp.size), free, b.subarray(mdat.start, mdat.start + mdat.size), index]);
}

/** The clip relabelled as H.265 (its sample entry renamed hvc1): what a phone records by default. */
function asHevc(b: Buffer): Buffer {
  const copy = Buffer.from(b);
  const at = copy.indexOf("avc1", boxes(copy).find((x) => x.type === "moov")!.start);
  copy.write("hvc1", at, "latin1");
  return copy;
}

const refused = async (bytes: Buffer) => {
  const error = await probeMp4(reader(bytes).read, bytes.length).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VideoFileError);
  return (error as Error).message;
};

describe("probeMp4", () => {
  it("reads the length and picture size of an H.264 clip", async () => {
    const facts = await probeMp4(reader(CLIP).read, CLIP.length);
    expect(facts).toMatchObject({ duration: 8, width: 640, height: 360 });
    expect(facts.mime).toMatch(/avc1/);
  });

  it("reads only the index when it comes after the pictures", async () => {
    const moved = indexAtEnd(CLIP);
    const r = reader(moved);
    expect(await probeMp4(r.read, moved.length)).toMatchObject({ duration: 8, width: 640, height: 360 });
    const mdat = boxes(moved).find((b) => b.type === "mdat")!;
    // Nothing of the pictures but the first read, which also holds the box headers.
    expect(r.reads.every(([position]) => position === 0 || position >= mdat.start + mdat.size)).toBe(true);
  });

  it("reads a clip whose pictures sit behind a large free box, and refuses one past the probe's bound", async () => {
    // The parser skips mdat but not other boxes: the free box is read in order.
    const padded = indexAtEnd(CLIP, 3 * 1024 * 1024);
    expect(await probeMp4(reader(padded).read, padded.length)).toMatchObject({ duration: 8, width: 640, height: 360 });
    const huge = indexAtEnd(CLIP, PROBE_MAX_BYTES + 1024);
    const r = reader(huge);
    await expect(probeMp4(r.read, huge.length)).rejects.toThrow(/数据过大/);
    expect(r.bytesRead()).toBeLessThanOrEqual(PROBE_MAX_BYTES + 4 * 1024 * 1024);
  });

  it("refuses a clip cut off in the middle", async () => {
    expect(await refused(CLIP.subarray(0, Math.floor(CLIP.length / 2)))).toMatch(/不完整/);
    expect(await refused(indexAtEnd(CLIP).subarray(0, CLIP.length - 100))).toMatch(/不是 MP4|不完整/);
  });

  it("refuses a picture, a Matroska file and an HEVC clip with the reason", async () => {
    const png = fs.readFileSync(path.join(process.cwd(), "public/icon-192.png"));
    expect(await refused(png)).toMatch(/不是 MP4/);
    const mkv = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.from("matroska".repeat(64))]);
    expect(await refused(mkv)).toMatch(/不是 MP4/);
    expect(await refused(asHevc(CLIP))).toMatch(/H\.265\/HEVC/);
    expect(await refused(Buffer.alloc(4))).toMatch(/不是 MP4/);
  });
});
