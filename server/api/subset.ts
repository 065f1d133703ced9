/**
 * The font-subset service (docs/product.md §7 "Subsets", docs/contract.md "Subset service"):
 *
 *   POST /webfont/http               body [{gno, text}, …]
 *     → {code:"200", msg, data:[{gno, familyName, woffPath, ttfPath}, …]} in the order asked.
 *   POST /subset/web-variable-font   body {gno, text, axes?: {wght: 700, wdth: {min: 75, max: 100}}}
 *     → {code:"200", msg, data:{gno, familyName, woffPath, ttfPath, axes:[{tag, min, default, max}]}}
 *       (a number pins an axis; {min?, max?, default?} limits it; axes not named keep their full
 *       range; `axes` in the answer are those left in the output, for the @font-face ranges).
 *
 * Paths are `${staticBase}/files/subsets/<sha256>.woff2` and `.ttf`/`.otf`: content-addressed,
 * immutable. Input limits are in server/fonts/subset/input.ts; every bad input — malformed JSON,
 * a body of the wrong shape, an item that is not {gno, text}, an empty or oversized text, an
 * unknown gno (the whole request) — is HTTP 400 with a Chinese msg. A font that cannot be
 * subset (a damaged file) fails only its own item: in /webfont/http that item comes back with
 * woffPath and ttfPath null and `error` saying why, the others are answered as usual.
 *
 * Load (server/fonts/subset/lanes.ts, budget.ts): requests of one or two items take the preview
 * lane, ahead of every batch; when a lane already holds its limit of items, a request is refused
 * at once with HTTP 503, a Retry-After header (seconds) and a Chinese msg saying when to retry.
 */
import { HTTP_ERROR_MESSAGES } from "#contract/messages";
import { FONT_MESSAGES } from "#contract/fonts";
import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import type { ObjectStore } from "#server/storage/store";
import { ApiError } from "#server/errors";
import { objectUrl } from "#server/storage/object-url";
import { fail, ok } from "./respond";
import { requireJsonType } from "./read-json";
import { SubsetBusyError, SubsetEngine, SubsetError, type SubsetJob, type SubsetResult } from "#server/fonts/subset/engine";
import { laneFor } from "#server/fonts/subset/lanes";
import { InputError, parseJson, parseVariableBody, parseWebfontBody } from "#server/fonts/subset/input";
import { lookUpFonts, type FontAxis, type FontRecord, type FontSource } from "#server/fonts/subset/source";
import type { AxisSetting } from "#server/fonts/subset/hb";

export interface SubsetApiDeps {
  store: ObjectStore;
  fonts: FontSource;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** STATIC_BASE ("" serves /files from this process). */
  staticBase: string;
  /** The engine (made from the configuration by createApp; tests pass their own). */
  engine: SubsetEngine;
}

export interface SubsetItem {
  gno: string;
  familyName: string;
  woffPath: string | null;
  ttfPath: string | null;
  /** Only on a failed item: why. */
  error?: string;
}

export interface VariableSubset extends SubsetItem {
  axes: FontAxis[];
}

const MISSING_FONT = (gno: string) => `${FONT_MESSAGES.notFound}（gno: ${gno}）`;

async function readBody(c: Context): Promise<unknown> {
  requireJsonType(c);
  try {
    return parseJson(await c.req.text());
  } catch (error) {
    if (error instanceof InputError) throw new ApiError(400, error.message);
    throw error;
  }
}

function input<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof InputError) throw new ApiError(400, error.message);
    throw error;
  }
}

/** The axes left in the output: pinned ones removed, limited ones narrowed. */
export function remainingAxes(axes: readonly FontAxis[], settings: Record<string, AxisSetting>): FontAxis[] {
  const out: FontAxis[] = [];
  for (const axis of axes) {
    const s = settings[axis.tag];
    if (s === undefined) out.push({ ...axis });
    else if (typeof s === "number") continue;
    else {
      const min = Math.max(axis.min, s.min ?? axis.min);
      const max = Math.min(axis.max, s.max ?? axis.max);
      const def = Math.min(max, Math.max(min, s.default ?? axis.default));
      out.push({ ...axis, min, max, default: def });
    }
  }
  return out;
}

/** Refuses axis settings the font cannot take (when the catalogue knows its axes). */
function checkAxes(font: FontRecord, settings: Record<string, AxisSetting>) {
  const tags = Object.keys(settings);
  if (tags.length === 0 || font.axes == null) return;
  if (font.axes.length === 0) throw new ApiError(400, "该字体不是可变字体");
  for (const tag of tags) {
    const axis = font.axes.find((a) => a.tag === tag);
    if (!axis) throw new ApiError(400, `字体没有可变轴 ${tag}（有 ${font.axes.map((a) => a.tag).join("、")}）`);
    const s = settings[tag];
    const values = typeof s === "number" ? [s] : [s.min, s.max, s.default].filter((v): v is number => v !== undefined);
    if (values.some((v) => v < axis.min || v > axis.max)) {
      throw new ApiError(400, `可变轴 ${tag} 的取值范围是 ${axis.min}–${axis.max}`);
    }
  }
}

export function subsetApi(deps: SubsetApiDeps) {
  const { fonts, logger, engine } = deps;
  const answer = (font: FontRecord, gno: string, r: SubsetResult): SubsetItem => ({
    gno,
    familyName: font.familyName,
    woffPath: objectUrl(deps.staticBase, r.woffKey),
    ttfPath: objectUrl(deps.staticBase, r.sfntKey),
  });

  const api = new Hono();

  /** Runs `jobs` once admitted to their lane; a full lane is a 503 with Retry-After. */
  const admitted = async <T>(c: Context, jobs: SubsetJob[], work: (lane: ReturnType<typeof laneFor>) => Promise<T>): Promise<T> => {
    const lane = laneFor(jobs.length);
    let release: () => void;
    try {
      release = engine.admit(jobs, lane);
    } catch (error) {
      if (error instanceof SubsetBusyError) c.header("Retry-After", String(error.retryAfter));
      throw error instanceof SubsetError ? new ApiError(error.status, error.message) : error;
    }
    try {
      return await work(lane);
    } finally {
      release();
    }
  };

  api.post("/webfont/http", async (c) => {
    const body = await readBody(c);
    const parsed = input(() => parseWebfontBody(body));
    const found = await lookUpFonts(fonts, parsed.map((i) => i.gno));
    const missing = parsed.find((i) => !found.has(i.gno));
    if (missing) throw new ApiError(400, MISSING_FONT(missing.gno));

    const jobs = parsed.map((item): SubsetJob => ({ font: found.get(item.gno)!, codePoints: item.codePoints }));
    const settled = await admitted(c, jobs, (lane) => Promise.allSettled(jobs.map((job) => engine.subset(job, lane))));
    let failed = 0;
    const data = settled.map((s, i): SubsetItem => {
      const font = found.get(parsed[i].gno)!;
      if (s.status === "fulfilled") return answer(font, parsed[i].gno, s.value);
      failed++;
      const error = s.reason instanceof SubsetError ? s.reason.message : "字体子集生成失败";
      if (!(s.reason instanceof SubsetError)) logger.error({ err: s.reason, gno: parsed[i].gno }, "subset failed");
      return { gno: parsed[i].gno, familyName: font.familyName, woffPath: null, ttfPath: null, error };
    });
    return ok(c, data, failed ? `${failed} 个字体的子集生成失败` : "操作成功");
  });

  api.post("/subset/web-variable-font", async (c) => {
    const body = await readBody(c);
    const parsed = input(() => parseVariableBody(body));
    const font = await fonts.get(parsed.gno);
    if (!font) throw new ApiError(400, MISSING_FONT(parsed.gno));
    checkAxes(font, parsed.axes);
    const job: SubsetJob = { font, codePoints: parsed.codePoints, axes: parsed.axes };
    const r = await admitted(c, [job], async (lane) => {
      try {
        return await engine.subset(job, lane);
      } catch (error) {
        if (error instanceof SubsetError) throw new ApiError(error.status, error.message);
        throw error;
      }
    });
    const data: VariableSubset = { ...answer(font, parsed.gno, r), axes: remainingAxes(font.axes ?? [], parsed.axes) };
    return ok(c, data);
  });

  // Also answers errors itself, so the router works mounted anywhere (and alone in tests).
  api.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    logger.error({ err: error, path: c.req.path }, "subset service: unhandled error");
    return fail(c, new ApiError(500, HTTP_ERROR_MESSAGES[500]));
  });

  return api;
}
