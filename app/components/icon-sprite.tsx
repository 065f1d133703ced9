/**
 * Icons that repeat down a page (the favourite and compare buttons of every font row and card)
 * are drawn once per document as symbols and referenced with `<use>`: a row's icon is then a few
 * bytes instead of its whole path, in the HTML and in React's tree (docs/decisions/028).
 * The sprite is rendered by the site chrome (app/layouts/app-chrome.tsx), so every page has it.
 * Fill and stroke are set on each `<svg>` that uses a symbol and inherited by the symbol's shapes,
 * so one heart serves both the outline and the filled state.
 */
const SYMBOLS = {
  heart: <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z" strokeLinejoin="round" />,
  compare: <path d="M8 4v16M16 4v16M4 8h8M12 16h8" strokeLinecap="round" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" />,
} as const;

export type IconName = keyof typeof SYMBOLS;

const symbolId = (name: IconName) => `icon-${name}`;

export function IconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      {Object.entries(SYMBOLS).map(([name, shape]) => (
        <symbol key={name} id={symbolId(name as IconName)} viewBox="0 0 24 24">
          {shape}
        </symbol>
      ))}
    </svg>
  );
}

/** An icon of the sprite, outlined in the text colour; `filled` fills it too. */
export function Icon({ name, size, filled = false }: { name: IconName; size: number; filled?: boolean }) {
  return (
    <svg width={size} height={size} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
