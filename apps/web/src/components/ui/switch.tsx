import { type ComponentProps, type ReactNode, useId } from "react";

/**
 * An on/off switch (role="switch") for a setting that applies at once, with its label and an
 * optional hint that describes it. The knob slides toward the inline end in either direction.
 */
export function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-teal-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${checked ? "bg-teal-700" : "bg-slate-300 dark:bg-slate-600"}`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-[22px] rtl:-translate-x-[22px]" : "translate-x-0.5 rtl:-translate-x-0.5"}`}
        />
      </button>
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900 text-sm dark:text-white">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-slate-600 text-xs dark:text-slate-300">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A checkbox with its label beside it (a choice kept with a form, or an option in a panel).
 * `onCheckedChange` gets the new state; `onChange` and a ref (react-hook-form's register) reach the input.
 */
export function Checkbox({
  label,
  onCheckedChange,
  onChange,
  className = "",
  ...props
}: Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 text-slate-800 text-sm dark:text-slate-200 ${className}`}
    >
      <input
        type="checkbox"
        {...props}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        className="size-4 accent-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600 focus-visible:outline-offset-2"
      />
      {label}
    </label>
  );
}
