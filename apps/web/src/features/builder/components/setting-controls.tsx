import type { ResumeData } from "@sira/schema/resume-data";
import { useTranslation } from "react-i18next";
import { Slider } from "../../../components/ui/slider";
import { Checkbox } from "../../../components/ui/switch";
import { useBuilderStore } from "../state/builder-store";

/** The type at a dotted path of T ("metadata.page.margin"); never when there is none. */
type At<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? At<T[K], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** A dotted path of the resume data that leads to a value of type V (checked where it is written). */
type PathTo<V, P extends string> = P &
  ([At<ResumeData, P>] extends [never] ? never : At<ResumeData, P> extends V ? unknown : never);

/** A number of the resume data that a slider sets (`path`), its range and how its value reads. */
export interface SliderSetting {
  id: string;
  /** The label's key in the builder's texts. */
  label: string;
  path: string;
  min: number;
  max: number;
  step: number;
  format?: (value: number) => string;
}

/** A yes/no of the resume data that a checkbox sets. */
export interface CheckboxSetting {
  id: string;
  label: string;
  path: string;
}

/** A slider setting: `path` must lead to a number of the resume data. */
export function sliderSetting<P extends string>(
  id: string,
  label: string,
  path: PathTo<number, P>,
  [min, max, step]: readonly [number, number, number],
  format?: (value: number) => string,
): SliderSetting {
  return { id, label, path, min, max, step, format };
}

/** A checkbox setting: `path` must lead to a boolean of the resume data. */
export function checkboxSetting<P extends string>(
  id: string,
  label: string,
  path: PathTo<boolean, P>,
): CheckboxSetting {
  return { id, label, path };
}

export const formatPx = (value: number) => `${value} px`;
export const formatFixed2 = (value: number) => value.toFixed(2);

/** The object holding a path's last key, and that key. */
function holderOf(data: ResumeData, path: string): { holder: Record<string, unknown>; key: string } {
  const keys = path.split(".");
  const key = keys.pop() as string;
  const holder = keys.reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], data);
  return { holder: holder as Record<string, unknown>, key };
}

function readSetting<V>(data: ResumeData, path: string): V {
  const { holder, key } = holderOf(data, path);
  return holder[key] as V;
}

/** Set a path of the resume data; changes with the same `group` (a slider's drag) undo as one step. */
function writeSetting(path: string, value: unknown, group?: string): void {
  useBuilderStore.getState().update((draft) => {
    const { holder, key } = holderOf(draft, path);
    holder[key] = value;
  }, group);
}

/** A slider bound to a number of the resume; a drag undoes as one step. */
export function SettingSlider({ setting }: { setting: SliderSetting }) {
  const { t } = useTranslation("builder");
  const value = useBuilderStore((s) => readSetting<number>(s.data, setting.path));
  return (
    <Slider
      id={setting.id}
      label={t(setting.label)}
      min={setting.min}
      max={setting.max}
      step={setting.step}
      value={value}
      format={setting.format}
      onChange={(v) => writeSetting(setting.path, v, setting.path)}
    />
  );
}

/** A checkbox bound to a yes/no of the resume. */
export function SettingCheckbox({ setting }: { setting: CheckboxSetting }) {
  const { t } = useTranslation("builder");
  const checked = useBuilderStore((s) => readSetting<boolean>(s.data, setting.path));
  return (
    <Checkbox
      id={setting.id}
      label={t(setting.label)}
      checked={checked}
      onCheckedChange={(v) => writeSetting(setting.path, v)}
    />
  );
}
