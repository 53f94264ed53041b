import { Dialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The app's modal dialog: centered, scrollable, direction following the interface. Focus stays
 * inside while it is open and goes back to what had it (the button that opened it) on close;
 * Escape and a click outside close it (through `onOpenChange`). The title names the dialog; a description, when given,
 * describes it (aria-describedby), and without one the dialog has no description at all rather
 * than an empty or repeated one.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Room for tables and side-by-side content. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  // Radix gives focus back to a Dialog.Trigger; these dialogs are opened by the app's own buttons
  // and menu items, so the element focused at opening is remembered instead.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const described = description !== undefined && description !== null && description !== "";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          dir={i18n.dir()}
          // Radix points aria-describedby at Dialog.Description; without one, none at all.
          {...(described ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900 ${
            wide ? "w-[min(48rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"
          }`}
        >
          <Dialog.Title className="font-bold text-lg text-slate-900 dark:text-white">{title}</Dialog.Title>
          {described && (
            <Dialog.Description className="mt-1 text-slate-600 text-sm dark:text-slate-300">
              {description}
            </Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
