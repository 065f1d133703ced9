/** Small building blocks shared by the detail page's sections: the section frame and buttons. */
import type { ReactNode } from "react";
import type { SectionId } from "./sections";

export function Section({
  id,
  title,
  lead,
  aside,
  children,
  className = "",
}: {
  id: SectionId;
  title: string;
  lead?: ReactNode;
  /** Controls on the right of the heading. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      data-testid={`detail-section-${id}`}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-[calc(var(--cu-sticky)+64px)] border-t border-stone-200 defer-render py-12 [contain-intrinsic-size:auto_56rem] sm:py-16 ${className}`}
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-wide text-stone-900">
            {title}
          </h2>
          {lead ? <p className="mt-2 max-w-2xl text-[15px] leading-7 text-stone-500">{lead}</p> : null}
        </div>
        {aside ? <div className="flex flex-wrap items-center gap-2">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}

export const button = {
  primary:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-stone-900 px-6 text-[15px] font-medium text-white shadow-sm transition-colors hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-wait disabled:opacity-70",
  secondary:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-[15px] font-medium text-stone-800 transition-colors hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 aria-pressed:border-orange-300 aria-pressed:bg-orange-50 aria-pressed:text-orange-800",
  small:
    "inline-flex h-8 items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 text-sm text-stone-700 transition-colors hover:border-stone-400 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-wait disabled:opacity-60 aria-pressed:border-orange-300 aria-pressed:bg-orange-50 aria-pressed:text-orange-800",
  smallDark:
    "inline-flex h-8 items-center justify-center gap-1.5 rounded-full bg-stone-900 px-3.5 text-sm text-white transition-colors hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-wait disabled:opacity-60",
} as const;

/** A segmented control's button look (pressed = chosen). */
export const segment =
  "inline-flex h-8 items-center justify-center rounded-md px-3 text-sm text-stone-600 transition-colors hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-600 aria-pressed:bg-white aria-pressed:font-medium aria-pressed:text-stone-900 aria-pressed:shadow-sm";
