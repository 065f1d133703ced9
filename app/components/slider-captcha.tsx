/**
 * The block-puzzle slider captcha (docs/contract.md "Captcha"): a background with a hole and the piece
 * cut from it; the visitor slides the piece into the hole by mouse, touch or the arrow keys. On
 * release the answer is checked; a pass answers `captchaVerification` to the caller, a failure
 * shows the server's message, puts the piece back, and loads a new puzzle when the server says
 * the old one is used up. The two server calls come from the caller (`CaptchaCalls`; the account
 * feature makes them on the site's HTTP client): a component does not talk to the API itself.
 */
import { ACCOUNT_MESSAGES } from "#contract/account-messages";
import { ArrowRightIcon, CheckIcon, RotateCwIcon, XIcon } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { aesEncrypt } from "#contract/aes";
import { Dialog } from "./dialog";

/* ------------------------------------------------------------------ pure geometry (tested) */

/** Width of the slider's handle in CSS pixels. */
export const HANDLE_WIDTH = 44;
/** The y sent with the answer; the server does not check it (docs/contract.md). */
export const ANSWER_Y = 5;
/** Arrow keys move the handle this far; with Shift, `KEY_STEP_LARGE`. */
export const KEY_STEP = 2;
export const KEY_STEP_LARGE = 10;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** How far the handle can travel along a track of `trackWidth`. */
export function handleRange(trackWidth: number, handleWidth: number = HANDLE_WIDTH): number {
  return Math.max(0, trackWidth - handleWidth);
}

/**
 * Where the piece's left edge is shown (CSS px) for a handle at `handleX`: both ends of the
 * handle's travel map to both ends of the piece's, so the piece can reach every column of the
 * picture even when the handle and the piece differ in width.
 */
export function pieceLeft(handleX: number, trackWidth: number, pieceWidth: number, handleWidth: number = HANDLE_WIDTH): number {
  const range = handleRange(trackWidth, handleWidth);
  if (range === 0) return 0;
  return (clamp(handleX, 0, range) * Math.max(0, trackWidth - pieceWidth)) / range;
}

/** A length on the picture as shown, in the background image's own pixels (the answer's unit). */
export function toImagePixels(displayX: number, displayWidth: number, naturalWidth: number): number {
  if (displayWidth <= 0) return 0;
  return Math.round((displayX * naturalWidth) / displayWidth);
}

/** The handle position after a key press, or null for keys the slider does not use. */
export function keyMove(key: string, shift: boolean, handleX: number, range: number): number | null {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clamp(handleX + step, 0, range);
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(handleX - step, 0, range);
    case "PageUp":
      return clamp(handleX + KEY_STEP_LARGE * 3, 0, range);
    case "PageDown":
      return clamp(handleX - KEY_STEP_LARGE * 3, 0, range);
    case "Home":
      return 0;
    case "End":
      return range;
    default:
      return null;
  }
}

/** The server's failure messages that mean this puzzle is spent and a new one is needed. */
export function needsNewPuzzle(message: string): boolean {
  return /刷新|过期|重新获取|不存在/.test(message);
}

/** The answer pair of a passed check (docs/contract.md): pointJson and captchaVerification. */
export function encryptPoint(x: number, secretKey: string): string {
  return aesEncrypt(JSON.stringify({ x, y: ANSWER_Y }), secretKey);
}
export function verificationOf(token: string, x: number, secretKey: string): string {
  return aesEncrypt(`${token}---${JSON.stringify({ x, y: ANSWER_Y })}`, secretKey);
}

/* ------------------------------------------------------------------ component */

export interface Puzzle {
  token: string;
  secretKey: string;
  originalImageBase64: string;
  jigsawImageBase64: string;
}

/** The server calls of the puzzle; each rejects with the message to show. */
export interface CaptchaCalls {
  /** A new puzzle. */
  get: () => Promise<Puzzle>;
  /** Checks an answer to the puzzle `token`; resolves with the token the proof is made from. */
  check: (token: string, pointJson: string) => Promise<string>;
}

type Phase = "loading" | "error" | "ready" | "checking" | "passed" | "failed";

export interface SliderCaptchaProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the puzzle is solved, with the proof `sendCode` asks for. */
  onVerified: (captchaVerification: string) => void;
  /** Kept the same object between renders: a new one fetches a new puzzle. */
  calls: CaptchaCalls;
  title?: string;
}

export function SliderCaptcha({ open, onOpenChange, onVerified, calls, title = "安全验证" }: SliderCaptchaProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description="拖动下方滑块，使拼图块与缺口对齐" widthClassName="max-w-[380px]">
      {open ? <SliderPuzzle onVerified={onVerified} calls={calls} /> : null}
    </Dialog>
  );
}

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function SliderPuzzle({ onVerified, calls }: { onVerified: (captchaVerification: string) => void; calls: CaptchaCalls }) {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [message, setMessage] = useState("");
  const [handleX, setHandleX] = useState(0);
  const [dragging, setDragging] = useState(false);
  // Sizes: the picture as shown (CSS px) and in its own pixels, and the piece as shown.
  const [displayWidth, setDisplayWidth] = useState(0);
  const [natural, setNatural] = useState({ width: 0, height: 0 });
  const naturalWidth = natural.width;
  const [pieceNaturalWidth, setPieceNaturalWidth] = useState(0);

  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const dragStart = useRef<{ pointerX: number; handleX: number } | null>(null);
  const handleXRef = useRef(0);
  const timers = useRef<number[]>([]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const moveHandle = useCallback((x: number) => {
    handleXRef.current = x;
    setHandleX(x);
  }, []);

  // Each attempt fetches a new puzzle; an answer to an older attempt is dropped.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    calls.get().then(
      (next) => {
        if (!current) return;
        setPuzzle(next);
        setPhase("ready");
      },
      (error: unknown) => {
        if (!current) return;
        setPuzzle(null);
        setPhase("error");
        setMessage(error instanceof Error && error.message ? error.message : ACCOUNT_MESSAGES.captchaLoadFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [calls, attempt]);

  /** A new puzzle: back to the start, then fetch. */
  const load = useCallback(() => {
    setPhase("loading");
    setMessage("");
    moveHandle(0);
    setAttempt((n) => n + 1);
  }, [moveHandle]);

  // The picture's shown width follows the dialog's (narrow phones get a smaller picture).
  useIsoLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setDisplayWidth(frame.clientWidth);
    const observer = new ResizeObserver(() => setDisplayWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  // Focus the slider once a puzzle is in, so the keyboard works straight away.
  useEffect(() => {
    if (phase === "ready" && handleXRef.current === 0) handleRef.current?.focus({ preventScroll: true });
  }, [phase, puzzle]);

  const scale = naturalWidth > 0 && displayWidth > 0 ? displayWidth / naturalWidth : 1;
  const pieceWidth = pieceNaturalWidth * scale;
  const range = handleRange(displayWidth);
  const pieceX = pieceLeft(handleX, displayWidth, pieceWidth);
  const interactive = phase === "ready" && puzzle !== null && naturalWidth > 0;

  const submit = useCallback(async () => {
    if (!puzzle || phase !== "ready") return;
    if (handleXRef.current < 1) return; // a click without a drag is not an answer
    const shownX = pieceLeft(handleXRef.current, displayWidth, pieceWidth);
    const x = toImagePixels(shownX, displayWidth, naturalWidth);
    setPhase("checking");
    try {
      const token = await calls.check(puzzle.token, encryptPoint(x, puzzle.secretKey));
      setPhase("passed");
      setMessage("验证通过");
      const proof = verificationOf(token, x, puzzle.secretKey);
      later(() => onVerified(proof), 450);
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : ACCOUNT_MESSAGES.captchaFailed;
      setPhase("failed");
      setMessage(text);
      later(() => {
        if (needsNewPuzzle(text)) load();
        else {
          moveHandle(0);
          setPhase("ready");
          setMessage("");
          handleRef.current?.focus({ preventScroll: true });
        }
      }, 1000);
    }
  }, [puzzle, phase, displayWidth, pieceWidth, naturalWidth, calls, later, onVerified, load, moveHandle]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    dragStart.current = { pointerX: event.clientX, handleX: handleXRef.current };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start) return;
    moveHandle(clamp(start.handleX + event.clientX - start.pointerX, 0, range));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragStart.current) return;
    dragStart.current = null;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (event.type === "pointerup") void submit();
    else moveHandle(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!interactive) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      void submit();
      return;
    }
    const next = keyMove(event.key, event.shiftKey, handleXRef.current, range);
    if (next === null) return;
    event.preventDefault();
    moveHandle(next);
  };

  const tone =
    phase === "passed"
      ? { fill: "border-emerald-400 bg-emerald-50", handle: "border-emerald-500 bg-emerald-500 text-white" }
      : phase === "failed"
        ? { fill: "border-red-300 bg-red-50", handle: "border-red-500 bg-red-500 text-white" }
        : { fill: "border-orange-300 bg-orange-50", handle: "border-stone-200 bg-white text-stone-500 hover:text-orange-600" };
  const fillWidth = handleX + HANDLE_WIDTH;
  const animate = !dragging && (phase === "ready" || phase === "loading");

  return (
    <div className="relative -mb-3 pb-4 select-none">
      <div ref={frameRef} className="relative w-full overflow-hidden rounded-lg bg-stone-100" style={{ aspectRatio: natural.width && natural.height ? `${natural.width} / ${natural.height}` : "2 / 1" }}>
        {puzzle ? (
          <>
            <img
              src={`data:image/png;base64,${puzzle.originalImageBase64}`}
              alt="拼图背景"
              draggable={false}
              onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
              className="block h-full w-full object-fill"
            />
            <img
              src={`data:image/png;base64,${puzzle.jigsawImageBase64}`}
              alt=""
              aria-hidden="true"
              draggable={false}
              onLoad={(event) => setPieceNaturalWidth(event.currentTarget.naturalWidth)}
              className={`pointer-events-none absolute top-0 h-full max-w-none drop-shadow-[0_1px_3px_rgba(0,0,0,0.55)] ${animate ? "transition-[left] duration-300 ease-out" : ""}`}
              style={{ left: pieceX, width: pieceWidth || undefined, visibility: pieceWidth ? "visible" : "hidden" }}
            />
          </>
        ) : null}
        {phase === "loading" ? (
          <div className="absolute inset-0 grid place-items-center text-sm text-stone-500">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-stone-400 border-r-transparent" />
              加载中…
            </span>
          </div>
        ) : null}
        {phase === "error" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center text-sm text-stone-600">
            <p>{message}</p>
            <button type="button" onClick={load} className="rounded-md px-2 py-1 font-medium text-orange-700 hover:bg-orange-50 hover:underline">
              点击重试
            </button>
          </div>
        ) : null}
        <div
          aria-hidden={phase === "passed" || phase === "failed" ? undefined : true}
          className={`absolute inset-x-0 bottom-0 px-3 py-1.5 text-center text-[13px] font-medium text-white transition-transform duration-200 ${
            phase === "passed" ? "translate-y-0 bg-emerald-600/90" : phase === "failed" ? "translate-y-0 bg-red-600/90" : "translate-y-full"
          }`}
        >
          <span role="status">{phase === "passed" || phase === "failed" ? message : ""}</span>
        </div>
      </div>

      <div className="relative mt-3 h-11 rounded-lg border border-stone-200 bg-stone-50">
        <div
          aria-hidden="true"
          className={`absolute inset-y-[-1px] left-[-1px] rounded-lg border ${tone.fill} ${handleX > 0 || phase !== "ready" ? "" : "opacity-0"} ${animate ? "transition-[width] duration-300 ease-out" : ""}`}
          style={{ width: fillWidth }}
        />
        <p
          aria-hidden="true"
          className={`pointer-events-none absolute inset-0 flex items-center justify-center pl-10 text-sm text-stone-500 transition-opacity ${handleX > 4 ? "opacity-0" : ""}`}
        >
          向右拖动滑块填充拼图
        </p>
        <div
          ref={handleRef}
          role="slider"
          tabIndex={interactive ? 0 : -1}
          aria-label="拼图滑块：用左右方向键移动，回车确认"
          aria-valuemin={0}
          aria-valuemax={Math.round(range)}
          aria-valuenow={Math.round(handleX)}
          aria-valuetext={range > 0 ? `${Math.round((handleX / range) * 100)}%` : "0%"}
          aria-disabled={!interactive || undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
          className={`absolute inset-y-[-1px] left-[-1px] grid touch-none place-items-center rounded-lg border shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-orange-600/25 ${tone.handle} ${
            interactive ? (dragging ? "cursor-grabbing" : "cursor-grab") : "cursor-default"
          } ${animate ? "transition-[left] duration-300 ease-out" : ""}`}
          style={{ left: handleX - 1, width: HANDLE_WIDTH }}
        >
          {phase === "passed" ? (
            <CheckIcon size={18} />
          ) : phase === "failed" ? (
            <XIcon size={18} />
          ) : phase === "checking" ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-orange-500 border-r-transparent" />
          ) : (
            <ArrowRightIcon size={18} />
          )}
        </div>
      </div>

      {/* Last in the DOM so the slider, not this button, takes the focus when the dialog opens. */}
      <button
        type="button"
        onClick={load}
        disabled={phase === "loading" || phase === "checking" || phase === "passed"}
        aria-label="换一张"
        title="换一张"
        className="absolute right-2 top-2 grid size-8 place-items-center rounded-full bg-stone-900/45 text-white backdrop-blur-sm transition-colors hover:bg-stone-900/65 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-50"
      >
        <RotateCwIcon size={16} />
      </button>
    </div>
  );
}
