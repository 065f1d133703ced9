import { describe, expect, it } from "vitest";
import { busyFontId, downloadStep, IDLE, isAgreementRequired, type DownloadEvent, type DownloadState } from "./download-flow";

function run(events: DownloadEvent[], from: DownloadState = IDLE) {
  let state = from;
  const effects: unknown[] = [];
  for (const event of events) {
    const step = downloadStep(state, event);
    state = step.state;
    if (step.effect) effects.push(step.effect);
  }
  return { state, effects };
}

describe("download flow", () => {
  it("asks a signed-out visitor to sign in and stays idle", () => {
    expect(run([{ type: "start", fontId: 7, signedIn: false, agreed: false }])).toEqual({ state: IDLE, effects: [{ type: "login", fontId: 7 }] });
  });

  it("downloads at once when the agreement was accepted before", () => {
    const { state, effects } = run([
      { type: "start", fontId: 7, signedIn: true, agreed: true },
      { type: "answer", url: "/api/v1/web/7/download?sig=x" },
    ]);
    expect(state).toEqual(IDLE);
    expect(effects).toEqual([
      { type: "request", fontId: 7, agree: false },
      { type: "navigate", url: "/api/v1/web/7/download?sig=x" },
    ]);
  });

  it("shows the agreement before any request when it was not accepted, then asks with agree", () => {
    let r = run([{ type: "start", fontId: 7, signedIn: true, agreed: false }]);
    expect(r).toEqual({ state: { phase: "agreement", fontId: 7 }, effects: [] });
    r = run([{ type: "accept" }, { type: "answer", url: "u" }], r.state);
    expect(r.effects).toEqual([{ type: "request", fontId: 7, agree: true }, { type: "navigate", url: "u" }]);
    expect(r.state).toEqual(IDLE);
  });

  it("shows the agreement when the server still wants it, then asks again with agree", () => {
    let r = run([
      { type: "start", fontId: 7, signedIn: true, agreed: true },
      { type: "agreementRequired" },
    ]);
    expect(r.state).toEqual({ phase: "agreement", fontId: 7 });
    r = run([{ type: "accept" }, { type: "answer", url: "u" }], r.state);
    expect(r.effects).toEqual([{ type: "request", fontId: 7, agree: true }, { type: "navigate", url: "u" }]);
    expect(r.state).toEqual(IDLE);
  });

  it("closes on cancel without a request", () => {
    expect(run([{ type: "start", fontId: 7, signedIn: true, agreed: false }, { type: "cancel" }]).state).toEqual(IDLE);
  });

  it("toasts a failure and returns to idle", () => {
    const r = run([{ type: "start", fontId: 7, signedIn: true, agreed: true }, { type: "failed", message: "字体不存在" }]);
    expect(r.state).toEqual(IDLE);
    expect(r.effects.at(-1)).toEqual({ type: "toast", message: "字体不存在" });
  });

  it("ignores clicks while busy and stray events", () => {
    const busy: DownloadState = { phase: "checking", fontId: 7 };
    expect(downloadStep(busy, { type: "start", fontId: 8, signedIn: true, agreed: true })).toEqual({ state: busy });
    expect(downloadStep({ phase: "agreement", fontId: 7 }, { type: "start", fontId: 8, signedIn: true, agreed: true }).effect).toBeUndefined();
    expect(downloadStep(IDLE, { type: "answer", url: "u" })).toEqual({ state: IDLE });
    expect(downloadStep(IDLE, { type: "accept" })).toEqual({ state: IDLE });
    expect(downloadStep(busy, { type: "cancel" })).toEqual({ state: busy });
    expect(busyFontId(busy)).toBe(7);
    expect(busyFontId({ phase: "agreement", fontId: 7 })).toBeNull();
  });

  it("recognises the server's agreement refusal", () => {
    expect(isAgreementRequired({ body: { code: "AGREEMENT_REQUIRED", msg: "请先阅读并同意《字体使用协议》" } })).toBe(true);
    expect(isAgreementRequired({ body: { code: "400" } })).toBe(false);
    expect(isAgreementRequired(new Error("x"))).toBe(false);
    expect(isAgreementRequired(null)).toBe(false);
  });
});
