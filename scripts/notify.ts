/**
 * Operator's messages to users (docs/contract.md "Notifications"):
 *
 *   npm run notify -- system --title 标题 [--content 正文] [--link /路径] [--site https://站点]
 *   npm run notify -- review --user <邮箱|手机号|用户id> --work 作品名 (--accept | --reject [--reason 原因])
 *   npm run notify -- review <投稿编号> accept|reject [原因]
 *   npm run notify -- submissions
 *
 * `system` sends a notice to every user. Without --site it writes to the database of this
 * configuration (DATA_DIR / DATABASE_URL; with the embedded database, stop the server first);
 * with --site it asks that running site, authenticated by OPERATOR_TOKEN.
 * `review <投稿编号>` reviews a stored submission (/contribute) through the same service as the
 * console (server/submissions/service.ts): accept imports its files into the catalogue as
 * `npm run fonts:import` does and credits the contributor; reject records the reason. Once, and
 * the user who sent it signed in is notified; the audit log names the operator's CLI. `submissions` lists the ones
 * still pending. `review --user … --work …` tells one user about a work reviewed elsewhere
 * (e.g. sent by e-mail), with no stored submission.
 */
import { openRuntime } from "#server/runtime";
import type { Db } from "#server/db/client";
import type { Services } from "#server/services";
import { parseArgs } from "node:util";
import { eq, or } from "drizzle-orm";
import { loadConfig, type Config } from "#server/config";
import { users } from "#server/db/schema-accounts";
import { configureFontParser } from "#server/fonts/parse-pool";
import { OPERATOR_PATHS, systemNoticeBody, type SystemNotice } from "#contract/notifications";
import { SUBMISSION_STATUS_LABELS, submissionReviewInput } from "#contract/content";
import { ApiError } from "#server/errors";
import { firstIssue } from "#contract/validators";

const USAGE = `用法 / usage:
  npm run notify -- system --title 标题 [--content 正文] [--link /路径] [--site https://站点]
  npm run notify -- review --user <邮箱|手机号|用户id> --work 作品名 (--accept | --reject [--reason 原因])
  npm run notify -- review <投稿编号> accept|reject [原因]
  npm run notify -- submissions`;

function die(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function withServices<T>(config: Config, work: (services: Services, db: Db) => Promise<T>): Promise<T> {
  const runtime = await openRuntime(config);
  try {
    return await work(runtime.services, runtime.db);
  } finally {
    await runtime.close();
  }
}

async function publishRemotely(site: string, token: string | undefined, notice: SystemNotice): Promise<number> {
  if (!token) die("--site 需要配置 OPERATOR_TOKEN");
  const res = await fetch(new URL(OPERATOR_PATHS.notices, site), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Operator-Token": token },
    body: JSON.stringify(notice),
  });
  const body = (await res.json().catch(() => null)) as { code?: string; msg?: string; data?: { sent: number } } | null;
  if (!res.ok || body?.code !== "200") throw new Error(`站点拒绝: HTTP ${res.status} ${body?.msg ?? ""}`);
  return body.data?.sent ?? 0;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: "string" },
      content: { type: "string" },
      link: { type: "string" },
      site: { type: "string" },
      user: { type: "string" },
      work: { type: "string" },
      accept: { type: "boolean" },
      reject: { type: "boolean" },
      reason: { type: "string" },
      help: { type: "boolean" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    process.exit(command || values.help ? 0 : 2);
  }
  const config = loadConfig();
  configureFontParser(config.fontParse);

  if (command === "system") {
    const parsed = systemNoticeBody.safeParse({ title: values.title, content: values.content, link: values.link });
    if (!parsed.success) die(firstIssue(parsed.error));
    const sent = values.site
      ? await publishRemotely(values.site, config.operatorToken, parsed.data)
      : await withServices(config, (s) => s.notifications.publishSystemNotice(parsed.data));
    console.log(`系统通知「${parsed.data.title}」已发送给 ${sent} 位用户`);
    return;
  }

  if (command === "submissions") {
    const rows = await withServices(config, (s) => s.submissions.pending());
    if (!rows.length) console.log("没有待审核的投稿");
    for (const r of rows)
      console.log(`#${r.id}\t${r.createdAt.toISOString().slice(0, 10)}\t「${r.fontName}」\t${r.license}\t${r.contact}\t${r.userId === null ? "未登录投稿" : `用户 #${r.userId}`}`);
    return;
  }

  if (command === "review" && positionals.length > 1) {
    const [, id, verdict, ...reason] = positionals;
    const parsed = submissionReviewInput.safeParse({ id, verdict, reason: reason.join(" ") || values.reason });
    if (!parsed.success) die(firstIssue(parsed.error));
    // A refusal (unknown id, already reviewed) is told after the database is closed.
    const done = await withServices(config, (s) =>
      s.submissions.review(parsed.data).catch((error: unknown) => {
        if (error instanceof ApiError) return error;
        throw error;
      }),
    );
    if (done instanceof ApiError) die(done.message);
    console.log(
      `投稿 #${done.id}「${done.fontName}」${SUBMISSION_STATUS_LABELS[done.status]}${done.fontId ? `，已收录为 /font/${done.fontId}` : ""}；` +
        (done.userId === null ? "该投稿未登录提交，无站内用户可通知" : `已通知用户 #${done.userId}`),
    );
    // The font parser's worker threads would keep the process alive.
    process.exit(0);
  }

  if (command === "review") {
    if (!values.user || !values.work) die("需要 --user 和 --work");
    if (values.accept === values.reject) die("请在 --accept 和 --reject 中选一个");
    const who = values.user.trim();
    await withServices(config, async (s, db) => {
      const [user] = await db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(/^\d{1,9}$/.test(who) ? eq(users.id, Number(who)) : or(eq(users.email, who.toLowerCase()), eq(users.mobile, who)));
      if (!user) die(`找不到用户 ${who}`);
      await s.notifications.notifySubmissionReviewed(user.id, { title: values.work!, accepted: Boolean(values.accept), reason: values.reason });
      console.log(`已通知 ${user.nickname}（#${user.id}）：投稿「${values.work}」${values.accept ? "通过" : "未通过"}审核`);
    });
    return;
  }
  die(`未知命令 ${command}`);
}

main().catch((error) => {
  console.error("发送失败:", error instanceof Error ? error.message : error);
  process.exit(1);
});
