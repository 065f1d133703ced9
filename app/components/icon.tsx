/**
 * The icons of the favourite and compare buttons, drawn as a mask filled with the text colour
 * (app/styles/app.css, `--icon-*`). In every font row and card the buttons draw them as their own
 * ::before, so a row's icons are no elements at all (docs/decisions/031); elsewhere (the detail
 * page's large favourite button, an article's) this renders one empty span.
 */
import type { CSSProperties } from "react";

export type IconName = "heart" | "heart-filled" | "compare" | "check";

export function Icon({ name, size }: { name: IconName; size: number }) {
  return <span aria-hidden="true" className="icon-mask" style={{ "--icon": `var(--icon-${name})`, "--icon-size": `${size}px` } as CSSProperties} />;
}
