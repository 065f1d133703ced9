/**
 * The API description (docs/decisions/025-openapi-contract.md): made on the first request, so a
 * crowd asking for it at once must get one document built once, not a stalled process. No
 * account needed.
 */
import type { AbuseProbe } from "#bench/abuse/probe";

async function crowd(base: string, path: string, n: number): Promise<string> {
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: n }, async () => {
      const res = await fetch(new URL(path, base));
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    }),
  );
  const statuses = [...new Set(answers.map((a) => a.status))].join("/");
  const sizes = [...new Set(answers.map((a) => a.bytes))];
  return `${n}× ${statuses}, ${sizes.length === 1 ? `${sizes[0]} B each` : `sizes differ: ${sizes.join(", ")}`}, all in ${Math.round(performance.now() - start)} ms`;
}

export const probes: AbuseProbe[] = [
  { name: "200 requests at once for /api/openapi.json", run: (ctx) => crowd(ctx.base, "/api/openapi.json", 200) },
  { name: "200 requests at once for /api/docs", run: (ctx) => crowd(ctx.base, "/api/docs", 200) },
];
