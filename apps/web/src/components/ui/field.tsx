import { createContext, type ReactNode, useContext, useId } from "react";

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
