/**
 * The site's one throttle: at most one call per `wait`, on the leading edge and (with the last
 * arguments) on the trailing edge. Built on the debounce core so there is one timing
 * implementation. Used for scroll/resize refreshes (20 ms) and lazy-image checks (200 ms).
 */
import { debounce, type Debounced } from "./debounce";

export type Throttled<A extends unknown[]> = Debounced<A>;

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  { leading = true, trailing = true }: { leading?: boolean; trailing?: boolean } = {},
): Throttled<A> {
  return debounce(fn, wait, { leading, trailing, maxWait: wait });
}
