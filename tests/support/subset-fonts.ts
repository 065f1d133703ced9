/**
 * Real fonts for the subset tests and the benchmark: Debian's CJK font files placed in an object
 * store under a temporary DATA_DIR (symbolic links, no copies) and described by an in-memory
 * FontSource, as the catalogue will describe them.
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fsStore } from "#server/storage/fs-store";
import type { ObjectStore } from "#server/storage/store";
import type { FontRecord, FontSource } from "#server/fonts/subset/source";

export interface SystemFont {
  gno: string;
  familyName: string;
  file: string;
  faceIndex: number;
}

/** Debian's packages (scripts/setup.mjs installs them); absent files are left out. */
export const SYSTEM_FONTS: SystemFont[] = [
  { gno: "1", familyName: "霞鹜文楷", file: "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf", faceIndex: 0 },
  { gno: "2", familyName: "文泉驿正黑", file: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", faceIndex: 0 },
  { gno: "3", familyName: "文泉驿等宽正黑", file: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", faceIndex: 1 },
  { gno: "4", familyName: "思源黑体 SC", file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2 },
  { gno: "5", familyName: "得意黑", file: "/usr/share/fonts/truetype/smiley-sans/SmileySans-Oblique.ttf", faceIndex: 0 },
  { gno: "6", familyName: "霞鹜文楷 Bold", file: "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf", faceIndex: 0 },
  { gno: "7", familyName: "霞鹜文楷 Light", file: "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Light.ttf", faceIndex: 0 },
  { gno: "8", familyName: "文泉驿微米黑", file: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", faceIndex: 0 },
  { gno: "9", familyName: "AR PL UKai", file: "/usr/share/fonts/truetype/arphic/ukai.ttc", faceIndex: 0 },
  { gno: "10", familyName: "AR PL UMing", file: "/usr/share/fonts/truetype/arphic/uming.ttc", faceIndex: 0 },
].filter((f) => existsSync(f.file));

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export interface FontFixture {
  dataDir: string;
  store: ObjectStore;
  fonts: FontSource & { records: Map<string, FontRecord> };
  /** Adds a file under the store (a link) and its record. */
  add(font: SystemFont & { axes?: FontRecord["axes"] }): Promise<FontRecord>;
  cleanup(): Promise<void>;
}

/** A temporary DATA_DIR (/tmp/subset-*) with an object store holding `fonts`. */
export async function fontFixture(fonts: readonly SystemFont[] = SYSTEM_FONTS): Promise<FontFixture> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "subset-"));
  const root = path.join(dataDir, "objects");
  const store = fsStore(root);
  const source = memoryFontSource([]);
  const hashes = new Map<string, string>();
  const add = async (font: SystemFont & { axes?: FontRecord["axes"] }) => {
    let sha256 = hashes.get(font.file);
    if (!sha256) {
      sha256 = await sha256File(font.file);
      hashes.set(font.file, sha256);
    }
    const ext = path.extname(font.file).slice(1).toLowerCase();
    const fileKey = `fonts/${sha256.slice(0, 2)}/${sha256}.${ext}`;
    const target = path.join(root, fileKey);
    if (!existsSync(target)) {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.symlink(font.file, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      });
    }
    const record: FontRecord = { gno: font.gno, familyName: font.familyName, fileKey, faceIndex: font.faceIndex, sha256, axes: font.axes };
    source.records.set(font.gno, record);
    return record;
  };
  for (const font of fonts) await add(font);
  return {
    dataDir,
    store,
    fonts: source,
    add,
    cleanup: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/** A FontSource over a fixed list (tests, benchmark). */
export function memoryFontSource(records: readonly FontRecord[]): FontSource & { records: Map<string, FontRecord> } {
  const byGno = new Map(records.map((r) => [r.gno, r]));
  return {
    records: byGno,
    async get(gno) {
      return byGno.get(gno) ?? null;
    },
  };
}
