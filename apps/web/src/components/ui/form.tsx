import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";

/*
 * The form controls: a labelled Field and the text box, text area and select that take their
 * id, descriptions and validity from it (select.tsx adds the select); TextField (the two together
 * at the sign-in size) and Banner. One module, so a form's route loads them in one piece.
 */

export type ControlSize = "md" | "lg";

/** What a control inside a `Field` takes from it: its id, its descriptions and whether it is invalid. */
export interface FieldControl {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid": boolean;
}

const FieldContext = createContext<(FieldControl & { size: ControlSize }) | null>(null);

/**
 * A labelled control with its hint and its (localized) error. The label names the control; the
 * error then the hint describe it (aria-describedby) and the error marks it invalid. The hint
 * stays while there is an error, so the instructions are still there when they are needed most;
 * the error is announced as it appears (role="alert").
 *
 * The kit's `Input`, `Textarea` and `Select` inside take all of this by themselves; any other
 * control gets it from the render-function form: `<Field …>{(control) => <input {...control} />}</Field>`.
 * `size` is the controls' size inside (the sign-in and settings forms are `lg`).
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  aside,
  size = "md",
  className = "",
  children,
}: {
  /** The control's id; a generated one when not given. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Something shown after the label on the same line (a badge, a link). */
  aside?: ReactNode;
  size?: ControlSize;
  className?: string;
  children: ReactNode | ((control: FieldControl) => ReactNode);
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hasError = error !== undefined && error !== null && error !== "";
  const hasHint = hint !== undefined && hint !== null && hint !== "";
  const describedBy = [hasError && `${id}-error`, hasHint && `${id}-hint`].filter(Boolean).join(" ");
  const control: FieldControl = {
    id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": hasError,
  };
  const labelElement = (
    <label htmlFor={id} className="font-medium text-slate-800 text-sm dark:text-slate-200">
      {label}
    </label>
  );
  return (
    <div className={`flex flex-col ${size === "lg" ? "gap-1.5" : "gap-1"} ${className}`}>
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      <FieldContext.Provider value={{ ...control, size }}>
        {typeof children === "function" ? children(control) : children}
      </FieldContext.Provider>
      {hasHint && (
        <p id={`${id}-hint`} className="text-slate-500 text-xs dark:text-slate-400">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={`${id}-error`} role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The props a kit control takes from the `Field` around it, merged under its own: its own id and
 * aria-invalid win, its own aria-describedby is added after the field's. The size is the
 * control's own, else the field's, else `md`.
 */
export function useFieldControl<
  P extends { id?: string; "aria-describedby"?: string; "aria-invalid"?: unknown },
>(props: P, ownSize?: ControlSize): P & { size: ControlSize } {
  const field = useContext(FieldContext);
  if (!field) return { ...props, size: ownSize ?? "md" };
  const describedBy = [field["aria-describedby"], props["aria-describedby"]].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? field["aria-invalid"],
    size: ownSize ?? field.size,
  };
}

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

/** A radio button drawn as a bordered card around its label; the checked card is tinted teal. */
export function RadioCard({
  children,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-slate-800 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 dark:border-slate-600 dark:text-slate-200 dark:has-[:checked]:bg-teal-950">
      <input type="radio" className="accent-teal-700" {...props} />
      {children}
    </label>
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
