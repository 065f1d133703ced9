/**
 * The favourite button of a font (list cards and rows, the detail page): filled when the font is
 * in any of the user's groups; a click opens a small popover to tick the groups it belongs to or
 * to create a group and put it there at once. Signed out, it opens the login dialog instead.
 * The popover (./favorite-popover, Radix) loads with the first opening, not with the page.
 *
 * Test hooks: data-testid="favorite-button" (data-font-id, aria-pressed), "favorite-popover",
 * "favorite-group-option" (aria-checked), "favorite-new-group" (the name input).
 */
import { lazy, Suspense, useState } from "react";
import { toast } from "#app/lib/toast";
import { useSession, useSessionStore } from "#app/lib/session";
import { useFavoriteGroups } from "./use-favorites";
import { Icon } from "#app/components/icon";

const loadPopover = () => import("./favorite-popover");
const FavoritePopover = lazy(() => loadPopover().then((m) => ({ default: m.FavoritePopover })));

export function HeartIcon({ filled = false, size = 16 }: { filled?: boolean; size?: number }) {
  return <Icon name={filled ? "heart-filled" : "heart"} size={size} />;
}

const LOOKS = {
  // In every font row and card: one class (app/styles/app.css), which draws the heart as the
  // button's ::before (filled when aria-pressed), so the button is the row's only element for it.
  icon: "row-favorite",
  large:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-[15px] font-medium text-stone-800 transition-colors hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 aria-pressed:border-rose-200 aria-pressed:bg-rose-50 aria-pressed:text-rose-700",
} as const;

export function FavoriteButton({ fontId, fontName, look = "icon" }: { fontId: number; fontName: string; look?: keyof typeof LOOKS }) {
  const store = useSessionStore();
  const token = useSession((s) => s.token);
  const groups = useFavoriteGroups();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const saved = groups.some((g) => g.fontIds.includes(fontId));
  const label = saved ? `已收藏 ${fontName}` : `收藏 ${fontName}`;

  const onOpenChange = (next: boolean) => {
    if (next && !token) {
      toast.info("请先登录后再收藏字体");
      store.getState().showAccountModal("login");
      return;
    }
    if (next) setWanted(true);
    setOpen(next);
  };

  const trigger = {
    type: "button",
    "data-testid": "favorite-button",
    "data-font-id": fontId,
    "aria-pressed": saved,
    "aria-label": look === "icon" ? label : undefined,
    title: look === "icon" ? label : undefined,
    className: LOOKS[look],
    children:
      look === "large" ? (
        <>
          <HeartIcon filled={saved} size={18} />
          {saved ? "已收藏" : "收藏"}
        </>
      ) : null,
  } as const;
  // Until the first opening, a plain button with the attributes Radix's trigger would have.
  const placeholder = (
    <button
      {...trigger}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={token ? loadPopover : undefined}
      onClick={() => onOpenChange(true)}
    />
  );
  return wanted ? (
    <Suspense fallback={placeholder}>
      <FavoritePopover fontId={fontId} fontName={fontName} open={open} onOpenChange={onOpenChange} trigger={trigger} />
    </Suspense>
  ) : (
    placeholder
  );
}
