import { Plus, Trash } from "@phosphor-icons/react";
import type { Basics } from "@sira/schema/resume-data";
import { createId } from "@sira/schema/resume-defaults";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PictureUploadButton } from "../../../components/picture-upload-button";
import { Button } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { Checkbox } from "../../../components/ui/switch";
import { TextField, UrlField } from "../components/fields";
import { formatFixed2, formatPx, SettingSlider, sliderSetting } from "../components/setting-controls";
import { isPictureSource, isValidEmail } from "../lib/url";
import { useBuilderStore } from "../state/builder-store";

type TextKey = "name" | "headline" | "email" | "phone" | "location";

const setBasics = (recipe: (basics: Basics) => void, group?: string) =>
  useBuilderStore.getState().update((d) => recipe(d.basics), group);

const aspectPresets = [
  { key: "square", value: 1 },
  { key: "portrait", value: 0.75 },
  { key: "horizontal", value: 1.33 },
] as const;
const pictureSliders = {
  size: sliderSetting("picture-size", "picture.size", "basics.picture.size", [32, 512, 4], formatPx),
  aspectRatio: sliderSetting(
    "picture-aspect",
    "picture.aspectRatio",
    "basics.picture.aspectRatio",
    [0.1, 2, 0.05],
    formatFixed2,
  ),
  borderRadius: sliderSetting(
    "picture-radius",
    "picture.borderRadius",
    "basics.picture.borderRadius",
    [0, 9999, 2],
  ),
};
const radiusPresets = [
  { key: "square", value: 0 },
  { key: "rounded", value: 6 },
  { key: "circle", value: 9999 },
] as const;

/** Personal information (spec §3 basics): contact fields, website, custom fields and the picture. */
export function BasicsEditor() {
  const { t } = useTranslation("builder");
  const basics = useBuilderStore((s) => s.data.basics);
  const endGroup = useBuilderStore((s) => s.endGroup);
  const [touchedName, setTouchedName] = useState(false);
  const text = (
    key: TextKey,
    extra: { type?: string; dir?: "ltr" | "auto"; error?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`basics-${key}`}
      label={t(`basics.${key}`)}
      value={basics[key]}
      dir={extra.dir ?? "auto"}
      type={extra.type}
      autoComplete={extra.autoComplete}
      error={extra.error}
      onChange={(v) =>
        setBasics((b) => {
          b[key] = v;
        }, `basics.${key}`)
      }
      onBlur={() => {
        endGroup();
        if (key === "name") setTouchedName(true);
      }}
    />
  );
  return (
    <section
      aria-labelledby="basics-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="basics-title" className="mb-3 font-bold text-lg text-slate-900 dark:text-white">
        {t("basics.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("name", {
          autoComplete: "name",
          error: touchedName && !basics.name.trim() ? t("validation.nameRequired") : undefined,
        })}
        {text("headline")}
        {text("email", {
          type: "email",
          dir: "ltr",
          autoComplete: "email",
          error: isValidEmail(basics.email) ? undefined : t("validation.email"),
        })}
        {text("phone", { type: "tel", dir: "ltr", autoComplete: "tel" })}
        {text("location")}
        <div className="sm:col-span-2">
          <UrlField
            id="basics-url"
            label={t("basics.url")}
            value={basics.url}
            onChange={(url) =>
              setBasics((b) => {
                b.url = url;
              }, "basics.url")
            }
            onBlur={endGroup}
          />
        </div>
      </div>
      <CustomFields />
      <PictureEditor />
    </section>
  );
}

function CustomFields() {
  const { t } = useTranslation("builder");
  const fields = useBuilderStore((s) => s.data.basics.customFields);
  const endGroup = useBuilderStore((s) => s.endGroup);
  return (
    <fieldset className="mt-4 flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-800 text-sm dark:text-slate-100">
        {t("basics.customFields")}
      </legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[6rem_1fr_1fr_auto] items-end gap-2"
          data-custom-field={field.id}
        >
          {(["icon", "name", "value"] as const).map((key) => (
            <TextField
              key={key}
              id={`custom-field-${field.id}-${key}`}
              label={t(`basics.customField.${key}`)}
              dir={key === "icon" ? "ltr" : "auto"}
              value={field[key]}
              onChange={(v) =>
                setBasics((b) => {
                  const target = b.customFields[index];
                  if (target) target[key] = v;
                }, `custom-field.${field.id}.${key}`)
              }
              onBlur={endGroup}
            />
          ))}
          <IconButton
            label={t("basics.customField.remove")}
            onClick={() =>
              setBasics((b) => {
                b.customFields.splice(index, 1);
              })
            }
            className="mb-1"
          >
            <Trash aria-hidden className="text-red-600" />
          </IconButton>
        </div>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() =>
          setBasics((b) => {
            b.customFields.push({ id: createId(), icon: "", name: "", value: "" });
          })
        }
      >
        <Plus aria-hidden />
        {t("basics.customField.add")}
      </Button>
    </fieldset>
  );
}

/** A picture kept with Sira (uploaded, or a sample's inlined image): shown, never its address. */
const isOwnPicture = (url: string) => /^data:image\//.test(url.trim()) || url.trim().startsWith("/api/");

/**
 * Picture: an upload from the device (stored and re-encoded by the server, as the account's) or a
 * link, size, aspect ratio (0.1-2 step 0.05, presets), border radius (presets), effects.
 */
function PictureEditor() {
  const { t } = useTranslation("builder");
  const picture = useBuilderStore((s) => s.data.basics.picture);
  const endGroup = useBuilderStore((s) => s.endGroup);
  const set = (recipe: (p: Basics["picture"]) => void, group?: string) =>
    setBasics((b) => recipe(b.picture), group);
  const hasValidUrl = isPictureSource(picture.url);
  const preset = (label: string, active: boolean, onClick: () => void) => (
    <button
      key={label}
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`rounded-full border px-3 py-1 text-xs ${active ? "border-teal-700 bg-teal-700 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="mt-4 grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[auto_1fr] dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-800 text-sm dark:text-slate-100">
        {t("picture.title")}
      </legend>
      <div
        className="flex size-24 items-center justify-center overflow-hidden bg-slate-100 text-slate-400 text-xs dark:bg-slate-800"
        style={{ borderRadius: Math.min(picture.borderRadius, 48), aspectRatio: String(picture.aspectRatio) }}
      >
        {hasValidUrl && !picture.effects.hidden ? (
          <img
            src={picture.url}
            alt=""
            className="size-full object-cover"
            style={{ filter: picture.effects.grayscale ? "grayscale(1)" : undefined }}
          />
        ) : (
          t("picture.none")
        )}
      </div>
      <div className="flex flex-col gap-3">
        {isOwnPicture(picture.url) ? null : (
          <TextField
            id="picture-url"
            label={t("picture.url")}
            dir="ltr"
            value={picture.url}
            error={picture.url.trim() && !hasValidUrl ? t("validation.urlHint") : undefined}
            onChange={(v) =>
              set((p) => {
                p.url = v;
              }, "picture.url")
            }
            onBlur={endGroup}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <PictureUploadButton
            label={t("picture.upload")}
            busyLabel={t("picture.uploading")}
            size="sm"
            onUploaded={(url) =>
              set((p) => {
                p.url = url;
                p.effects.hidden = false;
              })
            }
          />
          {picture.url.trim() ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                set((p) => {
                  p.url = "";
                })
              }
            >
              {t("picture.remove")}
            </Button>
          ) : null}
        </div>
        <SettingSlider setting={pictureSliders.size} />
        <SettingSlider setting={pictureSliders.aspectRatio} />
        <div className="flex flex-wrap gap-2">
          {aspectPresets.map(({ key, value }) =>
            preset(t(`picture.aspect.${key}`), picture.aspectRatio === value, () =>
              set((p) => {
                p.aspectRatio = value;
              }),
            ),
          )}
        </div>
        <SettingSlider setting={pictureSliders.borderRadius} />
        <div className="flex flex-wrap gap-2">
          {radiusPresets.map(({ key, value }) =>
            preset(t(`picture.radius.${key}`), picture.borderRadius === value, () =>
              set((p) => {
                p.borderRadius = value;
              }),
            ),
          )}
        </div>
        <div className="flex flex-wrap gap-4">
          {(["hidden", "border", "grayscale"] as const).map((effect) => (
            <Checkbox
              key={effect}
              id={`picture-${effect}`}
              label={t(`picture.effects.${effect}`)}
              checked={picture.effects[effect]}
              onCheckedChange={(checked) =>
                set((p) => {
                  p.effects[effect] = checked;
                })
              }
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
