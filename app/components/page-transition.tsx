import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PAGE_TRANSITION } from "#contract/constants";

/** Each new page fades in (the `cu-fade` transition of spec §9). */
export function PageTransition({ children, className = "" }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={`${PAGE_TRANSITION} ${className}`}>
      {children}
    </div>
  );
}
