import type { ComponentProps, ReactNode } from "react";
import { Field } from "./field";
import { Input } from "./input";

type TextFieldProps = Omit<ComponentProps<"input">, "size"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Something shown after the label on the same line (a badge, a link). */
  aside?: ReactNode;
};

/**
 * A labelled input of the sign-in and settings forms (the `lg` size) with its hint or localized
 * error, wired for screen readers by `Field`. The ref reaches the input (react-hook-form's register).
 */
export function TextField({ id, label, error, hint, aside, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} aside={aside} size="lg">
      <Input {...props} />
    </Field>
  );
}

/** A coloured notice block (error or info) inside a page. */
export function Banner({ kind, children }: { kind: "error" | "info" | "success"; children: ReactNode }) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
    info: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200",
    success:
      "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  };
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-lg border p-3 text-sm ${styles[kind]}`}
    >
      {children}
    </div>
  );
}
