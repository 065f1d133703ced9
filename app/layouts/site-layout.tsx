/**
 * The four layouts of docs/product.md §2 share one frame: header, page (faded in), footer — blank has
 * neither. A layout may add a bar under the header (the font layout's preview toolbar) and a
 * provider around everything (the toolbar's state, kept while its pages change).
 */
import { Fragment, type ComponentType, type ReactNode } from "react";
import { Outlet, useRouteError } from "react-router";
import type { LayoutName } from "#contract/routes";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { PageTransition } from "#app/components/page-transition";
import { ErrorPage } from "#app/components/error-page";

const FRAME_CLASS: Record<LayoutName, string> = {
  home: "relative flex min-h-screen flex-col",
  default: "flex min-h-screen flex-col",
  font: "flex min-h-screen flex-col bg-white",
  blank: "min-h-screen bg-white",
};

function Frame({ name, overlay, subheader, children }: { name: LayoutName; overlay: boolean; subheader?: ReactNode; children: ReactNode }) {
  if (name === "blank") {
    // Blank pages bring their own <main>: the console's frame puts its header and navigation
    // beside it, and one main may not hold another.
    return (
      <div className={FRAME_CLASS.blank} data-layout="blank">
        {children}
      </div>
    );
  }
  return (
    <div className={FRAME_CLASS[name]} data-layout={name}>
      <SiteHeader overlay={overlay} />
      {subheader}
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}

export interface LayoutParts {
  /** Wraps the whole layout (state its pages share, kept while they change). */
  Provider?: ComponentType<{ children: ReactNode }>;
  /** A bar under the header, outside the page transition (not on the error page). */
  Subheader?: ComponentType;
}

/** The route module parts of a layout: its component and its error boundary (the 404 page among others). */
export function siteLayout(name: LayoutName, { Provider = Fragment, Subheader }: LayoutParts = {}) {
  return {
    Layout() {
      return (
        <Provider>
          <Frame name={name} overlay={name === "home"} subheader={Subheader ? <Subheader /> : null}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </Frame>
        </Provider>
      );
    },
    ErrorBoundary() {
      const page = <ErrorPage error={useRouteError()} />;
      // On an error the home hero is gone, so the header is not laid over it.
      return (
        <Provider>
          <Frame name={name} overlay={false}>
            {name === "blank" ? <main>{page}</main> : page}
          </Frame>
        </Provider>
      );
    },
  };
}
