/**
 * 还原为文件内容 (docs/decisions/030-board-seed-and-restore.md): a restore parses the whole
 * content/ folder (~46 ms), so a stranger must be refused before any of it runs. Hammered without
 * an account, with bent ids and kinds, every call answers 401 from the role check. Needs no account.
 */
import type { AbuseContext, AbuseProbe } from "#bench/abuse/probe";

/** "401×200": how many answers of each status. */
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
}

const IDS = ["1", "0", "-1", "abc", "99999999999999999999", "1e309", "%00"];
const KINDS = ["news", "keyword", "friend-link", "poem", "", "news&kind=case"];

export const probes: AbuseProbe[] = [
  {
    name: "还原为文件内容 without an account: 200 calls, bent ids and kinds",
    async run({ base }: AbuseContext) {
      const start = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${base}/api/v1/admin/content/${IDS[i % IDS.length]}/restore?kind=${KINDS[i % KINDS.length]}`, { method: "POST" }).then(
            async (res) => (await res.arrayBuffer(), res.status),
            () => 0,
          ),
        ),
      );
      return `${tally(statuses)} in ${Math.round(performance.now() - start)} ms`;
    },
  },
];
