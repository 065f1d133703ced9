import path from "node:path";
import type { ObjectStore } from "./store";
import { fsStore } from "./fs-store";
import { s3ConfigFromEnv, s3Store } from "./s3-store";

/** The configured object store: S3 when S3_BUCKET is set, else DATA_DIR/objects. */
export function openStore(dataDir: string, env: NodeJS.ProcessEnv = process.env): ObjectStore {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? s3Store(s3) : fsStore(path.join(dataDir, "objects"));
}
