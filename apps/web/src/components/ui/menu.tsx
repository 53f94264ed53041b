import { DropdownMenu } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * A dropdown menu's panel (Radix DropdownMenu.Content) in a portal: a white card with a border and
 * a shadow above the page; `className` gives its width.
 */
export function MenuContent({ className = "", ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        {...props}
        className={`z-50 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${className}`}
      />
    </DropdownMenu.Portal>
  );
}

/**
 * The classes of a menu item: highlighted under the pointer or the keyboard, dimmed when disabled;
 * its icon and text centred in the row, or at the top (`start`) when the item has a second line.
 */
export function menuItemClass(align: "center" | "start" = "center"): string {
  return `flex cursor-pointer ${align === "start" ? "items-start" : "items-center"} gap-2 rounded-md px-3 py-2 text-slate-700 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800`;
}

/** The line between groups of menu items. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />;
}
