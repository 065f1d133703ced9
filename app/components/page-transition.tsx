import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PAGE_TRANSITION } from "#contract/constants";

/**
 * Each page the visitor navigates to fades in (the `cu-fade` transition of docs/product.md §9). The page the
 * server rendered does not: its first paint is the page itself, not a transparent frame, so the
 * browser can paint it (and count its largest paint) as soon as the HTML and CSS are in. React
 * Router keys the initial location "default" and every navigation with a new key.
 */
export function PageTransition({ children, className = "" }: { children: ReactNode; className?: string }) {
  const { pathname, key } = useLocation();
  const fade = key === "default" ? "" : PAGE_TRANSITION;
  return (
    <div key={pathname} className={`${fade} ${className}`.trim()}>
      {children}
    </div>
  );
}
