import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stripHtmlSuffix } from "#contract/routes";
import { installChunkReloadGuard } from "./lib/chunk-reload";

// The server rendered "/font.html" as "/font"; the router must hydrate the same location.
const bare = stripHtmlSuffix(window.location.pathname);
if (bare !== window.location.pathname) {
  window.history.replaceState(window.history.state, "", bare + window.location.search + window.location.hash);
}
installChunkReloadGuard();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
