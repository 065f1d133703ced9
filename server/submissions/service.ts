/**
 * Submission review (docs/decisions/021-console-review.md): the queue, one submission with what
 * the engine reads from its files, the live specimen, and the decision — accept (the files go
 * through the catalogue import, as `npm run fonts:import` does, and the new family credits the
 * contributor) or reject with a reason. Either way the contributor is told (a review
 * notification) and the audit log records it; a submission is decided once.
 *
 * The console (server/api/submissions.ts) and the operator's CLI (scripts/notify.ts) both call
 * this service, so a review from either does the same thing.
 *
 * While a submission's files are imported its row says `accepting` (claimed by one reviewer); a
 * second decision meanwhile is refused. A claim older than CLAIM_STALE_MS (a process that died
 * mid-import) may be taken again: the import is idempotent by file content.
 */
import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import { submissions, type SubmissionFile } from "#server/db/schema-content";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import type { ObjectStore } from "#server/storage/store";
import { ApiError } from "#server/errors";
import type { NotificationService } from "#server/notifications/service";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importFontFile, renderFamilySpecimens, updatedFamilies, type FamilyInfo, type ImportLogger, type ImportResult } from "#server/fonts/import";
import type { FontParser } from "#server/fonts/parse-pool";
import { recordAudit, CLI_ACTOR, type Actor } from "#server/admin/audit";
import type { Page } from "#contract/envelope";
import { SUBMISSION_REVIEW_MESSAGES, type SubmissionReviewInput, type SubmissionStatus } from "#contract/content";
import {
  ADMIN_MESSAGES,
  type AcceptInput,
  type AdminSubmissionDetail,
  type AdminSubmissionItem,
  type CatalogueDraft,
  type MySubmission,
} from "#contract/admin";
import { inspectFile } from "./inspect";
import type { ReviewSpecimens } from "./specimen";

/** How long an `accepting` claim holds before another reviewer may take the submission again. */
export const CLAIM_STALE_MS = 10 * 60_000;

/** The row's status as the contract knows it: a claim in progress is still pending. */
const publicStatus = (status: string): SubmissionStatus => (status === "accepted" || status === "rejected" ? status : "pending");

type Row = typeof submissions.$inferSelect;

export interface SubmissionServiceDeps {
  db: Db;
  store: ObjectStore;
  notifications: Pick<NotificationService, "notifySubmissionReviewed" | "notifyFavoriteFontsUpdated">;
  specimens?: ReviewSpecimens;
  parser?: FontParser;
  logger?: ImportLogger;
}

/** What the CLI prints after a review. */
export interface ReviewedSubmission {
  id: number;
  fontName: string;
  status: SubmissionStatus;
  userId: number | null;
  fontId: number | null;
  /** Notifications sent (0 for an anonymous submission). */
  notified: number;
}

const page = <T>(records: T[], total: number, q: { current: number; size: number }): Page<T> => ({
  records,
  total,
  current: q.current,
  size: q.size,
  pages: Math.ceil(total / q.size),
});

/** The edited catalogue fields over what the catalogue or the font says. */
function withEdits(info: FamilyInfo, edits: AcceptInput): FamilyInfo {
  const set = <K extends keyof AcceptInput>(k: K) => (edits[k] !== undefined ? { [k]: edits[k] } : {});
  return { ...info, ...set("name"), ...set("nameEn"), ...set("category"), ...set("license"), ...set("licenseName"), ...set("description"), ...set("designer") };
}

export function createSubmissionService({ db, store, notifications, specimens, parser, logger }: SubmissionServiceDeps) {
  const statusWhere = (status?: SubmissionStatus): SQL | undefined =>
    status === undefined ? undefined : status === "pending" ? inArray(submissions.status, ["pending", "accepting"]) : eq(submissions.status, status);

  /** One page of the rows `where` selects, newest first, and how many there are. */
  async function newestFirst(where: SQL | undefined, q: { current: number; size: number }): Promise<{ rows: Row[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(submissions)
        .where(where)
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(q.size)
        .offset((q.current - 1) * q.size),
      db.select({ total: count() }).from(submissions).where(where),
    ]);
    return { rows, total };
  }

  async function items(rows: Row[]): Promise<AdminSubmissionItem[]> {
    const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
    const names = new Map(
      ids.length ? (await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.nickname]) : [],
    );
    return rows.map((r) => ({
      id: r.id,
      fontName: r.fontName,
      license: r.license,
      status: publicStatus(r.status),
      contact: r.contact,
      contributor: r.userId !== null && names.has(r.userId) ? { id: r.userId, nickname: names.get(r.userId)! } : null,
      fileCount: r.files.length,
      createdTime: r.createdAt.toISOString(),
      reviewedTime: r.status === "accepting" ? null : (r.reviewedAt?.toISOString() ?? null),
      fontId: r.fontId,
    }));
  }

  async function find(id: number): Promise<Row> {
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    if (!row) throw new ApiError(404, ADMIN_MESSAGES.submissionNotFound);
    return row;
  }

  /** Why a submission cannot be decided now: unknown, decided, or being accepted by someone else. */
  async function refusal(id: number): Promise<never> {
    const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    if (!row) throw new ApiError(404, SUBMISSION_REVIEW_MESSAGES.notFound(id));
    if (row.status === "accepting") throw new ApiError(409, ADMIN_MESSAGES.inProgress);
    throw new ApiError(409, SUBMISSION_REVIEW_MESSAGES.alreadyReviewed(id, publicStatus(row.status)));
  }

  /** A pending submission, or one whose claim went stale. */
  const decidable = () =>
    or(eq(submissions.status, "pending"), and(eq(submissions.status, "accepting"), lt(submissions.reviewedAt, sql`now() - ${sql.raw(`interval '${CLAIM_STALE_MS / 1000} seconds'`)}`)));

  async function importFiles(row: Row, edits: AcceptInput): Promise<{ familyIds: number[]; created: Set<number>; results: ImportResult[] }> {
    const results: ImportResult[] = [];
    const familyIds: number[] = [];
    const created = new Set<number>();
    for (const file of row.files) {
      const bytes = await store.read(file.key);
      if (!bytes) throw new ApiError(422, ADMIN_MESSAGES.importFailed(file.name, "文件已不在存储中"));
      const result = await importFontFile({ db, store, parser, logger }, { name: file.name, bytes }, {
        familyInfo: (face) => withEdits(catalogueFamilyInfo(face), edits),
        deferFamilySpecimens: true,
      });
      results.push(result);
      if (result.status === "failed" || result.status === "ignored") throw new ApiError(422, ADMIN_MESSAGES.importFailed(file.name, result.message ?? "无法解析"));
      if (result.status === "skipped" && result.sha256) {
        // Already in the catalogue (same bytes): the submission points to that family.
        const [existing] = await db.select({ familyId: fonts.familyId }).from(fonts).where(eq(fonts.sha256, result.sha256)).limit(1);
        if (existing) familyIds.push(existing.familyId);
      }
      for (const face of result.faces) {
        familyIds.push(face.familyId);
        if (!face.joinedFamily) created.add(face.familyId);
      }
    }
    return { familyIds: [...new Set(familyIds)], created, results };
  }

  const service = {
    async list(q: { current: number; size: number; status?: SubmissionStatus }): Promise<Page<AdminSubmissionItem>> {
      const { rows, total } = await newestFirst(statusWhere(q.status), q);
      return page(await items(rows), total, q);
    },

    pendingCount: async () => (await db.select({ n: count() }).from(submissions).where(statusWhere("pending")))[0].n,

    latestPending: async () => (await service.list({ current: 1, size: 5, status: "pending" })).records,

    async detail(id: number): Promise<AdminSubmissionDetail> {
      const row = await find(id);
      const [item] = await items([row]);
      // One file after the other: the parse worker is shared with submissions and imports.
      const inspected = [];
      for (const [i, file] of row.files.entries()) inspected.push(await inspectFile(store, file, i, parser));
      const [reviewer] = row.reviewerId ? await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.reviewerId)) : [];
      const fromFile = inspected.find((x) => x.draft)?.draft;
      const draft: CatalogueDraft = {
        name: row.fontName || fromFile?.name || "",
        nameEn: fromFile?.nameEn ?? "",
        category: fromFile?.category ?? "",
        license: fromFile?.license ?? "",
        licenseName: fromFile?.licenseName || row.license,
        description: fromFile?.description || row.note,
        designer: fromFile?.designer ?? "",
      };
      return {
        ...item,
        note: row.note,
        reviewReason: row.reviewReason,
        reviewer: row.reviewerId ? (reviewer?.nickname ?? null) : row.reviewedAt && row.status !== "pending" ? CLI_ACTOR.nickname : null,
        files: inspected.map((x) => x.file),
        draft,
      };
    },

    /** The live specimen of one file of a submission (WOFF2 bytes for the console only). */
    async specimen(id: number, input: { file: number; face?: number; text: string }): Promise<Uint8Array> {
      if (!specimens) throw new ApiError(503, ADMIN_MESSAGES.specimenUnavailable);
      const row = await find(id);
      const file: SubmissionFile | undefined = row.files[input.file];
      if (!file) throw new ApiError(404, ADMIN_MESSAGES.fileNotFound);
      return specimens.draw(file, input.face ?? 0, input.text);
    },

    async accept(actor: Actor, id: number, edits: AcceptInput): Promise<{ fontId: number }> {
      const [claimed] = await db
        .update(submissions)
        .set({ status: "accepting", reviewedAt: new Date(), reviewerId: actor.id })
        .where(and(eq(submissions.id, id), decidable()))
        .returning();
      if (!claimed) return refusal(id);
      let imported: Awaited<ReturnType<typeof importFiles>>;
      try {
        imported = await importFiles(claimed, edits);
        if (!imported.familyIds.length) throw new ApiError(422, ADMIN_MESSAGES.importFailed(claimed.files[0]?.name ?? "", "没有可导入的字体"));
        await renderFamilySpecimens({ db, store, parser, logger }, imported.familyIds);
      } catch (error) {
        // Back in the queue: whatever was imported stays (by content, harmless) and a retry finds it.
        await db.update(submissions).set({ status: "pending", reviewedAt: null, reviewerId: null }).where(eq(submissions.id, id));
        throw error;
      }
      const fontId = imported.familyIds[0];
      const [contributor] = claimed.userId ? await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, claimed.userId)) : [];
      await db.transaction(async (tx) => {
        // The families this submission brought in credit the member who sent it (贡献者).
        if (contributor && imported.created.size) {
          await tx.update(fontFamilies).set({ contributor: contributor.nickname }).where(inArray(fontFamilies.id, [...imported.created]));
        }
        await tx.update(submissions).set({ status: "accepted", reviewReason: "", fontId }).where(eq(submissions.id, id));
        await recordAudit(tx as unknown as Db, actor, {
          action: "submission.accept",
          target: `submission:${id}`,
          before: { status: "pending", fontName: claimed.fontName },
          after: { status: "accepted", fontId, families: imported.familyIds, edits, contributor: contributor?.nickname ?? null },
        });
      });
      if (claimed.userId !== null) {
        await notifications.notifySubmissionReviewed(claimed.userId, { title: claimed.fontName, accepted: true, link: `/font/${fontId}` });
      }
      // As `npm run fonts:import`: faces that joined a family tell the members who keep it.
      await notifications.notifyFavoriteFontsUpdated(updatedFamilies(imported.results));
      return { fontId };
    },

    async reject(actor: Actor, id: number, reason: string): Promise<{ id: number }> {
      const row = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(submissions)
          .set({ status: "rejected", reviewReason: reason, reviewedAt: new Date(), reviewerId: actor.id })
          .where(and(eq(submissions.id, id), eq(submissions.status, "pending")))
          .returning();
        if (!done) return null;
        await recordAudit(tx as unknown as Db, actor, {
          action: "submission.reject",
          target: `submission:${id}`,
          before: { status: "pending", fontName: done.fontName },
          after: { status: "rejected", reason },
        });
        return done;
      });
      if (!row) return refusal(id);
      if (row.userId !== null) {
        await notifications.notifySubmissionReviewed(row.userId, { title: row.fontName, accepted: false, reason, link: "/user/contribute" });
      }
      return { id };
    },

    /** The signed-in member's own submissions, newest first (/user/contribute). */
    async mine(userId: number, q: { current: number; size: number }): Promise<Page<MySubmission>> {
      const { rows, total } = await newestFirst(eq(submissions.userId, userId), q);
      return page(
        rows.map((r) => ({
          id: r.id,
          fontName: r.fontName,
          status: publicStatus(r.status),
          reviewReason: r.reviewReason,
          createdTime: r.createdAt.toISOString(),
          reviewedTime: r.status === "accepted" || r.status === "rejected" ? (r.reviewedAt?.toISOString() ?? null) : null,
          fontId: r.status === "accepted" ? r.fontId : null,
          files: r.files.map((f) => ({ name: f.name, size: f.size, format: f.format, family: f.family })),
        })),
        total,
        q,
      );
    },

    /** Pending submissions, oldest first: what `npm run notify -- submissions` lists. */
    pending: () =>
      db
        .select({ id: submissions.id, fontName: submissions.fontName, contact: submissions.contact, license: submissions.license, userId: submissions.userId, createdAt: submissions.createdAt })
        .from(submissions)
        .where(statusWhere("pending"))
        .orderBy(submissions.createdAt, submissions.id),

    /** The CLI's review (`npm run notify -- review <投稿编号> accept|reject [原因]`): the same accept and reject. */
    async review(input: SubmissionReviewInput): Promise<ReviewedSubmission> {
      const before = await find(input.id).catch(() => refusal(input.id));
      const fontId =
        input.verdict === "accept" ? (await service.accept(CLI_ACTOR, input.id, {})).fontId : (await service.reject(CLI_ACTOR, input.id, input.reason), null);
      return {
        id: before.id,
        fontName: before.fontName,
        status: input.verdict === "accept" ? "accepted" : "rejected",
        userId: before.userId,
        fontId,
        notified: before.userId === null ? 0 : 1,
      };
    },
  };
  return service;
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
