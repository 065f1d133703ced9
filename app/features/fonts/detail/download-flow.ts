/**
 * The browser side of a download, as a pure state machine:
 *
 *   idle ──start(signed out)──► idle            + effect login (the account modal; the page
 *                                                 starts again once the visitor signs in there)
 *   idle ──start(agreed)──────► checking        + effect request(agree = false)
 *   idle ──start(not agreed)──► agreement       (the dialog first, no request)
 *   checking ──answer(url)────► idle            + effect navigate(url)      (the browser downloads)
 *   checking ──agreementRequired► agreement     (the dialog with the font agreement)
 *   agreement ──accept────────► requesting      + effect request(agree = true)
 *   agreement ──cancel────────► idle
 *   requesting ──answer(url)──► idle            + effect navigate(url)
 *   checking|requesting ──failed(msg)► idle     + effect toast(msg)
 *
 * Whether the user accepted the agreement before (kept per account on the server) comes with
 * the user info (`fontAgreement`): then the download starts at once; otherwise, or when unknown,
 * the dialog opens before any request, so normal use never meets a refused call. Should the
 * server still answer HTTP 400 with code AGREEMENT_REQUIRED (user info older than the account),
 * the dialog opens then. While a request is under way or the dialog
 * is open, further clicks are ignored.
 */
export const AGREEMENT_REQUIRED = "AGREEMENT_REQUIRED";

export type DownloadState =
  | { phase: "idle" }
  | { phase: "checking"; fontId: number }
  | { phase: "agreement"; fontId: number }
  | { phase: "requesting"; fontId: number };

export type DownloadEvent =
  | { type: "start"; fontId: number; signedIn: boolean; agreed: boolean }
  | { type: "answer"; url: string }
  | { type: "agreementRequired" }
  | { type: "failed"; message: string }
  | { type: "accept" }
  | { type: "cancel" };

export type DownloadEffect =
  | { type: "login"; fontId: number }
  | { type: "request"; fontId: number; agree: boolean }
  | { type: "navigate"; url: string }
  | { type: "toast"; message: string };

export interface DownloadStep {
  state: DownloadState;
  effect?: DownloadEffect;
}

export const IDLE: DownloadState = { phase: "idle" };

export function downloadStep(state: DownloadState, event: DownloadEvent): DownloadStep {
  switch (event.type) {
    case "start":
      if (state.phase !== "idle") return { state };
      if (!event.signedIn) return { state, effect: { type: "login", fontId: event.fontId } };
      if (!event.agreed) return { state: { phase: "agreement", fontId: event.fontId } };
      return { state: { phase: "checking", fontId: event.fontId }, effect: { type: "request", fontId: event.fontId, agree: false } };
    case "answer":
      if (state.phase !== "checking" && state.phase !== "requesting") return { state };
      return { state: IDLE, effect: { type: "navigate", url: event.url } };
    case "agreementRequired":
      if (state.phase !== "checking" && state.phase !== "requesting") return { state };
      return { state: { phase: "agreement", fontId: state.fontId } };
    case "failed":
      if (state.phase !== "checking" && state.phase !== "requesting") return { state };
      return { state: IDLE, effect: event.message ? { type: "toast", message: event.message } : undefined };
    case "accept":
      if (state.phase !== "agreement") return { state };
      return { state: { phase: "requesting", fontId: state.fontId }, effect: { type: "request", fontId: state.fontId, agree: true } };
    case "cancel":
      return state.phase === "agreement" ? { state: IDLE } : { state };
  }
}

/** Whether a rejected get-download-url call means "show the agreement first". */
export function isAgreementRequired(error: unknown): boolean {
  const body = (error as { body?: unknown } | null)?.body;
  return typeof body === "object" && body !== null && (body as { code?: unknown }).code === AGREEMENT_REQUIRED;
}

/** The font whose button shows a spinner. */
export function busyFontId(state: DownloadState): number | null {
  return state.phase === "checking" || state.phase === "requesting" ? state.fontId : null;
}
