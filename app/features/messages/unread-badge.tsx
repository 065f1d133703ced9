/** The red count of unread messages (header avatar, menu, message tabs); nothing when zero. */
import type { SVGProps } from "react";

export function UnreadBadge({ count, className = "", testId }: { count: number; className?: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      data-count={count}
      aria-hidden="true"
      className={`inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-semibold leading-none text-white tabular-nums ring-2 ring-white ${className}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

export function BellIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
