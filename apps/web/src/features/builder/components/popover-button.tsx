import { Popover } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";

/** A toolbar button opening a panel (the pickers in the preview header). */
export function PopoverButton({
  label,
  icon,
  children,
  disabled,
  showLabel = true,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  showLabel?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" disabled={disabled} aria-label={label}>
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
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
