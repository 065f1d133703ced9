/** Small pieces shared by the console pages: status badges, panels, the refusal notice. */
import type { ReactNode } from "react";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "#contract/content";

const STATUS_CLASS: Record<SubmissionStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  accepted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-stone-100 text-stone-600 ring-stone-200",
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span data-testid="submission-status" className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASS[status]}`}>
      {SUBMISSION_STATUS_LABELS[status]}
    </span>
  );
}

export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold text-stone-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Problem({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-orange-200 bg-orange-50 px-5 py-6 text-orange-900">
      {message}
    </div>
  );
}

export const inputClass = "h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200";
export const buttonClass = "inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-medium disabled:cursor-wait disabled:opacity-60";
