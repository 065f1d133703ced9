/**
 * Debounce, and the timing core the site's throttle is built on (throttle = debounce with
 * maxWait = wait, leading and trailing). One implementation, so both behave the same way around
 * cancel, flush and clock edges. Default wait: the 300 ms autocomplete debounce of docs/product.md §9.
 */
import { AUTOCOMPLETE_DEBOUNCE_MS } from "#contract/constants";

export interface DebounceOptions {
  /** Call on the first call of a burst. Default false. */
  leading?: boolean;
  /** Call with the last arguments when the burst has been quiet for `wait`. Default true. */
  trailing?: boolean;
  /** Call at least this often during a long burst (what turns a debounce into a throttle). */
  maxWait?: number;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drop a pending trailing call. */
  cancel(): void;
  /** Run a pending trailing call now. */
  flush(): void;
  /** Whether a trailing call is waiting. */
  pending(): boolean;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = AUTOCOMPLETE_DEBOUNCE_MS,
  { leading = false, trailing = true, maxWait }: DebounceOptions = {},
): Debounced<A> {
  const max = maxWait === undefined ? undefined : Math.max(maxWait, wait);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  let lastCallTime: number | undefined;
  let lastInvokeTime = 0;

  function invoke(time: number) {
    const args = lastArgs as A;
    lastArgs = undefined;
    lastInvokeTime = time;
    fn(...args);
  }

  function shouldInvoke(time: number): boolean {
    if (lastCallTime === undefined) return true;
    const sinceCall = time - lastCallTime;
    // sinceCall < 0: the clock went backwards; start over rather than wait forever.
    return sinceCall >= wait || sinceCall < 0 || (max !== undefined && time - lastInvokeTime >= max);
  }

  function remaining(time: number): number {
    const waitLeft = wait - (time - (lastCallTime ?? time));
    return max === undefined ? waitLeft : Math.min(waitLeft, max - (time - lastInvokeTime));
  }

  function trailingEdge(time: number) {
    timer = undefined;
    if (trailing && lastArgs) invoke(time);
    lastArgs = undefined;
  }

  function timerExpired() {
    const time = Date.now();
    if (shouldInvoke(time)) trailingEdge(time);
    else timer = setTimeout(timerExpired, remaining(time));
  }

  function debounced(...args: A) {
    const time = Date.now();
    const invoking = shouldInvoke(time);
    lastArgs = args;
    lastCallTime = time;
    if (invoking) {
      if (timer === undefined) {
        // First call of a burst.
        lastInvokeTime = time;
        timer = setTimeout(timerExpired, wait);
        if (leading) invoke(time);
        return;
      }
      if (max !== undefined) {
        // A long burst reached maxWait: call now and keep the window going.
        clearTimeout(timer);
        timer = setTimeout(timerExpired, wait);
        invoke(time);
        return;
      }
    }
    if (timer === undefined) timer = setTimeout(timerExpired, wait);
  }

  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = lastArgs = lastCallTime = undefined;
    lastInvokeTime = 0;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    trailingEdge(Date.now());
  };
  debounced.pending = () => timer !== undefined && lastArgs !== undefined;
  return debounced;
}
