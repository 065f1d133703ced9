/** The favourite popover of a font (Radix Popover), loaded with its first opening: ./favorite-button.tsx. */
import { useState, type FormEvent, type ReactNode } from "react";
import { Popover } from "radix-ui";
import { toast } from "#app/lib/toast";
import { FAVORITE_LIMITS, FAVORITE_MESSAGES } from "#contract/favorite-constants";
import { useFavoriteActions, useFavoriteGroups } from "./use-favorites";

export interface FavoritePopoverProps {
  fontId: number;
  fontName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's attributes and content, as FavoriteButton drew it before the popover loaded. */
  trigger: Record<string, unknown> & { children: ReactNode };
}

export function FavoritePopover({ fontId, fontName, open, onOpenChange, trigger }: FavoritePopoverProps) {
  const groups = useFavoriteGroups();
  const actions = useFavoriteActions();
  const [busy, setBusy] = useState<number | "new" | null>(null);
  const [name, setName] = useState("");

  const toggle = async (groupId: number, groupName: string, inGroup: boolean) => {
    setBusy(groupId);
    await (inGroup ? actions.removeFont(groupId, fontId) : actions.addFont(groupId, fontId, groupName));
    setBusy(null);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return toast.warning(FAVORITE_MESSAGES.groupNameEmpty);
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
      <Popover.Trigger {...trigger} />
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
