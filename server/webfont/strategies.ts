/**
 * Google Fonts' slicing strategies for Chinese (slices/, Apache-2.0, see slices/SOURCE.md): each
 * a list of 120 subsets of code points. They are data, read once per process from the text
 * protobufs as published; we do not invent a partition of our own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "#server/root";

/** The `subset=` names, as the Google Fonts CSS API calls them. */
export const STRATEGIES = {
  "chinese-simplified": "simplified-chinese_default.txt",
  "chinese-traditional": "traditional-chinese_default.txt",
  "chinese-hongkong": "hongkong-chinese_default.txt",
} as const;

export type StrategyName = keyof typeof STRATEGIES;

export const STRATEGY_NAMES = Object.keys(STRATEGIES) as StrategyName[];

export function isStrategyName(name: string): name is StrategyName {
  return Object.hasOwn(STRATEGIES, name);
}

export interface Strategy {
  name: StrategyName;
  /** In file order (least frequent characters first); each sorted ascending. */
  subsets: number[][];
  /** Every code point of the strategy → its subset's index. */
  slot: Map<number, number>;
}

/** Parses the text protobuf `SlicingStrategy { repeated Subset subsets { repeated int32 codepoints } }`. */
export function parseStrategy(name: StrategyName, text: string): Strategy {
  const subsets: number[][] = [];
  let current: number[] | null = null;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    if (line === "subsets {") current = [];
    else if (line === "}") {
      if (current) subsets.push(current.sort((a, b) => a - b));
      current = null;
    } else {
      const m = /^codepoints:\s*(\d+)$/.exec(line);
      if (!m || !current) throw new Error(`slicing strategy ${name}: unexpected line "${raw}"`);
      current.push(Number(m[1]));
    }
  }
  const slot = new Map<number, number>();
  subsets.forEach((s, i) => s.forEach((cp) => slot.set(cp, i)));
  return { name, subsets, slot };
}

const loaded = new Map<StrategyName, Strategy>();

export function strategy(name: StrategyName): Strategy {
  let s = loaded.get(name);
  if (!s) {
    s = parseStrategy(name, readFileSync(path.join(ROOT, "server/webfont/slices", STRATEGIES[name]), "utf8"));
    loaded.set(name, s);
  }
  return s;
}
