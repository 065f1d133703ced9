/**
 * The sticky in-page navigation: one anchor per section (so the URL hash names it), the section
 * being read highlighted. Sits under the site header (h-16).
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { SCROLL_RESIZE_THROTTLE_MS } from "#contract/constants";
import { throttle } from "#app/lib/throttle";
import { activeSection, DETAIL_SECTIONS, type SectionId } from "./sections";

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Height of this bar, for the sections' scroll margin and the scroll spy. */
export const NAV_HEIGHT = 49;

/**
 * How far down the sticky bars above this one reach: the site header, and the font toolbar where
 * it is sticky (from the small breakpoint up). null until measured in the browser; CSS defaults
 * (see stickyVars) cover the server render.
 */
export function useStickyTop(): number | null {
  const [top, setTop] = useState<number | null>(null);
  useIsoLayoutEffect(() => {
    const bars = [document.querySelector("header"), document.querySelector('[data-testid="font-toolbar"]')].filter((el): el is Element => Boolean(el));
    const measure = () => {
      let sum = 0;
      for (const el of bars) if (getComputedStyle(el).position === "sticky") sum += el.getBoundingClientRect().height;
      setTop(Math.round(sum));
    };
    // No measuring here: in the hydration commit a read forces a layout of the whole page (~75 ms
    // at 4× CPU on /font/{id}); the observer reports each bar's size once, after the next layout.
    const observer = new ResizeObserver(measure);
    for (const el of bars) observer.observe(el);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);
  return top;
}

/** The CSS variable the nav's `top` and the sections' scroll margin use, once measured. */
export function stickyVars(top: number | null): CSSProperties | undefined {
  return top === null ? undefined : ({ "--cu-sticky": `${top}px` } as CSSProperties);
}

export function SectionNav({ name, nameStyle, stickyTop }: { name: string; nameStyle?: CSSProperties; stickyTop: number | null }) {
  const [active, setActive] = useState<SectionId | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const spyLine = (stickyTop ?? 64) + NAV_HEIGHT + 16;
  useEffect(() => {
    const update = throttle(() => {
      const tops = DETAIL_SECTIONS.flatMap(({ id }) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const first = tops[0];
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      // Above the first section (in the hero) nothing is highlighted.
      setActive(first && first.top > spyLine + 1 ? null : activeSection(tops, spyLine, atBottom));
    }, SCROLL_RESIZE_THROTTLE_MS);
    // The first reading after the next paint, when layout is done anyway (not forced now).
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(update);
    });
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      update.cancel();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [spyLine]);

  // Keep the highlighted link in view on narrow screens, where the bar scrolls sideways.
  useEffect(() => {
    if (!active || !list.current) return;
    const link = list.current.querySelector<HTMLElement>(`[data-section="${active}"]`);
    if (!link) return;
    const box = list.current;
    const left = link.offsetLeft - box.clientWidth / 2 + link.clientWidth / 2;
    box.scrollTo({ left, behavior: "smooth" });
  }, [active]);

  return (
    <nav aria-label="字体详情导航" data-testid="section-nav" className="sticky top-[var(--cu-sticky)] z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 sm:px-6">
        <span className="hidden shrink-0 truncate text-lg text-stone-900 lg:block lg:max-w-[14em]" style={nameStyle}>
          {name}
        </span>
        <ul ref={list} className="-mb-px flex min-w-0 flex-1 gap-1 overflow-x-auto [scrollbar-width:none] lg:justify-end">
          {DETAIL_SECTIONS.map(({ id, label }) => (
            <li key={id} className="shrink-0">
              <a
                href={`#${id}`}
                data-section={id}
                aria-current={active === id ? "location" : undefined}
                className="block border-b-2 border-transparent px-3 py-3 text-[15px] text-stone-500 transition-colors hover:text-stone-900 aria-[current=location]:border-orange-600 aria-[current=location]:font-medium aria-[current=location]:text-stone-900"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
