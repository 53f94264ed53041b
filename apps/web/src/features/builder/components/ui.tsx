import { Popover, Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Small design-system pieces of the builder (RTL-safe: logical utilities only). */

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-50",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 font-medium text-sm text-white hover:bg-red-700 disabled:opacity-50",
  ghost:
    "inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800",
  icon: "inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800",
};

export const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:disabled:bg-slate-900";

/** An icon-only button with an accessible name shown as a tooltip. */
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
          className={`${buttonClass.icon} ${pressed ? "bg-slate-200 dark:bg-slate-700" : ""} ${className}`}
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

/** A labelled field with its localized error or hint. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className = "",
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-700 text-sm dark:text-slate-200">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p
          id={`${id}-hint`}
          className={`text-xs ${error ? "text-red-600 dark:text-red-400" : "text-slate-500"}`}
        >
          {hint}
        </p>
      )}
    </div>
  );
}

/** A button opening a panel (pickers in the preview header). */
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
        <button type="button" className={buttonClass.ghost} disabled={disabled} aria-label={label}>
          {icon}
          {showLabel && <span className="hidden xl:inline">{label}</span>}
        </button>
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

/** A labelled range slider with its value. */
export function Slider({
  id,
  label,
  value,
  min,
  max,
  step,
  onChange,
  format = String,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        <output htmlFor={id} className="text-slate-500 tabular-nums" dir="ltr">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-teal-700"
      />
    </div>
  );
}

/** A labelled checkbox switch. */
export function Switch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-2 text-slate-700 text-sm dark:text-slate-200"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-teal-700"
      />
      {label}
    </label>
  );
}
