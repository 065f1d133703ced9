import path from "node:path";
import type { Config } from "#server/config";
import type { ObjectStore } from "./store";
import { fsStore } from "./fs-store";
import { s3Store } from "./s3-store";

/** The configured object store: S3 when S3_BUCKET is set, else DATA_DIR/objects. */
export function openStore(config: Pick<Config, "dataDir" | "s3">): ObjectStore {
  return config.s3 ? s3Store(config.s3) : fsStore(path.join(config.dataDir, "objects"));
}
