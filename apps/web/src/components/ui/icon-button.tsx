import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

/**
 * An icon-only button whose accessible name is also shown as a tooltip on hover and on keyboard
 * focus. Needs a `Tooltip.Provider` above it (the screen sets the delay).
 */
export function IconButton({
  label,
  onClick,
  disabled,
  children,
  pressed,
  className = "",
}: {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  children: ReactNode;
  pressed?: boolean;
  className?: string;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          aria-pressed={pressed}
          onClick={onClick}
          disabled={disabled}
          className={`${buttonClass("icon")} ${pressed ? "bg-slate-200 dark:bg-slate-700" : ""} ${className}`}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-[60] rounded-md bg-slate-900 px-2 py-1 text-white text-xs shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
