/** Small building blocks shared by the detail page's sections: the section frame, buttons, icons. */
import type { ReactNode, SVGProps } from "react";
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
      className={`scroll-mt-[calc(var(--cu-sticky)+64px)] border-t border-stone-200 py-12 sm:py-16 ${className}`}
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

type IconProps = SVGProps<SVGSVGElement>;
const icon = (props: IconProps, children: ReactNode) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
    {children}
  </svg>
);

export const DownloadIcon = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </>,
  );
export const CompareIcon = (p: IconProps) =>
  icon(
    p,
    <>
      <rect x="3" y="5" width="7" height="14" rx="1.5" />
      <rect x="14" y="5" width="7" height="14" rx="1.5" />
    </>,
  );
export const CheckIcon = (p: IconProps) => icon(p, <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const ExternalIcon = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="M14 4h6v6" />
      <path d="M20 4 11 13" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>,
  );
export const ImageIcon = (p: IconProps) =>
  icon(
    p,
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </>,
  );
export const ChevronLeftIcon = (p: IconProps) => icon(p, <path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = (p: IconProps) => icon(p, <path d="m9 5 7 7-7 7" />);
export const PlusIcon = (p: IconProps) => icon(p, <path d="M12 5v14M5 12h14" />);
export const MinusIcon = (p: IconProps) => icon(p, <path d="M5 12h14" />);
export const CloseIcon = (p: IconProps) => icon(p, <path d="M6 6l12 12M18 6 6 18" />);
export const SpinnerIcon = (p: IconProps) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" className="animate-spin" {...p}>
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);
export const PlayIcon = (p: IconProps) =>
  icon(
    p,
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m10 9 5 3-5 3z" />
    </>,
  );
export const CaseIcon = (p: IconProps) =>
  icon(
    p,
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    </>,
  );
