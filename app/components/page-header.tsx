import type { ReactNode } from "react";
import { AppLink } from "./app-link";

export interface Crumb {
  label: string;
  to?: string;
}

/** A page's heading with its breadcrumb trail (首页 › … › this page). */
export function PageHeader({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children?: ReactNode }) {
  const trail: Crumb[] = [{ label: "首页", to: "/" }, ...crumbs, { label: title }];
  return (
    <div className="border-b border-stone-200 bg-gradient-to-b from-orange-50/60 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-6">
        <nav aria-label="面包屑" className="text-sm text-stone-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            {trail.map((crumb, i) => (
              <li key={i} className="flex items-center gap-1.5">
                {i > 0 ? <span aria-hidden="true">›</span> : null}
                {crumb.to && i < trail.length - 1 ? (
                  <AppLink to={crumb.to} className="hover:text-orange-700">
                    {crumb.label}
                  </AppLink>
                ) : (
                  <span aria-current={i === trail.length - 1 ? "page" : undefined} className="text-stone-700">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold tracking-wide text-stone-900">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-stone-600">{children}</div> : null}
      </div>
    </div>
  );
}
