/**
 * `npm ci` — what setup, CI pipelines and container builds run — must accept the lock file as it
 * stands, on every platform: the lock lists each native package's builds for Linux, macOS and
 * Windows. A dependency change that leaves them out (a registry missing one platform's build of
 * the newest version) fails here instead of on a newcomer's machine.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

it("npm ci --dry-run accepts package-lock.json", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ziku-lock-"));
  try {
    for (const f of ["package.json", "package-lock.json"]) fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
    const r = spawnSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: dir, encoding: "utf8", timeout: 120_000 });
    expect(r.stderr.split("\n").filter((l) => /npm error/.test(l)).slice(0, 5)).toEqual([]);
    expect(r.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);

it("the lock lists other platforms' native builds", () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
  const keys = Object.keys(lock.packages);
  for (const pkg of ["@rollup/rollup-darwin-arm64", "@rollup/rollup-win32-x64-msvc", "@tailwindcss/oxide-darwin-arm64", "@tailwindcss/oxide-win32-x64-msvc"]) {
    expect(keys.some((k) => k.endsWith(`node_modules/${pkg}`)), pkg).toBe(true);
  }
});
