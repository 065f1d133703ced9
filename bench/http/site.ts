/** Starting the site for a benchmark: the server bundle as `npm start` runs it, on a free port. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startSite(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(ROOT, "build/node/main.js"))) throw new Error("no build: run `npm run build` first");
  const child = spawn(process.execPath, ["--enable-source-maps", "build/node/main.js"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site stopped with code ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the site did not answer /healthz within 120 s");
}

