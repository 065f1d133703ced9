/** The four layouts of spec §2 share one frame: header, page (faded in), footer — blank has neither. */
import type { ReactNode } from "react";
import { Outlet, useRouteError } from "react-router";
import type { LayoutName } from "../../contract/routes";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { PageTransition } from "./page-transition";
import { ErrorPage } from "./error-page";

const FRAME_CLASS: Record<LayoutName, string> = {
  home: "relative flex min-h-screen flex-col",
  default: "flex min-h-screen flex-col",
  font: "flex min-h-screen flex-col bg-white",
  blank: "min-h-screen bg-white",
};

function Frame({ name, overlay, children }: { name: LayoutName; overlay: boolean; children: ReactNode }) {
  if (name === "blank") {
    return (
      <main className={FRAME_CLASS.blank} data-layout="blank">
        {children}
      </main>
    );
  }
  return (
    <div className={FRAME_CLASS[name]} data-layout={name}>
      <SiteHeader overlay={overlay} />
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}

/** The route module parts of a layout: its component and its error boundary (the 404 page among others). */
export function siteLayout(name: LayoutName) {
  return {
    Layout() {
      return (
        <Frame name={name} overlay={name === "home"}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Frame>
      );
    },
    ErrorBoundary() {
      // On an error the home hero is gone, so the header is not laid over it.
      return (
        <Frame name={name} overlay={false}>
          <ErrorPage error={useRouteError()} />
        </Frame>
      );
    },
  };
}
