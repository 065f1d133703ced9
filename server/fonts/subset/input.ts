/**
 * Input of the subset service and its limits. Every refusal is HTTP 400 with a Chinese message
 * naming the item ("第 2 项…").
 *
 * Limits (per request):
 * - POST /webfont/http: a JSON array of at most 50 items {gno, text};
 * - gno: a non-empty string (at most 64 characters) or a non-negative integer;
 * - text: a string of at most 20000 characters (UTF-16 units, as the browser counts them) and
 *   at most 2000 distinct code points once deduplicated; control characters (U+0000–U+001F,
 *   U+007F–U+009F) and lone surrogates are ignored, and a text with nothing else is empty;
 * - the raw body: at most 4 MB (else HTTP 413, server/http/body-limit.ts);
 * - POST /subset/web-variable-font: one object {gno, text, axes?} with the same rules, where
 *   axes maps a 4-letter axis tag to a number (pin the axis there) or to {min?, max?, default?}
 *   (limit its range), at most 16 axes.
 */
import { SUBSET_LIMITS } from "#contract/font-constants";
import { MESSAGES } from "#contract/messages";
import { z } from "zod";
import type { AxisSetting } from "./hb";

export interface SubsetItemInput {
  gno: string;
  /** Sorted distinct code points of the text. */
  codePoints: number[];
}

export interface VariableInput extends SubsetItemInput {
  axes: Record<string, AxisSetting>;
}

/** A refusal of the input, answered as HTTP 400 with this message. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** The code points a text asks for: deduplicated, sorted, without controls and lone surrogates. */
export function textCodePoints(text: string): number[] {
  const set = new Set<number>();
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0xd800 && cp <= 0xdfff)) continue;
    set.add(cp);
  }
  return [...set].sort((a, b) => a - b);
}

/** gno: a non-empty string or a non-negative integer, as a string. */
const gnoSchema = z.unknown().transform((value, ctx): string => {
  const issue = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value === undefined || value === null) return issue("缺少字体编号 gno");
  if (typeof value === "number") {
    if (!Number.isInteger(value)) return issue("字体编号 gno 必须是整数");
    if (value < 0) return issue("字体编号 gno 不能为负数");
    return String(value);
  }
  if (typeof value !== "string") return issue("字体编号 gno 必须是字符串或整数");
  const gno = value.trim();
  if (!gno) return issue("字体编号 gno 不能为空");
  if (gno.length > SUBSET_LIMITS.gnoChars) return issue(`字体编号 gno 最长 ${SUBSET_LIMITS.gnoChars} 个字符`);
  return gno;
});

const textSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "缺少预览文字 text" : "预览文字 text 必须是字符串") })
  .max(SUBSET_LIMITS.textChars, `预览文字过长（最多 ${SUBSET_LIMITS.textChars} 个字符）`);

const itemSchema = z.object(
  { gno: gnoSchema, text: textSchema },
  { error: "必须是 {gno, text} 对象" },
);

const axisValue = z.number({ error: "可变轴的值必须是数字" });
const axisSetting = z.union(
  [
    axisValue,
    z
      .strictObject({ min: axisValue.optional(), max: axisValue.optional(), default: axisValue.optional() }, { error: "可变轴的设置只能是数字或 {min, max, default}" })
      .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, "可变轴的 min 不能大于 max")
      .refine(
        (s) => s.default === undefined || ((s.min === undefined || s.default >= s.min) && (s.max === undefined || s.default <= s.max)),
        "可变轴的 default 必须在 min 与 max 之间",
      ),
  ],
  { error: "可变轴的设置必须是数字或 {min, max, default}" },
);
const AXIS_TAG = /^[\x20-\x7e]{4}$/;

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.invalidInput;
}

/** Parses a JSON body text; malformed JSON is an InputError. */
export function parseJson(body: string): unknown {
  if (!body.trim()) throw new InputError("请求体为空");
  try {
    return JSON.parse(body);
  } catch {
    throw new InputError(MESSAGES.badJson);
  }
}

function parseItem(raw: unknown, prefix: string): SubsetItemInput {
  const item = itemSchema.safeParse(raw);
  if (!item.success) throw new InputError(`${prefix}${firstMessage(item.error)}`);
  const codePoints = textCodePoints(item.data.text);
  if (codePoints.length === 0) throw new InputError(`${prefix}预览文字为空`);
  if (codePoints.length > SUBSET_LIMITS.codePoints) {
    throw new InputError(`${prefix}预览文字的不同字符过多（最多 ${SUBSET_LIMITS.codePoints} 个）`);
  }
  return { gno: item.data.gno, codePoints };
}

/** The body of POST /webfont/http: [{gno, text}, …]. */
export function parseWebfontBody(body: unknown): SubsetItemInput[] {
  if (!Array.isArray(body)) throw new InputError("请求体必须是 [{gno, text}] 数组");
  if (body.length > SUBSET_LIMITS.items) throw new InputError(`一次最多请求 ${SUBSET_LIMITS.items} 个字体`);
  return body.map((raw, i) => parseItem(raw, `第 ${i + 1} 项：`));
}

/** The body of POST /subset/web-variable-font: {gno, text, axes?}. */
export function parseVariableBody(body: unknown): VariableInput {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new InputError("请求体必须是 {gno, text, axes} 对象");
  const { axes, ...rest } = body as Record<string, unknown>;
  const item = parseItem(rest, "");
  if (axes === undefined || axes === null) return { ...item, axes: {} };
  if (typeof axes !== "object" || Array.isArray(axes)) throw new InputError('axes 必须是对象，如 {"wght": 700}');
  const entries = Object.entries(axes);
  if (entries.length > SUBSET_LIMITS.axes) throw new InputError(`最多设置 ${SUBSET_LIMITS.axes} 个可变轴`);
  const out: Record<string, AxisSetting> = {};
  for (const [tag, raw] of entries) {
    if (!AXIS_TAG.test(tag)) throw new InputError(`可变轴标签必须是 4 个字符，如 wght（收到 ${tag.slice(0, 16)}）`);
    const setting = axisSetting.safeParse(raw);
    if (!setting.success) throw new InputError(`可变轴 ${tag}：${firstMessage(setting.error)}`);
    out[tag] = setting.data;
  }
  return { ...item, axes: out };
}
