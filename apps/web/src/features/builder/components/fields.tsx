import { X } from "@phosphor-icons/react";
import { limits } from "@sira/schema/constants";
import { monthNames } from "@sira/schema/dates";
import type { Url } from "@sira/schema/resume-data";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, Input } from "../../../components/ui/form";
import { Select } from "../../../components/ui/select";
import { rangeClass } from "../../../components/ui/slider";
import {
  type DateError,
  type DateMode,
  type DateValue,
  formatDateValue,
  type PartialMonthYear,
  parseDateValue,
  pickerYears,
  validateDateValue,
  withMode,
} from "../lib/date-value";
import { addTags, splitTagInput } from "../lib/tags";
import { isValidWebUrl } from "../lib/url";

/** What every field of the builder's editors takes: its id and label, its value and where a change goes. */
interface BoundFieldProps<V> {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
}

/** A typed field's props: leaving it (`onBlur`) ends the typing group, so undo takes the whole edit. */
type TypedFieldProps<V> = BoundFieldProps<V> & { onBlur?: () => void };

/** Plain text field bound to the store; `onBlur` ends the typing group. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  dir,
  type = "text",
  autoComplete,
  className,
}: TypedFieldProps<string> & {
  error?: string;
  dir?: "ltr" | "rtl" | "auto";
  type?: string;
  autoComplete?: string;
  className?: string;
}) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <Input
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** A website: label and URL; the URL shows spec §5's error and hint when it does not parse. */
export function UrlField({ id, label, value, onChange, onBlur }: TypedFieldProps<Url>) {
  const { t } = useTranslation("builder");
  const invalid = !isValidWebUrl(value.href);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id={`${id}-href`}
        label={label}
        error={invalid ? t("validation.url") : undefined}
        hint={invalid ? t("validation.urlHint") : undefined}
      >
        <Input
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          value={value.href}
          onChange={(e) => onChange({ ...value, href: e.target.value })}
          onBlur={onBlur}
        />
      </Field>
      <TextField
        id={`${id}-label`}
        label={t("fields.urlLabel")}
        value={value.label}
        onChange={(label) => onChange({ ...value, label })}
        onBlur={onBlur}
      />
    </div>
  );
}

/** Keywords: chips plus a field that adds on comma or Enter (spec §5). */
export function TagInput({ id, label, value, onChange }: BoundFieldProps<string[]>) {
  const { t } = useTranslation("builder");
  const [draft, setDraft] = useState("");
  const commit = () => {
    const next = addTags(value, draft);
    if (next.length !== value.length) onChange(next);
    setDraft("");
  };
  return (
    <Field id={id} label={label} hint={t("fields.keywordsHint")}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white p-1.5 focus-within:outline-2 focus-within:outline-teal-600 dark:border-slate-600 dark:bg-slate-800">
          {value.map((tag) => (
            <span
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-0.5 ps-2.5 pe-1 text-sm text-teal-900 dark:bg-teal-950 dark:text-teal-100"
            >
              <bdi>{tag}</bdi>
              <button
                type="button"
                aria-label={t("fields.removeKeyword", { keyword: tag })}
                className="rounded-full p-0.5 hover:bg-teal-100 dark:hover:bg-teal-900"
                onClick={() => onChange(value.filter((k) => k !== tag))}
              >
                <X aria-hidden className="text-xs" />
              </button>
            </span>
          ))}
          <input
            {...control}
            className="min-w-24 flex-1 bg-transparent px-1.5 py-1 text-sm focus:outline-hidden dark:text-white"
            value={draft}
            onChange={(e) => {
              const { tags, rest } = splitTagInput(value, e.target.value);
              if (tags.length !== value.length) onChange(tags);
              setDraft(rest === e.target.value ? rest : rest.trimStart());
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commit();
              } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
                onChange(value.slice(0, -1));
              }
            }}
            onBlur={commit}
          />
        </div>
      )}
    </Field>
  );
}

/** Level 0-5 as five marks; 0 means "not shown" (spec §5). */
export function LevelInput({ id, label, value, onChange }: BoundFieldProps<number>) {
  const { t } = useTranslation("builder");
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-slate-700 text-sm dark:text-slate-200">{label}</legend>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={limits.levelMin}
          max={limits.levelMax}
          step={1}
          value={value}
          aria-valuetext={value === 0 ? t("fields.levelHidden") : `${value} / ${limits.levelMax}`}
          onChange={(e) => onChange(Number(e.target.value))}
          className={`w-32 ${rangeClass}`}
        />
        <span aria-hidden className="flex gap-1">
          {Array.from({ length: limits.levelMax }, (_, i) => (
            <span
              key={i}
              className={`size-3 rounded-full ${i < value ? "bg-teal-700" : "bg-slate-200 dark:bg-slate-700"}`}
            />
          ))}
        </span>
        <span className="text-slate-500 text-xs">
          {value === 0 ? t("fields.levelHidden") : `${value} / ${limits.levelMax}`}
        </span>
      </div>
    </fieldset>
  );
}

const dateErrorKey: Record<DateError, string> = {
  yearRequired: "validation.yearRequired",
  yearRange: "validation.yearRange",
  endBeforeStart: "validation.endBeforeStart",
};

/** The picker's state for a stored text; an empty date starts in the field's own mode. */
function startingState(text: string, emptyMode: DateMode): DateValue | undefined {
  const parsed = parseDateValue(text);
  return parsed && !text.trim() ? { ...parsed, mode: emptyMode } : parsed;
}

/**
 * The date picker (spec §4/§5): a single date, a range, or "to Present"; months Jan-Dec and years
 * 1950 to this year. It writes the canonical text when the value is valid and shows the error
 * otherwise. Text that is not a date (imported resumes) is shown and can be replaced.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  emptyMode = "single",
}: BoundFieldProps<string> & {
  /** The mode an empty date starts in: a job is a range that runs to Present until it ends. */
  emptyMode?: DateMode;
}) {
  const { t, i18n } = useTranslation("builder");
  const parsed = startingState(value, emptyMode);
  const [state, setState] = useState<DateValue>(parsed ?? { mode: emptyMode, start: {}, end: {} });
  const [raw, setRaw] = useState(parsed === undefined);

  // Follow outside changes (undo, another version) when they are not what the picker wrote.
  useEffect(() => {
    const next = startingState(value, emptyMode);
    setState((current) => {
      if (next === undefined) return current;
      return formatDateValue(current) === value ? current : next;
    });
    setRaw(next === undefined);
  }, [value, emptyMode]);

  const errors = validateDateValue(state);
  const apply = (next: DateValue) => {
    setState(next);
    const text = formatDateValue(next);
    if (text !== undefined && text !== value) onChange(text);
  };
  const months = monthNames[contentLanguageOf(i18n.language)];
  const years = pickerYears();
  const modes: DateMode[] = ["single", "range", "present"];

  const part = (which: "start" | "end", current: PartialMonthYear, error?: DateError) => (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-slate-600 text-xs dark:text-slate-300">{t(`date.${which}`)}</legend>
      <div className="flex gap-2">
        <Select
          aria-label={t(`date.${which}Month`)}
          value={current.month ?? ""}
          onChange={(e) => {
            const month = e.target.value ? Number(e.target.value) : undefined;
            apply({ ...state, [which]: { ...current, month } });
          }}
        >
          <option value="">{t("date.noMonth")}</option>
          {months.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t(`date.${which}Year`)}
          aria-invalid={Boolean(error)}
          value={current.year ?? ""}
          onChange={(e) => {
            const year = e.target.value ? Number(e.target.value) : undefined;
            apply({ ...state, [which]: { ...current, year } });
          }}
        >
          <option value="">{t("date.year")}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      {error && <p className="text-red-600 text-xs dark:text-red-400">{t(dateErrorKey[error])}</p>}
    </fieldset>
  );

  return (
    <fieldset
      id={id}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <legend className="px-1 font-medium text-slate-700 text-sm dark:text-slate-200">{label}</legend>
      {raw ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <bdi className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">{value}</bdi>
          <button
            type="button"
            className="text-teal-700 underline dark:text-teal-400"
            onClick={() => setRaw(false)}
          >
            {t("date.replace")}
          </button>
        </div>
      ) : (
        <>
          <div role="radiogroup" aria-label={t("date.mode")} className="flex flex-wrap gap-3 text-sm">
            {modes.map((mode) => (
              <label key={mode} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={state.mode === mode}
                  onChange={() => apply(withMode(state, mode))}
                  className="accent-teal-700"
                />
                {t(`date.modes.${mode}`)}
              </label>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {part("start", state.start, errors.start)}
            {state.mode === "range" && part("end", state.end, errors.end)}
            {state.mode === "present" && (
              <p className="self-end pb-2 text-slate-600 text-sm dark:text-slate-300">{t("date.present")}</p>
            )}
          </div>
          {value && (
            <button
              type="button"
              className="self-start text-slate-500 text-xs underline"
              onClick={() => {
                setState({ mode: emptyMode, start: {}, end: {} });
                onChange("");
              }}
            >
              {t("date.clear")}
            </button>
          )}
        </>
      )}
    </fieldset>
  );
}
