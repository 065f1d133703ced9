/**
 * Downloads from the detail page, the browser side of download-flow.ts: signed
 * out → the login dialog; the font agreement once; then get-download-url and the browser goes to
 * the signed URL, which answers the file as an attachment (the page stays).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/lib/toast";
import { isSuccess } from "#contract/envelope";
import { useHttp } from "#app/lib/http-client";
import { useSessionStore } from "#app/lib/session";
import { busyFontId, downloadStep, IDLE, isAgreementRequired, type DownloadEffect, type DownloadEvent, type DownloadState } from "./download-flow";
import { AgreementDialog, type AgreementSubject } from "./agreement-dialog";

export const DOWNLOAD_URL_PATH = "/web/api/font/get-download-url";

interface DownloadUrl {
  url: string;
  expired: number;
}

/**
 * `urlPath`: the call answering the signed URL for an id (a font's, or a collection's zip);
 * `subject`: the font and licence the agreement dialog names.
 */
export function useFontDownload(urlPath = DOWNLOAD_URL_PATH, subject?: AgreementSubject) {
  const http = useHttp();
  const store = useSessionStore();
  const [state, setState] = useState<DownloadState>(IDLE);
  const current = useRef<DownloadState>(IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Whether the user info says the font agreement was accepted (unknown counts as not). */
  const agreed = useCallback(() => store.getState().userInfo?.fontAgreement === true, [store]);
  const perform = useRef<(effect: DownloadEffect) => void>(() => {});
  /** The font a signed-out visitor asked for: downloaded once they sign in through the dialog. */
  const afterLogin = useRef<number | null>(null);
  const dispatch = useCallback((event: DownloadEvent) => {
    const step = downloadStep(current.current, event);
    current.current = step.state;
    if (mounted.current) setState(step.state);
    if (step.effect) perform.current(step.effect);
  }, []);

  useEffect(() => {
    perform.current = (effect) => {
      switch (effect.type) {
        case "login":
          toast.info("请先登录后再下载字体");
          afterLogin.current = effect.fontId;
          store.getState().showAccountModal("login");
          return;
        case "request":
          http
            .get<DownloadUrl>(urlPath, { id: effect.fontId, agree: effect.agree ? 1 : undefined }, { silent: true })
            .then(
              (res) => {
                if (!isSuccess(res) || !res.data?.url) return dispatch({ type: "failed", message: res.msg || "下载失败，请稍后再试" });
                // Accepted now: the next download of this session starts without the dialog.
                const user = store.getState().userInfo;
                if (effect.agree && user && !user.fontAgreement) store.getState().setUserInfo({ ...user, fontAgreement: true });
                dispatch({ type: "answer", url: res.data.url });
              },
              (error: unknown) =>
                isAgreementRequired(error)
                  ? dispatch({ type: "agreementRequired" })
                  : dispatch({ type: "failed", message: error instanceof Error ? error.message : "下载失败，请稍后再试" }),
            );
          return;
        case "navigate":
          toast.success("已开始下载");
          window.location.assign(effect.url);
          return;
        case "toast":
          toast.error(effect.message);
          return;
      }
    };
  }, [http, store, dispatch, urlPath]);

  // Signed in through the dialog: carry on with the download asked for, once the user info
  // (which says whether the agreement was accepted) has come. Closed without signing in: forget
  // it, so a later sign-in elsewhere does not start a download out of the blue.
  useEffect(
    () =>
      store.subscribe((next, prev) => {
        if (afterLogin.current === null) return;
        if (next.token && next.userInfo && !prev.userInfo) {
          const fontId = afterLogin.current;
          afterLogin.current = null;
          dispatch({ type: "start", fontId, signedIn: true, agreed: agreed() });
        } else if (!next.token && prev.accountModal.visible && !next.accountModal.visible) {
          afterLogin.current = null;
        }
      }),
    [store, dispatch, agreed],
  );

  const start = useCallback(
    (fontId: number) => dispatch({ type: "start", fontId, signedIn: Boolean(store.getState().token), agreed: agreed() }),
    [dispatch, store, agreed],
  );

  const dialog = (
    <AgreementDialog
      open={state.phase === "agreement"}
      onAccept={() => dispatch({ type: "accept" })}
      onCancel={() => dispatch({ type: "cancel" })}
      subject={subject}
    />
  );

  return { start, busyId: busyFontId(state), state, dialog };
}

export type FontDownload = ReturnType<typeof useFontDownload>;
