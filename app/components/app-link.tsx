/** The site's one internal link: prefetches on intent, except offline, on 2g or with data-saver (docs/product.md §4). */
import { forwardRef } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { canPrefetch } from "#app/lib/connectivity";

/**
 * Decided at each render in the browser ("none" on the server, which cannot know the connection).
 * The two render the same <a>: "intent" only adds hover and focus handlers, so hydration matches,
 * and no link has to render a second time once the page runs (that second pass of every link on
 * the page was one long task on a phone, bench/README.md).
 */
function prefetchMode(): LinkProps["prefetch"] {
  return typeof window !== "undefined" && canPrefetch() ? "intent" : "none";
}

export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  return <Link ref={ref} prefetch={prefetchMode()} {...props} />;
});

export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function AppNavLink(props, ref) {
  return <NavLink ref={ref} prefetch={prefetchMode()} {...props} />;
});
