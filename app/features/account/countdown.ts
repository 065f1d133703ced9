/** The resend countdown of the 获取验证码 button: 60 s after a code was sent. */
import { useCallback, useEffect, useState } from "react";

export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left until `endsAt` (ms), rounded up; never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The button's text: the countdown while it runs, then an offer to send again. */
export function codeButtonLabel(left: number, sentBefore: boolean): string {
  if (left > 0) return `${left} 秒后重新获取`;
  return sentBefore ? "重新获取" : "获取验证码";
}

/**
 * A countdown computed from the clock on each tick, so a throttled background tab still ends on
 * time. `start()` begins it; `left` is 0 when idle.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = endsAt ? secondsLeft(endsAt, now) : 0;

  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number = CODE_RESEND_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return { left, running: left > 0, started: endsAt > 0, start };
}
