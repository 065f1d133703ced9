/**
 * What compressing one signed-in page costs (docs/decisions/028): the page of a running site
 * asked for with a token (or any HTML file), compressed the ways the page cache could per
 * response, with CPU time over all threads (the thread pool's brotli included) and the bytes.
 *
 *   node --import tsx bench/http/shell-compress.ts --url http://127.0.0.1:3642/font --token …
 *   node --import tsx bench/http/shell-compress.ts --file page.html
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { freshPart, joinGzip, storedPart } from "#server/http/gzip-parts";

const { values: args } = parseArgs({ options: { url: { type: "string" }, token: { type: "string" }, file: { type: "string" }, runs: { type: "string", default: "100" } } });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function page(): Promise<string> {
  if (args.file) return fs.readFileSync(args.file, "utf8");
  if (!args.url) throw new Error("--url or --file");
  const res = await fetch(args.url, { headers: args.token ? { cookie: `token=${args.token}` } : {} });
  return res.text();
}

async function time(label: string, work: () => Promise<Uint8Array> | Uint8Array, runs: number) {
  await work();
  const cpu = process.cpuUsage();
  const start = performance.now();
  let bytes = 0;
  for (let i = 0; i < runs; i++) bytes = (await work()).length;
  const used = process.cpuUsage(cpu);
  const perRun = (n: number) => (n / runs).toFixed(2);
  console.log(`${label.padEnd(44)}${perRun(performance.now() - start).padStart(8)}${perRun((used.user + used.system) / 1000).padStart(10)}${String(bytes).padStart(9)}`);
}

async function main() {
  const html = await page();
  const runs = Number(args.runs);
  // Two holes of a few hundred bytes at about the places the shell has them.
  const cut1 = html.indexOf("</head>");
  const cut2 = html.indexOf("<header") > 0 ? html.indexOf("<header") + 600 : Math.floor(html.length / 3);
  const hole = Buffer.from(`<span>${"会员".repeat(80)}</span>`);
  const whole = Buffer.concat([Buffer.from(html.slice(0, cut1)), hole, Buffer.from(html.slice(cut1, cut2)), hole, Buffer.from(html.slice(cut2))]);
  const [head, middle, tail] = await Promise.all([
    storedPart(Buffer.from(html.slice(0, cut1)), false),
    storedPart(Buffer.from(html.slice(cut1, cut2)), false),
    storedPart(Buffer.from(html.slice(cut2)), true),
  ]);
  console.log(`${whole.length} bytes of HTML, ${runs} runs each`);
  console.log(`${"per response".padEnd(44)}${"wall ms".padStart(8)}${"CPU ms".padStart(10)}${"bytes".padStart(9)}`);
  for (const quality of [5, 4]) {
    await time(`brotli ${quality}, whole document`, () => brotli(whole, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }), runs);
  }
  await time("gzip 6, whole document", () => gzip(whole, { level: 6 }), runs);
  await time("gzip from stored parts + 2 holes", () => joinGzip([head, freshPart(hole), middle, freshPart(hole), tail]), runs);
}

void main();
