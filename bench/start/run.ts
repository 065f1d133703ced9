/**
 * Start time (target: under 3 s on a set-up machine). `npm run bench:start`, or by hand:
 *
 *   node --import tsx bench/start/run.ts [--runs 5] [--data-dir /tmp/gongchuang-bench-http]
 *
 * Prepares the data folder as the HTTP benchmark does (so the start has no first-run work left),
 * runs `npm start` on a free port that many times, and prints the seconds from spawning npm to
 * the first 200 from /healthz, polled every 20 ms. Each run is stopped with SIGTERM before the next.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareDataDir } from "#bench/http/prepare";
import { freePort } from "#bench/http/site";

const ROOT = path.resolve(import.meta.dirname, "../..");
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "data-dir": { type: "string", default: path.join(os.tmpdir(), "gongchuang-bench-http") },
  },
});

async function once(dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const npm = spawn("npm", ["start"], { cwd: ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: "ignore", detached: true });
  try {
    while (performance.now() - t0 < 60_000) {
      if (npm.exitCode !== null) throw new Error(`npm start exited with code ${npm.exitCode}`);
      if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return (performance.now() - t0) / 1000;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("no /healthz answer within 60 s");
  } finally {
    // npm's shell and the server share a process group: stop them together, then wait.
    process.kill(-npm.pid!, "SIGTERM");
    await new Promise((r) => (npm.exitCode === null ? npm.once("exit", r) : r(null)));
  }
}

async function main() {
  const dataDir = path.resolve(args["data-dir"]);
  console.log(`Preparing ${dataDir} …`);
  await prepareDataDir(dataDir);
  await once(dataDir); // the first start after a build may still write stamps; not counted
  const times: number[] = [];
  for (let i = 0; i < Number(args.runs); i++) times.push(await once(dataDir));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`\nnpm start → first /healthz answer (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(2)})`);
  console.log(`runs     ${times.map((t) => t.toFixed(2)).join("  ")} s`);
  console.log(`median   ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s   (target < 3 s: ${sorted[Math.floor(sorted.length / 2)] < 3 ? "met" : "NOT met"})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
