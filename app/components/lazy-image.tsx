/**
 * An image that loads only when it comes within 1.3 viewport heights (docs/product.md §4, §9), retries up
 * to 3 times, and shows a placeholder meanwhile. The wrapper carries `data-state` = loading |
 * loaded | error. The server always renders the placeholder, so hydration never mismatches.
 */
import { ImageOffIcon } from "lucide-react";
import { useEffect, useEffectEvent, useReducer, useRef, useState, useSyncExternalStore, type ImgHTMLAttributes, type ReactNode } from "react";
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
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(lazyImageReducer, { src, cached: hydrated && loadedImages.has(src) }, initLazyImage);
  // Fade in only images that actually had to load; cached ones appear as they are.
  const [appearedCached] = useState(state.status === "loaded");
  const wrapper = useRef<HTMLSpanElement>(null);

  const waitingToStart = state.status === "loading" && state.attempts === 0;
  useEffect(() => {
    if (!waitingToStart || !wrapper.current) return;
    // Already on screen: the first attempt starts now (the browser has the file, or is fetching it).
    if (priority) return dispatch({ type: "visible" });
    return whenNearViewport(wrapper.current, () => dispatch({ type: "visible" }));
  }, [waitingToStart, priority]);

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
  const shown = loaded || (priority && state.status === "loading");
  return (
    <span
      ref={wrapper}
      data-state={state.status}
      role={shown || !alt ? undefined : "img"}
      aria-label={shown || !alt ? undefined : alt}
      // alt="": a decorative picture (its text is beside it) stays out of the accessibility tree while it loads too.
      aria-hidden={!shown && !alt ? true : undefined}
      aria-busy={state.status === "loading" || undefined}
      className={`relative block overflow-hidden ${loaded ? "" : "min-h-16 bg-stone-100"} ${className}`}
    >
      {shown ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          className={`${imgClassName} ${appearedCached || priority ? "" : "animate-[cu-fade-in_300ms_ease-out] motion-reduce:animate-none"}`}
          {...img}
        />
      ) : state.status === "error" ? (
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
