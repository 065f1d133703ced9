/**
 * Blocks with the `defer-render` utility (app/styles/app.css) are laid out only when they come
 * near the screen; until then they hold a placeholder height. A scroll to a position or to an
 * element further down must first lay out the deferred blocks above it, or it lands where the
 * placeholders put it and the content then moves away (a section link landed 330 px off).
 */
export function revealDeferred(target?: Element): void {
  for (const el of document.querySelectorAll<HTMLElement>(".defer-render")) {
    // Only the blocks before the target (or its container) move it.
    if (target && !(el.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    el.style.contentVisibility = "visible";
  }
}
