/**
 * `npm run fuzz`: property-based fuzzing of every call (tests/abuse/endpoints.ts) with fast-check.
 * Each request spoils the call's parameters with generated values (any Unicode incl. NUL, control
 * characters and lone surrogates, numbers of every size, objects, arrays, null, huge strings,
 * missing parameters), sometimes its JSON, content type or method. Property: no answer is 5xx, and
 * every refusal carries a Chinese message. Runs on an in-memory database; prints the tally.
 *
 *   npm run fuzz                      # 10,000 requests
 *   FUZZ_RUNS=50000 FUZZ_SEED=42 npm run fuzz
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { createTestApp } from "#tests/support/test-app";
import { ENDPOINTS, buildRequest, type Endpoint } from "#tests/abuse/endpoints";
import { hasChinese } from "#tests/abuse/support";

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

const nasty = fc.constantFrom("\u0000", "a\u0000b", "\u0007", "\ud800", "\udfff", "\u202e", "%00", "../../etc/passwd", "' or 1=1 --", "<script>", "𠀀", "\r\n", "");
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, 1e308, -1e308) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => "字".repeat(n)) },
);

type Case = { endpoint: Endpoint; values: Record<string, unknown>; twist: "none" | "badJson" | "textPlain" | "method"; method: string };
const caseArb: fc.Arbitrary<Case> = fc
  .constantFrom(...ENDPOINTS)
  .chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      values: fc.record(Object.fromEntries(endpoint.params.map((p) => [p, fc.oneof(fc.constant(endpoint.valid[p]), value)])), { requiredKeys: [] }),
      twist: fc.constantFrom("none", "none", "none", "none", "badJson", "textPlain", "method"),
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
    }),
  );

async function main() {
  const t = await createTestApp();
  const token = await t.signUp("fuzz@example.com");
  const samples = fc.sample(caseArb, { numRuns: RUNS, seed: SEED });
  const tally = new Map<number, number>();
  const failures: string[] = [];
  const started = Date.now();
  for (const [i, c] of samples.entries()) {
    // Fresh limits now and then, so the fuzzer reaches past the rate limits into the handlers.
    if (i % 100 === 0) await t.handle.db.execute(sql`delete from rate_counters`);
    const { url, init } = buildRequest(c.endpoint, c.values, c.endpoint.auth ? token : undefined);
    if (c.twist === "badJson" && init.method !== "GET") init.body = String(init.body).slice(0, -1);
    if (c.twist === "textPlain" && init.method !== "GET") init.headers = { ...init.headers, "Content-Type": "text/plain" };
    if (c.twist === "method") {
      init.method = c.method;
      if (c.method === "GET") delete init.body;
    }
    let status: number;
    let text: string;
    try {
      const res = await t.app.request(url, init);
      status = res.status;
      text = await res.text();
    } catch (error) {
      status = 599;
      text = String(error);
    }
    tally.set(status, (tally.get(status) ?? 0) + 1);
    let msg: unknown;
    try {
      msg = JSON.parse(text).msg;
    } catch {
      msg = text;
    }
    const refusal = status >= 400 && status !== 302;
    if (status >= 500 || (refusal && !hasChinese(msg))) {
      failures.push(`${init.method} ${url.slice(0, 160)} → ${status} ${String(msg).slice(0, 120)}`);
    }
  }
  await t.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const fiveXX = [...tally].filter(([s]) => s >= 500).reduce((n, [, k]) => n + k, 0);
  console.log(`fuzz: ${samples.length} requests over ${ENDPOINTS.length} calls in ${seconds} s (seed ${SEED})`);
  console.log(`status: ${[...tally].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join("  ")}`);
  console.log(`5xx: ${fiveXX}; refusals without a Chinese message: ${failures.length - fiveXX}`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
