/**
 * An image that loads only when it comes within 1.3 viewport heights (docs/product.md §4, §9), retries up
 * to 3 times, and shows a placeholder meanwhile. The wrapper carries `data-state` = loading |
 * loaded | error. The server always renders the placeholder, so hydration never mismatches.
 */
import { ImageOffIcon } from "lucide-react";
import { useEffect, useEffectEvent, useReducer, useRef, useState, useSyncExternalStore, type ImgHTMLAttributes, type ReactNode, type RefObject } from "react";
import {
  fetchImage,
  initLazyImage,
  isFetching,
  lazyImageReducer,
  loadedImages,
  whenNearViewport,
  type LazyImageStatus,
} from "#app/lib/lazy-image";

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "className" | "onLoad" | "onError" | "loading"> {
  src: string;
  alt: string;
  /** Classes of the wrapper, which holds the placeholder and then the image: size it here. */
  className?: string;
  /** Classes of the loaded <img>; by default it covers the wrapper. */
  imgClassName?: string;
  /** Shown while loading; a soft pulse by default. */
  placeholder?: ReactNode;
  /** Shown after the last failed attempt. */
  errorFallback?: ReactNode;
  onStateChange?: (status: LazyImageStatus) => void;
  /**
   * An image of the first screen (the largest thing a visitor sees first): the server's HTML
   * carries the <img>, so the browser fetches it with the page instead of after the scripts; the
   * state machine and its retries run as for any other once the page is interactive.
   */
  priority?: boolean;
}

const noSubscribe = () => () => {};
/** False on the server and while hydrating, true afterwards: the cache may be read only then. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export function LazyImage(props: LazyImageProps) {
  // A new URL is a new image: start its state machine afresh.
  return <LazyImageOf key={props.src} {...props} />;
}

/**
 * The state of a lazy image whose element is `target`: waits until it comes near the viewport
 * (at once for a first-screen image), fetches with the retries of #app/lib/lazy-image, and says
 * whether the <img> should be in the page (`shown`) and whether it should fade in (`fade`).
 * `active` false: nothing is fetched (yet). Shared with the font previews' specimens, which draw
 * their own placeholder.
 */
export function useLazyImage(
  src: string,
  priority: boolean,
  target: RefObject<Element | null>,
  { active = true, onStateChange }: { active?: boolean; onStateChange?: (status: LazyImageStatus) => void } = {},
) {
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(lazyImageReducer, { src, cached: hydrated && loadedImages.has(src) }, initLazyImage);
  // Fade in only images that actually had to load; cached ones appear as they are.
  const [appearedCached] = useState(state.status === "loaded");

  const waitingToStart = active && state.status === "loading" && state.attempts === 0;
  useEffect(() => {
    if (!waitingToStart || !target.current) return;
    // Already on screen: the first attempt starts now (the browser has the file, or is fetching it).
    if (priority) return dispatch({ type: "visible" });
    return whenNearViewport(target.current, () => dispatch({ type: "visible" }));
  }, [waitingToStart, priority, target]);

  const fetching = isFetching(state);
  useEffect(() => {
    if (!fetching) return;
    // Re-runs for each attempt; the cleanup abandons an attempt the component no longer wants.
    return fetchImage(src, { onLoad: () => dispatch({ type: "load" }), onError: () => dispatch({ type: "fail" }) });
  }, [src, fetching, state.attempts]);

  // Report status changes only, not each new callback identity.
  const report = useEffectEvent((status: LazyImageStatus) => onStateChange?.(status));
  useEffect(() => report(state.status), [state.status]);

  const loaded = state.status === "loaded";
  // A first-screen image is in the page from the start, and appears as soon as it arrives.
  return { status: state.status, shown: loaded || (priority && state.status === "loading"), fade: !(appearedCached || priority) };
}

/** The fade of an image that had to load (docs/product.md §9). */
export const IMAGE_FADE_IN = "animate-[cu-fade-in_300ms_ease-out] motion-reduce:animate-none";

function LazyImageOf({
  src,
  alt,
  className = "",
  imgClassName = "block h-full w-full object-cover",
  placeholder,
  errorFallback,
  onStateChange,
  priority = false,
  ...img
}: LazyImageProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const { status, shown, fade } = useLazyImage(src, priority, wrapper, { onStateChange });
  const loaded = status === "loaded";
  return (
    <span
      ref={wrapper}
      data-state={status}
      role={shown || !alt ? undefined : "img"}
      aria-label={shown || !alt ? undefined : alt}
      // alt="": a decorative picture (its text is beside it) stays out of the accessibility tree while it loads too.
      aria-hidden={!shown && !alt ? true : undefined}
      aria-busy={status === "loading" || undefined}
      className={`relative block overflow-hidden ${loaded ? "" : "min-h-16 bg-stone-100"} ${className}`}
    >
      {shown ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          className={`${imgClassName} ${fade ? IMAGE_FADE_IN : ""}`}
          {...img}
        />
      ) : status === "error" ? (
        (errorFallback ?? <ImageError />)
      ) : (
        (placeholder ?? <span aria-hidden="true" className="absolute inset-0 animate-pulse bg-gradient-to-br from-stone-100 to-stone-200/70" />)
      )}
    </span>
  );
}

function ImageError() {
  return (
    <span aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-stone-400">
      <ImageOffIcon size={28} />
      <span className="text-xs">图片加载失败</span>
    </span>
  );
}
