import type { ComponentProps } from "react";
import { type ControlSize, inputClass, useFieldControl } from "./form";

/** A select that takes only the width it needs (a list's sort, a filter in a toolbar). */
const compactClass =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-white";

type SelectProps = Omit<ComponentProps<"select">, "size"> & { size?: ControlSize | "compact" };

/**
 * A native select in the text boxes' look (or `compact`); inside a `Field` it is labelled,
 * described and marked invalid by it. Native, so the keyboard and screen readers know it.
 */
export function Select({ size, className = "", ...props }: SelectProps) {
  const { size: resolved, ...control } = useFieldControl(props, size === "compact" ? undefined : size);
  const look = size === "compact" ? compactClass : inputClass(resolved);
  return <select {...control} className={`${look} ${className}`} />;
}
