/**
 * The favourite button of a font (list cards and rows, the detail page): filled when the font is
 * in any of the user's groups; a click opens a small popover to tick the groups it belongs to or
 * to create a group and put it there at once. Signed out, it opens the login dialog instead.
 *
 * Test hooks: data-testid="favorite-button" (data-font-id, aria-pressed), "favorite-popover",
 * "favorite-group-option" (aria-checked), "favorite-new-group" (the name input).
 */
import { useState, type FormEvent } from "react";
import { Popover } from "radix-ui";
import { toast } from "#app/lib/toast";
import { useSession, useSessionStore } from "#app/lib/session";
import { FAVORITE_LIMITS } from "#contract/favorite-constants";
import { useFavoriteActions, useFavoriteGroups } from "./use-favorites";

export function HeartIcon({ filled = false, size = 16 }: { filled?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 7.5 3c0 5.4-7.5 10-7.5 10z" />
    </svg>
  );
}

const LOOKS = {
  icon: "relative z-10 inline-flex h-8 w-8 items-center justify-center rounded-full border border-stone-200 bg-white/90 text-stone-500 shadow-sm transition-colors hover:border-rose-300 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 aria-pressed:border-rose-200 aria-pressed:bg-rose-50 aria-pressed:text-rose-600",
  large:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-[15px] font-medium text-stone-800 transition-colors hover:border-stone-400 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 aria-pressed:border-rose-200 aria-pressed:bg-rose-50 aria-pressed:text-rose-700",
} as const;

export function FavoriteButton({ fontId, fontName, look = "icon" }: { fontId: number; fontName: string; look?: keyof typeof LOOKS }) {
  const store = useSessionStore();
  const token = useSession((s) => s.token);
  const groups = useFavoriteGroups();
  const actions = useFavoriteActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | "new" | null>(null);
  const [name, setName] = useState("");
  const saved = groups.some((g) => g.fontIds.includes(fontId));
  const label = saved ? `已收藏 ${fontName}` : `收藏 ${fontName}`;

  const onOpenChange = (next: boolean) => {
    if (next && !token) {
      toast.info("请先登录后再收藏字体");
      store.getState().showAccountModal("login");
      return;
    }
    setOpen(next);
  };

  const toggle = async (groupId: number, groupName: string, inGroup: boolean) => {
    setBusy(groupId);
    await (inGroup ? actions.removeFont(groupId, fontId) : actions.addFont(groupId, fontId, groupName));
    setBusy(null);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return toast.warning("请输入分组名称");
    setBusy("new");
    // Silent: the toasts of the two steps would say the same thing twice.
    const created = await actions.calls.createGroup(trimmed).catch(() => null);
    if (created) {
      await actions.addFont(created.data.id, fontId, trimmed);
      setName("");
    }
    setBusy(null);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        type="button"
        data-testid="favorite-button"
        data-font-id={fontId}
        aria-pressed={saved}
        aria-label={look === "icon" ? label : undefined}
        title={look === "icon" ? label : undefined}
        className={LOOKS[look]}
      >
        <HeartIcon filled={saved} size={look === "icon" ? 16 : 18} />
        {look === "large" ? (saved ? "已收藏" : "收藏") : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-testid="favorite-popover"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-72 rounded-xl border border-stone-200 bg-white p-3 text-sm text-stone-800 shadow-xl shadow-stone-900/10"
        >
          <p className="px-1 pb-2 font-medium text-stone-900">收藏「{fontName}」到分组</p>
          {groups.length === 0 ? (
            <p className="px-1 pb-2 text-stone-500">还没有分组，先新建一个吧。</p>
          ) : (
            <ul className="max-h-56 overflow-y-auto" role="group" aria-label="收藏分组">
              {groups.map((g) => {
                const inGroup = g.fontIds.includes(fontId);
                return (
                  <li key={g.id}>
                    <button
                      type="button"
                      role="menuitemcheckbox"
                      aria-checked={inGroup}
                      data-testid="favorite-group-option"
                      disabled={busy !== null}
                      onClick={() => void toggle(g.id, g.name, inGroup)}
                      className="flex w-full items-center gap-2.5 rounded-lg px-2 py-2 text-left hover:bg-orange-50 disabled:cursor-wait"
                    >
                      <span
                        aria-hidden="true"
                        className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${inGroup ? "border-rose-500 bg-rose-500 text-white" : "border-stone-300"}`}
                      >
                        {inGroup ? "✓" : null}
                      </span>
                      <span className="min-w-0 flex-1 truncate">{g.name}</span>
                      <span className="shrink-0 text-xs tabular-nums text-stone-400">{g.fontIds.length}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <form onSubmit={(e) => void create(e)} className="mt-2 flex gap-2 border-t border-stone-100 pt-3">
            <input
              data-testid="favorite-new-group"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={FAVORITE_LIMITS.groupName}
              placeholder="新分组名称"
              aria-label="新分组名称"
              className="h-8 min-w-0 flex-1 rounded-lg border border-stone-300 px-2.5 outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-600/20"
            />
            <button type="submit" disabled={busy !== null} className="h-8 shrink-0 rounded-lg bg-stone-900 px-3 text-white hover:bg-orange-700 disabled:opacity-60">
              新建并收藏
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
