import { Popover } from "radix-ui";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/** What a panel shows while its code loads: its busy state, in a box of a panel's usual height. */
export function PanelLoading() {
  return (
    <div aria-busy="true" className="flex min-h-48 items-center justify-center">
      <span className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-teal-700 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * A toolbar button opening a panel (the pickers in the preview header). A panel loaded on demand
 * shows PanelLoading until it arrives; `preload` starts loading it when the button is pointed at
 * or focused, so it is usually there by the click.
 */
export function PopoverButton({
  label,
  icon,
  children,
  disabled,
  showLabel = true,
  preload,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  showLabel?: boolean;
  preload?: () => void;
}) {
  const { i18n } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          disabled={disabled}
          aria-label={label}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {icon}
          {showLabel && <span className="hidden xl:inline">{label}</span>}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          dir={i18n.dir()}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[80dvh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense fallback={<PanelLoading />}>{children}</Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
