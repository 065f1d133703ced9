/** The dialog itself (Radix), loaded with the first opening of any dialog: see ./dialog.tsx. */
import { XIcon } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { DIALOG_TOP } from "#contract/constants";
import { useModalZIndex } from "#app/lib/modal-stack";
import type { DialogProps } from "./dialog";

export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  top = DIALOG_TOP,
  widthClassName = "max-w-lg",
  className = "",
  hideClose = false,
  closeOnEscape = true,
  closeOnOverlayClick = true,
}: DialogProps) {
  const zIndex = useModalZIndex(open);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* The panel sits inside the overlay so a tall dialog scrolls with it instead of leaving the screen. */}
        <RadixDialog.Overlay
          style={{ zIndex }}
          className="fixed inset-0 overflow-y-auto bg-stone-950/45 px-4 backdrop-blur-[2px] data-[state=open]:animate-[cu-fade-in_150ms_ease-out] motion-reduce:animate-none"
        >
          <RadixDialog.Content
            style={{ marginTop: top }}
            // Without a description, say so explicitly (Radix otherwise points at a missing element).
            {...(description ? {} : { "aria-describedby": undefined })}
            onEscapeKeyDown={closeOnEscape ? undefined : (event) => event.preventDefault()}
            onPointerDownOutside={closeOnOverlayClick ? undefined : (event) => event.preventDefault()}
            className={`relative mx-auto mb-[8vh] w-full ${widthClassName} rounded-xl border border-stone-200 bg-white text-stone-800 shadow-2xl shadow-stone-900/15 outline-none data-[state=open]:animate-[cu-fade-in_200ms_ease-out] motion-reduce:animate-none ${className}`}
          >
            <div className="px-6 pb-2 pt-5">
              <RadixDialog.Title className="pr-8 text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className="mt-1 text-sm text-stone-500">{description}</RadixDialog.Description> : null}
            </div>
            {children ? <div className="px-6 py-3 text-[15px] leading-7 text-stone-700">{children}</div> : null}
            {footer ? <div className="flex flex-wrap justify-end gap-2 px-6 pb-5 pt-3">{footer}</div> : <div className="pb-3" />}
            {/* Last in the DOM so opening focuses the first field of the body, not this button. */}
            {hideClose ? null : (
              <RadixDialog.Close
                aria-label="关闭"
                className="absolute right-3 top-3 grid size-8 place-items-center rounded-lg text-stone-400 transition-colors hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-orange-600"
              >
                <XIcon size={16} />
              </RadixDialog.Close>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
