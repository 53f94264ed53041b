/**
 * The arc of a circular score: a grey track and, over it, an arc of `fraction` (0–1) starting at
 * the top, drawn in a `box`-unit square that fills its positioned parent. The arc's colour comes
 * from `arcClassName` (a stroke utility, or `stroke-current` for the text colour).
 */
export function ProgressRing({
  fraction,
  box,
  radius,
  width,
  arcClassName,
}: {
  fraction: number;
  box: number;
  radius: number;
  width: number;
  arcClassName: string;
}) {
  const circumference = 2 * Math.PI * radius;
  const circle = { cx: box / 2, cy: box / 2, r: radius, fill: "none", strokeWidth: width };
  return (
    <svg viewBox={`0 0 ${box} ${box}`} className="absolute inset-0 -rotate-90" aria-hidden>
      <circle {...circle} className="stroke-slate-200 dark:stroke-slate-700" />
      <circle
        {...circle}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - fraction)}
        className={arcClassName}
      />
    </svg>
  );
}

/**
 * A horizontal progress bar of `value` percent (0–100), named `label` for screen readers; the
 * track's size and colours come from `className`, the bar's colour and motion from `barClassName`.
 */
export function ProgressBar({
  label,
  value,
  className,
  barClassName,
}: {
  label: string;
  value: number;
  className: string;
  barClassName: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`h-2 overflow-hidden rounded-full ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] ${barClassName}`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
