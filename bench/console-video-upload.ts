/**
 * What a console video upload costs the process (docs/decisions/029-console-videos.md): a real
 * clip of content/videos made 190 MB larger (see bigClip), streamed through storeContentVideo into
 * a disk store as the upload call does — time, the process's RSS growth at its peak, and the worst
 * event-loop delay (what every other request of the process waits at most meanwhile).
 *
 *   node --import tsx bench/console-video-upload.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fsStore } from "#server/storage/fs-store";
import { storeContentVideo } from "#server/admin/content-videos";

const MB = 1024 * 1024;
const PADDING = 190 * MB;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-video-"));

/**
 * The clip made PADDING bytes larger, written to disk in 1 MB steps: `mdat` (pictures then unused
 * bytes, as an editor that reserved space writes it) with the index first or last; or, the worst
 * case the parser meets, the padding as a `free` box before the pictures with the index last.
 */
function bigClip(layout: "index first" | "index last" | "free box, index last"): string {
  const clip = fs.readFileSync(path.join(process.cwd(), "content/videos/ukai-chunxiao.mp4"));
  const boxes: { type: string; start: number; size: number }[] = [];
  for (let p = 0; p < clip.length; p += clip.readUInt32BE(p)) boxes.push({ type: clip.toString("latin1", p + 4, p + 8), start: p, size: clip.readUInt32BE(p) });
  const [ftyp, moov, mdat] = ["ftyp", "moov", "mdat"].map((t) => boxes.find((b) => b.type === t)!);
  const index = Buffer.from(clip.subarray(moov.start, moov.start + moov.size));
  const freeBox = layout === "free box, index last";
  const mdatAt = layout === "index first" ? ftyp.size + moov.size : ftyp.size + (freeBox ? PADDING : 0);
  for (let i = index.indexOf("stco"); i >= 0; i = index.indexOf("stco", i + 4)) {
    for (let k = 0; k < index.readUInt32BE(i + 8); k++) index.writeUInt32BE(index.readUInt32BE(i + 12 + k * 4) + mdatAt - mdat.start, i + 12 + k * 4);
  }
  const file = path.join(dir, `${layout.replace(/\W+/g, "-")}.mp4`);
  const fd = fs.openSync(file, "w");
  const zeros = (n: number) => {
    for (let left = n; left > 0; left -= MB) fs.writeSync(fd, Buffer.alloc(Math.min(MB, left)));
  };
  const header = (size: number, type: string) => {
    const h = Buffer.alloc(8);
    h.writeUInt32BE(size, 0);
    h.write(type, 4, "latin1");
    fs.writeSync(fd, h);
  };
  fs.writeSync(fd, clip.subarray(0, ftyp.size));
  if (layout === "index first") fs.writeSync(fd, index);
  if (freeBox) {
    header(PADDING, "free");
    zeros(PADDING - 8);
  }
  header(mdat.size + (freeBox ? 0 : PADDING), "mdat");
  fs.writeSync(fd, clip.subarray(mdat.start + 8, mdat.start + mdat.size));
  if (!freeBox) zeros(PADDING);
  if (layout !== "index first") fs.writeSync(fd, index);
  fs.closeSync(fd);
  return file;
}

async function measure(name: string, file: string) {
  const store = fsStore(path.join(dir, "objects"));
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  delay.enable();
  const started = performance.now();
  const answer = await storeContentVideo(store, "", Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, 200 * MB).then(
    (v) => `${v.duration} s ${v.width}×${v.height}`,
    (e: Error) => e.message,
  );
  delay.disable();
  clearInterval(sampler);
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(
    `${name.padEnd(21)} ${(fs.statSync(file).size / MB).toFixed(0)} MB · ${((performance.now() - started) / 1000).toFixed(1)} s · RSS +${((peak - base) / MB).toFixed(0)} MB at peak · event-loop delay p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms · ${answer}`,
  );
}

try {
  for (const layout of ["index first", "index last", "free box, index last"] as const) await measure(layout, bigClip(layout));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
