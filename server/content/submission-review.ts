/**
 * The operator's review of a submission (issue 10 item 4): accept or reject it once, and tell
 * the submitting user through a review notification when the submission came with an account
 * (an anonymous submission only changes status: the contact it left is for the operator).
 * Called by scripts/notify.ts; no HTTP route exposes it.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { submissions } from "#server/db/schema-content";
import { ApiError } from "#server/errors";
import type { NotificationService } from "#server/notifications/service";
import { SUBMISSION_REVIEW_MESSAGES, type SubmissionReviewInput, type SubmissionStatus } from "#contract/content";

export interface SubmissionReviewDeps {
  db: Db;
  notifications: Pick<NotificationService, "notifySubmissionReviewed">;
  now?: () => Date;
}

export interface ReviewedSubmission {
  id: number;
  fontName: string;
  status: SubmissionStatus;
  userId: number | null;
  /** Notifications sent (0 for an anonymous submission). */
  notified: number;
}

export function createSubmissionReview({ db, notifications, now = () => new Date() }: SubmissionReviewDeps) {
  return {
    /** Pending submissions, oldest first: what the operator has to look at. */
    pending: () =>
      db
        .select({ id: submissions.id, fontName: submissions.fontName, contact: submissions.contact, license: submissions.license, userId: submissions.userId, createdAt: submissions.createdAt })
        .from(submissions)
        .where(eq(submissions.status, "pending"))
        .orderBy(asc(submissions.createdAt), asc(submissions.id)),

    /** `input` arrives parsed (submissionReviewInput). */
    async review(input: SubmissionReviewInput): Promise<ReviewedSubmission> {
      const status: SubmissionStatus = input.verdict === "accept" ? "accepted" : "rejected";
      // Only a pending row changes: two reviews racing cannot both notify.
      const [row] = await db
        .update(submissions)
        .set({ status, reviewReason: status === "rejected" ? input.reason : "", reviewedAt: now() })
        .where(and(eq(submissions.id, input.id), eq(submissions.status, "pending")))
        .returning({ id: submissions.id, fontName: submissions.fontName, userId: submissions.userId });
      if (!row) {
        const [existing] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, input.id));
        if (!existing) throw new ApiError(404, SUBMISSION_REVIEW_MESSAGES.notFound(input.id));
        throw new ApiError(409, SUBMISSION_REVIEW_MESSAGES.alreadyReviewed(input.id, existing.status as SubmissionStatus));
      }
      const notified =
        row.userId === null ? 0 : await notifications.notifySubmissionReviewed(row.userId, { title: row.fontName, accepted: status === "accepted", reason: input.reason || undefined });
      return { ...row, status, notified };
    },
  };
}

export type SubmissionReview = ReturnType<typeof createSubmissionReview>;
