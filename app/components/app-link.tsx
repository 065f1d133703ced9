/** The site's one internal link: prefetches on intent, except offline, on 2g or with data-saver (spec §4). */
import { forwardRef, useEffect, useState } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { canPrefetch } from "../lib/connectivity";

function usePrefetchMode(): LinkProps["prefetch"] {
  // The server cannot know the connection: render "none" and decide in the browser.
  const [mode, setMode] = useState<LinkProps["prefetch"]>("none");
  useEffect(() => setMode(canPrefetch() ? "intent" : "none"), []);
  return mode;
}

export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(props, ref) {
  return <Link ref={ref} prefetch={usePrefetchMode()} {...props} />;
});

export const AppNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function AppNavLink(props, ref) {
  return <NavLink ref={ref} prefetch={usePrefetchMode()} {...props} />;
});
