/**
 * The menu drawer of the site header below 1280 px (Radix Dialog: focus trapped, Escape closes,
 * announced as a dialog), with the search and every content area. Loaded with its first opening.
 */
import type { RefObject } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { SearchBox } from "#app/features/content/search-box";
import { AppNavLink } from "#app/components/app-link";

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly { path: string; label: string }[];
  /** The button that opened it (it is no Radix trigger): focus goes back there on closing. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({ open, onOpenChange, items, returnFocusTo }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[1900] bg-black/40 data-[state=open]:animate-in" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-[1901] flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 text-stone-800 shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold">栏目导航</RadixDialog.Title>
            <RadixDialog.Close aria-label="关闭菜单" className="flex h-9 w-9 items-center justify-center rounded-lg text-xl text-stone-500 hover:bg-stone-100">
              ×
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">站点的全部栏目与搜索</RadixDialog.Description>
          <SearchBox className="mt-4" onDone={close} />
          <nav aria-label="栏目导航" className="mt-4">
            <ul className="grid grid-cols-2 gap-1">
              {items.map((item) => (
                <li key={item.path}>
                  <AppNavLink
                    to={item.path}
                    end={item.path === "/"}
                    onClick={close}
                    className={({ isActive }) => `block rounded-lg px-3 py-2.5 ${isActive ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-stone-100"}`}
                  >
                    {item.label}
                  </AppNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
