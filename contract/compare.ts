/**
 * The compare list (docs/product.md §3 "Compare list", §4, §5): its upper bound and the message of a full
 * list (docs/decisions/006-compare-limit.md), and the printable comparison's PDF call.
 */
import { z } from "zod";
// Installed before this module builds a schema: object schemas decide jitless at construction (zod-errors.ts).
import "./zod-errors";
import { COMPARE_DEFAULT_TEXT, COMPARE_FULL_MESSAGE, COMPARE_MAX, COMPARE_TEXT_MAX } from "./compare-constants";
export { COMPARE_DEFAULT_TEXT, COMPARE_FULL_MESSAGE, COMPARE_MAX, COMPARE_TEXT_MAX } from "./compare-constants";

const fontIds = z
  .string({ message: "请选择要对比的字体" })
  .regex(/^\d{1,9}(,\d{1,9})*$/, "字体编号不正确")
  .transform((v) => [...new Set(v.split(",").map(Number))])
  .refine((ids) => ids.length <= COMPARE_MAX, COMPARE_FULL_MESSAGE);

/**
 * The PDF takes the parameters of the shared comparison (/pdf/compare?fonts=…&text=…&size=…&lh=…);
 * `ids` is the older name of `fonts`.
 */
export const comparePdfParams = z.object({
  fonts: fontIds.optional(),
  ids: fontIds.optional(),
  text: z
    .string()
    .trim()
    .max(COMPARE_TEXT_MAX, `对比文字最多 ${COMPARE_TEXT_MAX} 个字`)
    .default(COMPARE_DEFAULT_TEXT)
    .transform((v) => v || COMPARE_DEFAULT_TEXT),
  size: z.coerce.number({ message: "字号必须是数字" }).int("字号必须是整数").min(10, "字号在 10 到 72 之间").max(72, "字号在 10 到 72 之间").default(28),
  lh: z.coerce.number({ message: "行高必须是数字" }).min(1, "行高在 1 到 2.4 之间").max(2.4, "行高在 1 到 2.4 之间").default(1.45),
});

export const comparePdfQuery = comparePdfParams.transform(({ fonts, ids, lh, ...rest }, ctx) => {
  const chosen = fonts ?? ids;
  if (!chosen) {
    ctx.addIssue({ code: "custom", message: "请选择要对比的字体" });
    return z.NEVER;
  }
  return { ...rest, ids: chosen, lineHeight: lh };
});
export type ComparePdfQuery = z.output<typeof comparePdfQuery>;
