/** The classes of a range input: the teal accent and the kit's focus outline. */
export const rangeClass =
  "accent-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600 focus-visible:outline-offset-2";

/** A labelled range slider with its current value (formatted by `format`, shown left to right). */
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
        <label htmlFor={id} className="font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <output htmlFor={id} className="text-slate-500 tabular-nums dark:text-slate-400" dir="ltr">
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
        className={`w-full ${rangeClass}`}
      />
    </div>
  );
}
