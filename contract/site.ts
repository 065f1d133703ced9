/** Site-wide data the shell and the home page show (docs/product.md §3). */
import { z } from "zod";
// Installed before this module builds a schema: object schemas decide jitless at construction (zod-errors.ts).
import "./zod-errors";
// The answers' shapes, derived from their schemas (contract/answers/content.ts).
export type { FriendLink, HomeBlock, HomeData, HomeLatest, WebColumn } from "./answers/content";

/** GET /web/api/web-column/getColumnByType query. */
export const columnQuery = z.object({ type: z.string({ error: "缺少栏目类型 type" }).trim().min(1, "缺少栏目类型 type").max(50, "栏目类型过长") });
