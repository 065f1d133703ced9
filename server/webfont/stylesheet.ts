/**
 * `/css2` end to end: the parsed query → the catalogue's faces → one @font-face per `text=`
 * subset (made now: the engine answers in milliseconds) or per slice (only the URLs: each slice
 * is made when a browser first asks for it).
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { SubsetError, type SubsetEngine } from "#server/fonts/subset/engine";
import { ApiError } from "#server/errors";
import { WEBFONT_MESSAGES, type Css2Query, type StyleSpec } from "#contract/webfont";
import { fontFaceRule, type FaceRule } from "./css";
import type { Slicer } from "./slicer";
import type { WebfontFace, WebfontService } from "./service";
import { sliceUrl, textUrl } from "./urls";

export interface StylesheetDeps {
  service: WebfontService;
  slicer: Slicer;
  engine: SubsetEngine;
  /** Origin of the file URLs (fileOrigin in urls.ts); "" writes root-relative URLs. */
  base: string;
}

/**
 * The font-weight descriptor, as Google Fonts writes it: a static face's weight; for a variable
 * face (served whole: its file keeps the wght axis) the weight or range asked — `wght@100..900`
 * answers `font-weight: 100 900`, so the browser picks any weight in it from the one file — and
 * the face's whole range when no weight was asked (docs/decisions/022-css2-parity.md).
 */
export function weightOf(face: WebfontFace, asked: StyleSpec["weight"]): string {
  if (!face.wght) return String(face.weight);
  if (asked === null) return `${face.wght.min} ${face.wght.max}`;
  return typeof asked === "number" ? String(asked) : `${asked[0]} ${asked[1]}`;
}

export async function buildStylesheet(deps: StylesheetDeps, q: Css2Query): Promise<string> {
  const { service, slicer, engine, base } = deps;
  const families = await service.resolve(q.families);
  const rules: string[] = [];
  for (const family of families) {
    for (const { face, style } of family.faces) {
      // A face's rules are ~10 ms of string work, and awaiting what is already cached never lets
      // other requests in: yield to the event loop between faces, so /healthz and pages are
      // answered while stylesheets are built.
      await nextTurn();
      const common = { family: family.cssName, italic: face.italic, weight: weightOf(face, style.weight), display: q.display };
      try {
        if (q.text) {
          const r = await engine.subset({ font: face, codePoints: q.text });
          rules.push(fontFaceRule({ ...common, url: textUrl(base, r.hash) }));
          continue;
        }
        const strategy = await slicer.strategyFor(face, q.subset ?? undefined);
        const { plan, keys, ranges } = await slicer.keyed(face, strategy);
        plan.slices.forEach((s, i) => {
          const rule: FaceRule = { ...common, url: sliceUrl(base, face.sha256, face.faceIndex, strategy, s.index, keys[i]), unicodeRange: ranges[i], comment: `[${s.index}]` };
          rules.push(fontFaceRule(rule));
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // A damaged or missing font file: the request was fine, the font cannot be served.
        throw new ApiError(error instanceof SubsetError && error.status === 503 ? 503 : 422, WEBFONT_MESSAGES.unavailable(family.cssName));
      }
    }
  }
  return rules.join("\n") + "\n";
}
