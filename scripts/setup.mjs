#!/usr/bin/env node
/**
 * One-command setup:
 *   node scripts/setup.mjs setup   `npm run setup`: the one-time work, every check done in full,
 *                                  and the data prepared (migrations, seed, font catalogue)
 *   node scripts/setup.mjs start   `npm start`'s prestart: only what is missing
 *   node scripts/setup.mjs dev     `npm run dev`: as start, without the build (Vite serves the source)
 *   node scripts/setup.mjs test    `npm test`'s pretest: as start, plus the test tools
 * Node built-ins only (build-server.mjs loads esbuild only to bundle): it runs before node_modules
 * exists. Every step checks a cheap stamp first, so on a set-up machine `npm start` spends a few
 * milliseconds here; each step prints one "中文 / English" line.
 *   1. npm ci            when node_modules is missing or out of date with package-lock.json
 *   2. system packages   the demo catalogue's CJK fonts (+ the test tools in test mode), via apt;
 *                        once (stamped in .setup/), except `setup`, which always looks again
 *   3. build             `react-router build` when a source of the pages changed, then precompress
 *                        the assets; the server bundle (scripts/build-server.mjs) when one of its
 *                        sources changed
 *   4. DATA_DIR          created; `setup` also migrates, seeds and imports the catalogue, which the
 *                        server otherwise does on its first start (server/main.ts)
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { buildServer, serverBuildCurrent } from "./build-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MODE = process.argv[2];
if (!["setup", "start", "dev", "test"].includes(MODE)) {
  console.error("用法 / usage: node scripts/setup.mjs setup|start|dev|test");
  process.exit(2);
}

// The fonts of the demo catalogue (Debian/Ubuntu package names), listed once with the catalogue's
// metadata; the importer reads the same file.
const FONT_PACKAGES = JSON.parse(fs.readFileSync(path.join(ROOT, "server/fonts/catalogue.json"), "utf8")).packages;
// Test mode: the browser for Playwright and the reference tools the font benchmarks compare with.
const TEST_PACKAGES = ["chromium", "libharfbuzz-bin", "python3-fonttools", "python3-brotli", "woff2", "opentype-sanitizer"];

const started = Date.now();
const sha256 = (data) => crypto.createHash("sha256").update(data).digest("hex");
const readOr = (file, fallback) => { try { return fs.readFileSync(file, "utf8"); } catch { return fallback; } };
const has = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts });
const say = (mark, zh, en, t0) => console.log(`[setup] ${mark} ${zh} / ${en}${t0 ? ` (${((Date.now() - t0) / 1000).toFixed(1)} s)` : ""}`);
function fail(zh, en) {
  say("✗", zh, en);
  process.exit(1);
}

// ── 1. npm dependencies ────────────────────────────────────────────────────────────────────────
function dependencies() {
  const t0 = Date.now();
  const lockHash = sha256(fs.readFileSync(path.join(ROOT, "package-lock.json")));
  const stamp = path.join(ROOT, "node_modules", ".setup-lock-hash");
  if (readOr(stamp, "") === lockHash) return say("✓", "依赖已是最新", "dependencies up to date", t0);
  // No stamp, but someone ran `npm install` by hand: if npm's own record of node_modules matches
  // the lock file, trust it rather than wipe and reinstall everything.
  if (installedMatchesLock()) {
    fs.writeFileSync(stamp, lockHash);
    return say("✓", "依赖已与 package-lock.json 一致", "dependencies match the lock file", t0);
  }
  say("…", "安装依赖 (npm ci)", "installing dependencies");
  // --include=dev: the build needs Vite and React Router's CLI even when NODE_ENV=production.
  // Install scripts are not needed: esbuild, sharp, PGlite and harfbuzzjs ship prebuilt files,
  // so npm 11's allow-scripts default (scripts off) is fine. The lock lists every platform's
  // native packages (tests/lockfile.test.ts keeps it so), so npm ci needs no fallback.
  if (run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"]).status !== 0) fail("依赖安装失败 (npm ci)", "npm ci failed");
  fs.writeFileSync(stamp, lockHash);
  say("✓", "依赖已安装", "dependencies installed", t0);
}

function installedMatchesLock() {
  try {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")).packages;
    const hidden = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", ".package-lock.json"), "utf8")).packages;
    // Optional packages for other platforms (@esbuild/darwin-arm64 …) are legitimately absent.
    return Object.entries(lock).every(([key, pkg]) =>
      key === "" || (hidden[key] ? hidden[key].version === pkg.version : Boolean(pkg.optional)));
  } catch {
    return false;
  }
}

// ── 2. system packages ─────────────────────────────────────────────────────────────────────────
function systemPackages() {
  installSystemPackages();
  // Playwright launches this browser (playwright.config.ts), never a downloaded one.
  if (MODE === "test" && !chromiumPath()) {
    fail("测试需要 Chromium: apt-get install chromium, 或设置 CHROMIUM_PATH",
      "tests need Chromium: install it or set CHROMIUM_PATH");
  }
}

function installSystemPackages() {
  const t0 = Date.now();
  const required = MODE === "test" ? TEST_PACKAGES : [];
  // Once per list of packages: `npm start` must not ask apt on every start. `npm run setup` looks again.
  const stamp = path.join(ROOT, ".setup", `system-${sha256([...FONT_PACKAGES, ...required].join(" ")).slice(0, 16)}`);
  if (MODE !== "setup" && fs.existsSync(stamp)) return say("✓", "系统软件包已检查", "system packages checked before", t0);
  const done = () => {
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, new Date().toISOString());
  };
  if (!has("dpkg-query")) {
    say("!", "非 Debian/Ubuntu 系统, 请自行安装以下软件包的对应物", "not Debian/Ubuntu; install the equivalents of");
    console.log(`        ${[...FONT_PACKAGES, ...required].join(" ")}`);
    return;
  }
  const aptGet = has("apt-get") && process.getuid?.() === 0;
  let { missing, unknown } = plan(required);
  // Refresh the lists before installing (a stale list 404s on download, and a fresh
  // machine may not know every font package yet), then look again.
  if ((missing.length || !availableFromApt()) && aptGet) {
    if (!aptUpdate()) return aptFailed(t0);
    ({ missing, unknown } = plan(required));
  }
  if (unknown.length) say("-", `apt 中没有, 跳过: ${unknown.join(" ")}`, "unknown to apt, skipped");
  if (!missing.length) {
    done();
    return say("✓", "系统软件包已齐全", "system packages present", t0);
  }

  if (!aptGet) {
    say("!", "缺少系统软件包, 请以 root 安装", "missing system packages; as root run");
    console.log(`        apt-get install -y --no-install-recommends ${missing.join(" ")}`);
    return;
  }
  say("…", `安装系统软件包: ${missing.join(" ")}`, "installing system packages");
  const r = run("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...missing], { env: APT_ENV });
  if (r.status !== 0) return aptFailed(t0);
  done();
  say("✓", "系统软件包已安装", "system packages installed", t0);
}

/** What is missing and installable, and what apt does not know (e.g. a font not in this release). */
function plan(required) {
  const known = availableFromApt();
  const absent = notInstalled([...FONT_PACKAGES, ...required]);
  // Without package lists we cannot tell: treat everything as installable.
  const unknown = known ? absent.filter((n) => !known.names.includes(n)) : [];
  return { missing: absent.filter((n) => !unknown.includes(n)), unknown };
}

const APT_ENV = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
function aptUpdate() {
  return run("apt-get", ["update", "-q"], { env: APT_ENV }).status === 0;
}

// Fonts are optional for `npm start` (the site runs with an empty catalogue); tests need the tools.
function aptFailed(t0) {
  if (MODE === "test") fail("apt-get 失败, 测试工具未安装", "apt-get failed; test tools missing");
  say("!", "apt-get 失败, 不装字体继续启动", "apt-get failed; continuing without the fonts", t0);
}

/** Names apt can install, read once per state of its package lists (`apt-cache` takes ~0.6 s). */
function availableFromApt() {
  const lists = "/var/lib/apt/lists";
  let files;
  try { files = fs.readdirSync(lists).filter((f) => f.endsWith("_Packages") || f.includes("_Packages.")); } catch { files = []; }
  if (!files.length || !has("apt-cache")) return null;
  const key = sha256(files.map((f) => `${f}:${fs.statSync(path.join(lists, f)).mtimeMs}`).join("\n"));
  const cacheFile = path.join(ROOT, ".setup", "apt.json");
  const cached = JSON.parse(readOr(cacheFile, "{}"));
  if (cached.key === key) return cached;
  const all = (spawnSync("apt-cache", ["pkgnames"], { encoding: "utf8", maxBuffer: 64 << 20 }).stdout ?? "").split("\n");
  const interesting = [...FONT_PACKAGES, ...TEST_PACKAGES];
  const names = all.filter((n) => interesting.includes(n)).sort();
  try {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ key, names }));
  } catch { /* a read-only checkout only loses the cache */ }
  return { key, names };
}

function notInstalled(names) {
  // dpkg-query exits 1 when some name is unknown but still reports the others.
  const out = spawnSync("dpkg-query", ["-W", "-f=${Package}\t${Status}\n", ...names], { encoding: "utf8" }).stdout ?? "";
  const ok = new Set(out.split("\n").filter((l) => l.endsWith("install ok installed")).map((l) => l.split(/[\t:]/)[0]));
  return names.filter((n) => !ok.has(n));
}

function chromiumPath() {
  const file = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return fs.existsSync(file) ? file : null;
}

// ── 3. build ───────────────────────────────────────────────────────────────────────────────────
const SOURCES = ["app", "contract", "public", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package-lock.json"];
const NOT_BUILT = /\.test\.tsx?$/; // unit tests sit beside their modules; editing one needs no rebuild
const TEXT = /\.(js|mjs|css|svg|json|html|txt)$/;

/** Hash of paths + contents: ~100 small files hash in ~6 ms, and unlike mtimes it survives
 *  `git checkout` and fresh clones without needless rebuilds. */
function sourceHash() {
  const hash = crypto.createHash("sha256");
  const walk = (rel) => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) walk(path.join(rel, entry));
    } else if (!NOT_BUILT.test(rel)) {
      hash.update(`${rel}\0`).update(fs.readFileSync(abs)).update("\0");
    }
  };
  SOURCES.forEach(walk);
  return hash.digest("hex");
}

async function build() {
  const t0 = Date.now();
  const stamp = path.join(ROOT, "build", ".source-hash");
  const entry = path.join(ROOT, "build", "server", "index.js");
  // The stamp names the build it describes too: a plain `npm run build` (no precompression)
  // leaves the old stamp behind, and must not pass for ours.
  const hash = sourceHash();
  const current = () => `${hash} ${fs.statSync(entry).mtimeMs}`;
  if (fs.existsSync(entry) && readOr(stamp, "") === current()) {
    await serverBundle();
    return say("✓", "构建已是最新", "build up to date", t0);
  }
  say("…", "构建网站 (react-router build)", "building the site");
  fs.rmSync(stamp, { force: true }); // a failed build must not look current
  const r = run(path.join(ROOT, "node_modules", ".bin", "react-router"), ["build", "--logLevel", "warn"], {
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (r.status !== 0) fail("构建失败", "build failed");
  const n = await precompress(path.join(ROOT, "build", "client", "assets"));
  fs.writeFileSync(stamp, current());
  await serverBundle();
  say("✓", `构建完成, 预压缩 ${n} 个文件`, `built, ${n} files precompressed`, t0);
}

/** build/node/, what `npm start` runs: checked against its own list of sources (a few ms). */
async function serverBundle() {
  if (serverBuildCurrent()) return;
  const t0 = Date.now();
  await buildServer();
  say("✓", "服务端已打包", "server bundled", t0);
}

/** .br and .gz beside each text asset, at maximum quality: done once here instead of on every
 *  request; the server's serveStatic({ precompressed: true }) picks them by Accept-Encoding. */
async function precompress(dir) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).map((f) => path.join(dir, f))
        .filter((f) => TEXT.test(f) && fs.statSync(f).isFile() && fs.statSync(f).size > 1024)
    : [];
  await Promise.all(files.map(async (file) => {
    const data = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(data, { params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      } }),
      gzip(data, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
  }));
  return files.length;
}

// ── 4. data directory ──────────────────────────────────────────────────────────────────────────
function dataDir() {
  // Same default and resolution as server/config.ts (npm runs scripts from the project root).
  const dir = path.resolve(ROOT, process.env.DATA_DIR || "./data");
  fs.mkdirSync(dir, { recursive: true });
  say("✓", `数据目录 ${dir}`, "data directory ready");
}

/** `setup` only: the database and the catalogue, so the first `npm start` has nothing left to do. */
function prepareData() {
  const t0 = Date.now();
  say("…", "准备数据库与字体库", "preparing the database and the font catalogue");
  const r = run(process.execPath, ["--import", "tsx", "scripts/prepare-data.ts"]);
  if (r.status !== 0) fail("数据准备失败", "data preparation failed");
  say("✓", "数据已就绪", "data ready", t0);
}

dependencies();
systemPackages();
if (MODE !== "dev") await build();
dataDir();
if (MODE === "setup") prepareData();
say("✓", `准备完成 (${MODE})`, `setup done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
