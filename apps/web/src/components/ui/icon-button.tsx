import { Tooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
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
    <WithTooltip content={label}>
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
    </WithTooltip>
  );
}

/**
 * Shows `content` in the app's tooltip beside `children` (one element that takes a ref, such as
 * a button) on hover and on keyboard focus. Needs a `Tooltip.Provider` above it.
 */
export function WithTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-[60] max-w-64 rounded-md bg-slate-900 px-2 py-1 text-white text-xs shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
