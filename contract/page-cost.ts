/**
 * The page-cost adviser of 在网页中使用 (POST /web/api/font/page-cost): for the text of a web page,
 * what one face costs to load three ways — the unicode-range slices of the CSS API, one exact
 * `text=` subset, and the whole font file — in requests and bytes (WOFF2 as served).
 */
import { z } from "zod";
import { id, text } from "./validators";

/** Longest page text (UTF-16 units, as a textarea counts) and most distinct characters: the CSS API's text= limit. */
export const PAGE_COST_LIMITS = { textChars: 20_000, distinct: 5_000 } as const;

export const pageCostBody = z.object({
  /** The face (font id). */
  id,
  text: text(PAGE_COST_LIMITS.textChars, "网页文字"),
});
export type PageCostBody = z.output<typeof pageCostBody>;

export interface LoadCost {
  requests: number;
  bytes: number;
}

export interface PageCost {
  fontId: number;
  /** Distinct characters of the text (spaces and line breaks aside). */
  chars: number;
  /** Of those, the ones the face lacks (the browser draws them in a fallback font). */
  missing: string;
  /** The CSS API's slices (unicode-range): the ones holding the page's characters. */
  slices: LoadCost & { strategy: string; of: number };
  /** One subset of exactly these characters (`text=`). */
  text: LoadCost;
  /** The whole font file as distributed. */
  whole: LoadCost & { format: string };
}

export const PAGE_COST_MESSAGES = {
  empty: "请先粘贴网页上的文字",
  tooMany: `网页文字中不同的字最多 ${PAGE_COST_LIMITS.distinct} 个`,
} as const;
