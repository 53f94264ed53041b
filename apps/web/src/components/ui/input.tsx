import type { ComponentProps } from "react";
import { type ControlSize, useFieldControl } from "./field";

const paddings: Record<ControlSize, string> = { md: "px-3 py-2", lg: "px-3 py-2.5" };

/**
 * The classes of a text box (input, textarea, select): a teal outline on focus, a red border
 * when aria-invalid, placeholders dark enough to read (4.5:1).
 */
export function inputClass(size: ControlSize = "md"): string {
  return `w-full rounded-lg border border-slate-300 bg-white text-slate-900 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500 [&[readonly]]:bg-slate-50 dark:border-slate-600 dark:[&[readonly]]:bg-slate-800 dark:bg-slate-800 dark:text-white dark:disabled:bg-slate-900 dark:placeholder:text-slate-400 ${paddings[size]}`;
}

type InputProps = Omit<ComponentProps<"input">, "size"> & { size?: ControlSize };

/** A text input; inside a `Field` it is labelled, described and marked invalid by it. */
export function Input({ size, className = "", ...props }: InputProps) {
  const { size: resolved, ...control } = useFieldControl(props, size);
  return <input {...control} className={`${inputClass(resolved)} ${className}`} />;
}

type TextareaProps = ComponentProps<"textarea"> & { size?: ControlSize };

/** A multi-line text input; inside a `Field` it is labelled, described and marked invalid by it. */
export function Textarea({ size, className = "", ...props }: TextareaProps) {
  const { size: resolved, ...control } = useFieldControl(props, size);
  return <textarea {...control} className={`${inputClass(resolved)} ${className}`} />;
}
