/** The content folder of the checkout (content/ beside server/). */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content");
