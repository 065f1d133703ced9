/**
 * Hostile inputs against codes and sign-in (docs/decisions/013): a script that solves the slider
 * from its images, asks for one account's codes over and over, and guesses passwords past the
 * per-account ceiling. Each probe uses fresh accounts that need not exist and its own
 * X-Forwarded-For addresses (honoured only when the site runs with TRUST_PROXY=1; otherwise every
 * call is the runner's address and the per-address limits answer first, which the summary shows).
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { aesEncrypt } from "#contract/aes";
import { solvePuzzle } from "#tests/support/slider-solver";
import type { AbuseContext, AbuseProbe } from "#bench/abuse/probe";
import { API_PATHS } from "#contract/api-paths";

interface Answer {
  status: number;
  code: string;
  msg: string;
  data: unknown;
}

/** A random address in 198.18.0.0/15 (set aside for benchmarks). */
const randomIp = () => {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${c}`;
};
const randomMobile = () => `13${Array.from(randomBytes(9), (b) => b % 10).join("")}`;
const randomEmail = () => `probe-${randomBytes(5).toString("hex")}@example.com`;

async function post(ctx: AbuseContext, path: string, body: unknown, ip: string): Promise<Answer> {
  const res = await fetch(`${ctx.base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Partial<Answer>;
  return { status: res.status, code: String(json.code ?? ""), msg: String(json.msg ?? ""), data: json.data };
}

/** Draws a puzzle, solves it from the images, passes the check: a captchaVerification, or the refusal. */
async function solveSlider(ctx: AbuseContext, ip: string): Promise<{ verification: string; ms: number } | { refused: string }> {
  const got = await post(ctx, "/captcha/get", { captchaType: "blockPuzzle" }, ip);
  if (got.status !== 200) return { refused: `${got.status} ${got.msg}` };
  const puzzle = got.data as { token: string; secretKey: string; originalImageBase64: string; jigsawImageBase64: string };
  const started = performance.now();
  const point = { x: await solvePuzzle(puzzle.originalImageBase64, puzzle.jigsawImageBase64), y: 5 };
  const ms = performance.now() - started;
  const pointJson = aesEncrypt(JSON.stringify(point), puzzle.secretKey);
  const checked = await post(ctx, "/captcha/check", { captchaType: "blockPuzzle", token: puzzle.token, pointJson }, ip);
  if (checked.status !== 200) return { refused: `${checked.status} ${checked.msg}` };
  return { verification: aesEncrypt(`${puzzle.token}---${JSON.stringify(point)}`, puzzle.secretKey), ms };
}

/** "3× 200 验证码已发送, 27× 429 操作过于频繁…": answers grouped in order of first appearance. */
function tally(answers: string[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].map(([a, n]) => `${n}× ${a}`).join(", ");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const probes: AbuseProbe[] = [
  {
    name: "slider: 25 puzzles solved by a script reading the images",
    async run(ctx) {
      const ip = randomIp();
      const times: number[] = [];
      const refusals: string[] = [];
      for (let i = 0; i < 25; i++) {
        const result = await solveSlider(ctx, ip);
        if ("ms" in result) times.push(result.ms);
        else refusals.push(result.refused);
      }
      return `${times.length}/25 passed, median ${median(times).toFixed(1)} ms to solve${refusals.length ? `; refused: ${tally(refusals)}` : ""}`;
    },
  },
  {
    name: "sendCode ×30 for one account from one address, fresh solved puzzles",
    async run(ctx) {
      const ip = randomIp();
      const account = randomMobile();
      const answers: string[] = [];
      for (let i = 0; i < 30; i++) {
        const solved = await solveSlider(ctx, ip);
        // Without a puzzle the call is still made: the answer must not depend on the recipient.
        const captchaVerification = "verification" in solved ? solved.verification : "x";
        const res = await post(ctx, API_PATHS.sendCode, { account, scene: "login", captchaVerification }, ip);
        answers.push(`${res.status} ${res.msg}`);
      }
      // The owner, elsewhere, asks once: the stranger's thirty must not have spent the owner's quota.
      const ownerIp = randomIp();
      const solved = await solveSlider(ctx, ownerIp);
      const owner = await post(ctx, API_PATHS.sendCode, { account, scene: "login", captchaVerification: "verification" in solved ? solved.verification : "x" }, ownerIp);
      return `stranger: ${tally(answers)}; then the owner from another address: ${owner.status} ${owner.msg}`;
    },
  },
  {
    name: "sendCode without a puzzle: an account just sent a code vs one never sent",
    async run(ctx) {
      const account = randomMobile();
      const ip = randomIp();
      const solved = await solveSlider(ctx, ip);
      const first = await post(ctx, API_PATHS.sendCode, { account, scene: "login", captchaVerification: "verification" in solved ? solved.verification : "x" }, ip);
      const prober = randomIp();
      const justSent = await post(ctx, API_PATHS.sendCode, { account, scene: "login", captchaVerification: "x" }, prober);
      const neverSent = await post(ctx, API_PATHS.sendCode, { account: randomMobile(), scene: "login", captchaVerification: "x" }, prober);
      const alike = justSent.status === neverSent.status && justSent.msg === neverSent.msg;
      return `first: ${first.status}; just sent: ${justSent.status} ${justSent.msg}; never sent: ${neverSent.status} ${neverSent.msg} (${alike ? "alike" : "TELLS THEM APART"})`;
    },
  },
  {
    name: "password guesses ×30 past the per-account ceiling, each with a solved slider from a new address",
    async run(ctx) {
      const account = randomEmail();
      // The ceiling: 20 failures an hour from anywhere (docs/decisions/003), here from 21 addresses.
      const warmUp: string[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await post(ctx, API_PATHS.login, { account, password: `warm${1000 + i}x` }, randomIp());
        warmUp.push(`${res.status} ${res.code}`);
      }
      // Each guess carries a slider the script solved (before docs/decisions/013 that let it through).
      const guesses: string[] = [];
      for (let i = 0; i < 30; i++) {
        const ip = randomIp();
        const solved = await solveSlider(ctx, ip);
        const captchaVerification = "verification" in solved ? solved.verification : undefined;
        const res = await post(ctx, API_PATHS.login, { account, password: `guess${1000 + i}x`, captchaVerification }, ip);
        guesses.push(`${res.status} ${res.code} ${res.msg}`);
      }
      return `warm-up: ${tally(warmUp)}; guesses: ${tally(guesses)}`;
    },
  },
];
