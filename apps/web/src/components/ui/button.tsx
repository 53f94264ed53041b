import type { ComponentProps } from "react";

/**
 * The app's button looks. Every one shows the teal focus outline when reached from the keyboard
 * (focus-visible); filled buttons draw it two pixels out so it stands apart from their own colour.
 * Logical utilities only, so the same classes serve right-to-left and left-to-right.
 */
const variants = {
  primary:
    "rounded-lg bg-teal-700 font-medium text-sm text-white hover:bg-teal-800 focus-visible:outline-offset-2 disabled:opacity-60",
  secondary:
    "rounded-lg border border-slate-300 bg-white font-medium text-slate-700 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
  danger:
    "rounded-lg bg-red-600 font-medium text-sm text-white hover:bg-red-700 focus-visible:outline-offset-2 disabled:opacity-60",
  /** A destructive action that should not draw the eye (beside a primary button). */
  dangerOutline:
    "rounded-lg border border-red-300 font-medium text-red-700 text-sm hover:bg-red-50 disabled:opacity-60 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950",
  ghost:
    "rounded-lg font-medium text-slate-700 text-sm hover:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800",
  /** A square icon-only button; it needs an accessible name (aria-label). */
  icon: "size-8 shrink-0 rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800",
} as const;

const sizes = {
  sm: "px-3 py-2",
  md: "px-4 py-2",
  /** The sign-in and settings forms, whose inputs are taller too. */
  lg: "px-4 py-2.5",
} as const;

export type ButtonVariant = keyof typeof variants | "link";
export type ButtonSize = keyof typeof sizes;

const focus = "focus-visible:outline-2 focus-visible:outline-teal-600";

/**
 * The classes of a button look, for elements that act as buttons without being `Button` (router
 * links, Radix triggers, file-picker labels). `link` is text that reads as a link; `icon` has a
 * fixed size; ghost buttons are `sm` unless told otherwise, the others `md`.
 */
export function buttonClass(variant: ButtonVariant = "primary", size?: ButtonSize): string {
  if (variant === "link")
    return `rounded-sm font-medium text-sm text-teal-700 underline-offset-4 hover:underline ${focus} focus-visible:outline-offset-2 dark:text-teal-400`;
  const padding = variant === "icon" ? "" : sizes[size ?? (variant === "ghost" ? "sm" : "md")];
  return `inline-flex items-center justify-center gap-2 disabled:cursor-not-allowed ${focus} ${variants[variant]} ${padding}`;
}

/**
 * Phosphor's CircleNotch (regular), inline: the icon component carries all six weights, and the
 * sign-in route, which shows this spinner, has a tight script budget (bench/login-bundle).
 */
function Spinner() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 256 256"
      width="1em"
      height="1em"
      fill="currentColor"
      className="animate-spin"
    >
      <path d="M232,128a104,104,0,0,1-208,0c0-41,23.81-78.36,60.66-95.27a8,8,0,0,1,6.68,14.54C60.15,61.59,40,93.27,40,128a88,88,0,0,0,176,0c0-34.73-20.15-66.41-51.34-80.73a8,8,0,0,1,6.68-14.54C208.19,49.64,232,87,232,128Z" />
    </svg>
  );
}

/**
 * A button (type "button" unless told otherwise) in one of the looks; while `pending` it shows a
 * spinner, is disabled and says it is busy.
 */
export function Button({
  variant = "primary",
  size,
  pending = false,
  className = "",
  children,
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize; pending?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled || pending}
      aria-busy={pending || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
