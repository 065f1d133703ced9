/** The content folder of the checkout (content/ beside server/). */
import path from "node:path";
import { ROOT } from "#server/root";

export const CONTENT_DIR = path.join(ROOT, "content");
