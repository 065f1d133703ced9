/**
 * A font-parsing worker thread (parse-pool.ts): parses files from outside and draws their
 * specimens with fontkit, one job at a time, under the heap limit the pool started it with; the
 * pool terminates it when a job runs past its time limit. Bundled as build/node/font-parse-worker.js.
 *
 * The fontkit faces of the last file parsed with `keep` stay here until the next job, so the
 * import's list specimens (drawn once the catalogue has named the faces) need no second parse.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Font } from "fontkit";
import { familyNames, openFace, parseFontFile } from "./metadata";
import type { ParseReply, ParseRequest } from "./parse-pool";
import { detailSpecimenSvgs, listSpecimenSvg } from "./specimen";
import type { UnpackLimits } from "./unpack";

const port = parentPort!;
const limits = workerData as UnpackLimits;
let kept: { key: string; fonts: Font[] } | undefined;

function answer(req: ParseRequest): { reply: ParseReply; transfer: ArrayBuffer[] } {
  const bytes = new Uint8Array(req.bytes);
  switch (req.kind) {
    case "parse": {
      kept = undefined;
      const parsed = parseFontFile(bytes, limits);
      if (req.keep) kept = { key: req.key, fonts: parsed.fonts };
      // The kept faces read the unpacked WOFF: they keep it, the caller gets a copy.
      const sfnt = req.wantSfnt && parsed.sfnt ? (req.keep ? parsed.sfnt.slice() : parsed.sfnt) : undefined;
      const codePoints = parsed.codePoints.map((set) => Uint32Array.from(set.toArray()));
      const transfer = [...codePoints.map((cps) => cps.buffer), ...(sfnt ? [sfnt.buffer as ArrayBuffer] : [])];
      return { reply: { seq: req.seq, file: { format: parsed.format, faces: parsed.faces, codePoints, sfnt } }, transfer };
    }
    case "list": {
      // Sent without the file when this worker keeps it (parse-pool.ts).
      const fonts = kept?.key === req.key ? kept.fonts : parseFontFile(bytes, limits).fonts;
      kept = undefined;
      return { reply: { seq: req.seq, svgs: req.faces.map((f) => listSpecimenSvg(fonts[f.faceIndex], f.names)) }, transfer: [] };
    }
    case "detail": {
      kept = undefined;
      const font = openFace(bytes, req.faceIndex, limits);
      const altName = familyNames(font).familyNameZh ?? undefined;
      return { reply: { seq: req.seq, svgs: detailSpecimenSvgs(font, { ...req.names, altName }), altName: altName ?? null }, transfer: [] };
    }
  }
}

port.on("message", (req: ParseRequest) => {
  let out: { reply: ParseReply; transfer: ArrayBuffer[] };
  try {
    out = answer(req);
  } catch (error) {
    const e = error as Error;
    out = { reply: { seq: req.seq, error: { name: e?.name ?? "Error", message: e?.message ?? String(error) } }, transfer: [] };
  }
  port.postMessage(out.reply, out.transfer);
});
port.postMessage({ seq: 0 } satisfies ParseReply);
