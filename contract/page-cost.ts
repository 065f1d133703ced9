/**
 * The page-cost adviser of 在网页中使用 (POST /web/api/font/page-cost): for the text of a web page,
 * what one face costs to load three ways — the unicode-range slices of the CSS API, one exact
 * `text=` subset, and the whole font file — in requests and bytes (WOFF2 as served).
 */
import { z } from "zod";
import { id, text } from "./validators";
// The answer's shape, derived from its schema (contract/answers/account.ts).
export type { LoadCost, PageCost } from "./answers/account";

/** Longest page text (UTF-16 units, as a textarea counts) and most distinct characters: the CSS API's text= limit. */
export const PAGE_COST_LIMITS = { textChars: 20_000, distinct: 5_000 } as const;

export const pageCostBody = z.object({
  /** The face (font id). */
  id,
  text: text(PAGE_COST_LIMITS.textChars, "网页文字"),
});
export type PageCostBody = z.output<typeof pageCostBody>;

export const PAGE_COST_MESSAGES = {
  empty: "请先粘贴网页上的文字",
  tooMany: `网页文字中不同的字最多 ${PAGE_COST_LIMITS.distinct} 个`,
} as const;
