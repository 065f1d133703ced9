/**
 * The message board and its moderation (docs/decisions/027-board-moderation.md): the console's
 * message calls hammered without an account (every one must answer 401 before reading a body),
 * /contact's page number bent and flooded (one page cache entry per distinct URL, bounded by
 * PAGE_CACHE_MB), and a burst of posts from one address (rate limited; a post moves no data
 * version, so it empties no cache). None needs an account.
 */
import type { AbuseContext, AbuseProbe } from "#bench/abuse/probe";
import { API_PATHS, fillPath } from "#contract/api-paths";

/** "200×12 429×3": how many answers of each status. */
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - start) };
}

export const probes: AbuseProbe[] = [
  {
    name: "留言管理 without an account: 200 reply/hide/spam/restore calls, 60 KB bodies",
    async run({ base }: AbuseContext) {
      // Just under the JSON limit (64 KB), so the role check, not the body limit, answers.
      const body = JSON.stringify({ reply: "回".repeat(20_000) });
      const actions = [API_PATHS.adminMessageReply, API_PATHS.adminMessageHide, API_PATHS.adminMessageSpam, API_PATHS.adminMessageRestore];
      const { value, ms } = await timed(() =>
        Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            fetch(`${base}${fillPath(actions[i % 4], { id: i + 1 })}`, { method: "POST", headers: { "Content-Type": "application/json" }, body }).then(
              async (res) => (await res.arrayBuffer(), res.status),
              () => 0,
            ),
          ),
        ),
      );
      return `${tally(value)} in ${ms} ms`;
    },
  },
  {
    name: "/contact?current= bent: abc, -1, 0, 1e309, 99999999999, 2.5",
    async run({ base }: AbuseContext) {
      const answers = await Promise.all(
        ["abc", "-1", "0", "1e309", "99999999999", "2.5"].map((v) => fetch(`${base}/contact?current=${encodeURIComponent(v)}`).then(async (res) => (await res.text(), res.status), () => 0)),
      );
      return tally(answers);
    },
  },
  {
    name: "/contact flooded with 300 distinct page numbers (page cache churn)",
    async run({ base }: AbuseContext) {
      const { value, ms } = await timed(async () => {
        const statuses: number[] = [];
        // Ten at a time: a crawler's pace, not a connection flood (edges.ts has those).
        for (let i = 0; i < 300; i += 10) {
          statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => fetch(`${base}/contact?current=${i + j + 2}`).then(async (res) => (await res.text(), res.status), () => 0)))));
        }
        return statuses;
      });
      return `${tally(value)} in ${ms} ms`;
    },
  },
  {
    name: "messageBoard/save ×30 from one address",
    async run({ base }: AbuseContext) {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await fetch(`${base}${API_PATHS.message}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "探针", contact: "probe@example.com", content: `第 ${i} 条 <script>alert(1)</script>` }),
        }).catch(() => null);
        if (res) await res.arrayBuffer();
        statuses.push(res?.status ?? 0);
      }
      return tally(statuses);
    },
  },
];
