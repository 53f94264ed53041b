import { Check, Crown } from "@phosphor-icons/react";
import {
  fontsFor,
  freeColours,
  palette,
  premiumTemplates,
  quickSwatchCount,
  singleColumnTemplates,
  type TemplateId,
  templateIds,
} from "@sira/schema/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBalance } from "../../../lib/balance";
import { setFontFamily, setTemplate, setThemeColor } from "../state/actions";
import { useBuilderStore } from "../state/builder-store";
import { LayoutBoard } from "./layout-board";
import {
  checkboxSetting,
  formatFixed2,
  formatPx,
  SettingCheckbox,
  SettingSlider,
  sliderSetting,
} from "./setting-controls";
import { useUndoToast } from "./undo-toast";

/**
 * Premium is known only when the wallet answers. Premium designs can be tried in the preview by
 * anyone; downloading one needs premium (docs/decisions/0002-premium.md), which the notice below
 * says with a link to the plans before the user spends time on the design.
 */
function useIsPremium(): boolean | undefined {
  const { data } = useBalance();
  return data?.premium.active;
}

/** A schematic of a template's columns: shown while its thumbnail loads, or when it cannot. */
function TemplateSketch({ id, primary }: { id: TemplateId; primary: string }) {
  const single = singleColumnTemplates.includes(id);
  return (
    <span
      aria-hidden
      className="flex h-20 w-full gap-1 rounded-md border border-slate-200 bg-white p-1.5 dark:border-slate-700"
    >
      {!single && <span className="w-1/3 rounded-sm opacity-30" style={{ background: primary }} />}
      <span className="flex flex-1 flex-col gap-1">
        <span className="h-2 w-2/3 rounded-sm" style={{ background: primary }} />
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className="h-1 rounded-sm bg-slate-200 dark:bg-slate-600" />
        ))}
      </span>
    </span>
  );
}

/**
 * The template drawn with the sample resume in the resume's language (the server renders each
 * once: GET /api/templates/:id/thumbnail.webp), over its schematic until the image arrives.
 */
function TemplateThumbnail({ id, primary, language }: { id: TemplateId; primary: string; language: string }) {
  const [state, setState] = useState<"loading" | "shown" | "failed">("loading");
  return (
    <span className="relative block h-20 w-full">
      {state !== "shown" && <TemplateSketch id={id} primary={primary} />}
      {state !== "failed" && (
        <img
          src={`/api/templates/${id}/thumbnail.webp?lang=${language === "en" ? "en" : "ar"}`}
          alt=""
          loading="lazy"
          decoding="async"
          data-template-thumbnail={id}
          onLoad={() => setState("shown")}
          onError={() => setState("failed")}
          className={`absolute inset-0 h-20 w-full rounded-md border border-slate-200 bg-white object-cover object-top dark:border-slate-700 ${state === "shown" ? "" : "opacity-0"}`}
        />
      )}
    </span>
  );
}

/** The 12 templates (spec §3), premium ones marked; single-column ones flatten the layout. */
export function TemplatePicker({ layout = "grid" }: { layout?: "grid" | "strip" }) {
  const { t } = useTranslation("builder");
  const current = useBuilderStore((s) => s.data.metadata.template);
  const primary = useBuilderStore((s) => s.data.metadata.theme.primary);
  const language = useBuilderStore((s) => s.data.metadata.language);
  const premium = useIsPremium();
  const showUndo = useUndoToast((s) => s.show);
  return (
    <fieldset
      aria-label={t("template.label")}
      className={layout === "grid" ? "grid grid-cols-3 gap-2" : "flex gap-2 overflow-x-auto pb-1"}
    >
      {templateIds.map((id) => {
        const isPremium = premiumTemplates.includes(id);
        return (
          <button
            key={id}
            type="button"
            aria-pressed={current === id}
            title={isPremium ? t("premium.required") : undefined}
            onClick={() => {
              if (id === current) return;
              const undo = setTemplate(id);
              if (undo) showUndo(t("template.layoutReset", { template: t(`template.names.${id}`) }), undo);
            }}
            className={`relative flex shrink-0 flex-col items-center gap-1 rounded-lg border-2 p-1 text-xs disabled:cursor-not-allowed disabled:opacity-50 ${layout === "strip" ? "w-24" : ""} ${current === id ? "border-teal-700" : "border-transparent hover:border-slate-300 dark:hover:border-slate-600"}`}
          >
            <TemplateThumbnail id={id} primary={primary} language={language} />
            <span data-template-id={id}>{t(`template.names.${id}`)}</span>
            {isPremium && (
              <span className="absolute top-1 end-1 inline-flex items-center gap-0.5 rounded-full bg-amber-400 px-1.5 py-0.5 font-semibold text-[0.65rem] text-amber-950">
                <Crown aria-hidden weight="fill" />
                {t("premium.label")}
              </span>
            )}
          </button>
        );
      })}
      {premium === false && premiumTemplates.includes(current as TemplateId) && <PremiumNotice />}
    </fieldset>
  );
}

/** The template popover: the templates, then the section layout board (drag and drop). */
export function TemplateAndLayoutPicker() {
  return (
    <div className="flex flex-col gap-4">
      <TemplatePicker />
      <LayoutBoard />
    </div>
  );
}

/** Said while a premium design is chosen by a user without premium: try it, pay to download. */
function PremiumNotice() {
  const { t } = useTranslation("builder");
  return (
    <p
      role="status"
      className="col-span-full flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-amber-50 p-2 text-amber-950 text-xs dark:bg-amber-950 dark:text-amber-100"
    >
      <Crown aria-hidden weight="fill" className="text-amber-500" />
      <span className="flex-1">{t("premium.notice")}</span>
      <Link to="/dashboard/wallet/plans" className="font-semibold underline">
        {t("premium.plans")}
      </Link>
    </p>
  );
}

/** Theme colours: 12 free quick swatches, the full 20-colour palette and a free picker (spec §9, issue 42). */
export function ThemePicker() {
  const { t } = useTranslation("builder");
  const theme = useBuilderStore((s) => s.data.metadata.theme);
  const premium = useIsPremium();
  const swatch = (hex: string, name: string, free: boolean) => {
    const active = theme.primary.toLowerCase() === hex;
    return (
      <button
        key={hex}
        type="button"
        aria-pressed={active}
        aria-label={`${t(`colors.${name}`)}${free ? "" : ` (${t("premium.label")})`}`}
        title={free ? t(`colors.${name}`) : `${t(`colors.${name}`)} · ${t("premium.required")}`}
        onClick={() => setThemeColor("primary", hex)}
        className="relative flex size-8 items-center justify-center rounded-full ring-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:ring-2 aria-pressed:ring-slate-900 dark:ring-offset-slate-900 dark:aria-pressed:ring-white"
        style={{ background: hex }}
      >
        {active && <Check aria-hidden weight="bold" className="text-white" />}
      </button>
    );
  };
  const premiumColour = !freeColours.includes(theme.primary.toLowerCase());
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="mb-2 font-semibold text-sm">{t("theme.quick")}</h3>
        <fieldset aria-label={t("theme.quick")} className="flex flex-wrap gap-2">
          {palette.slice(0, quickSwatchCount).map((c) => swatch(c.hex, c.name, true))}
        </fieldset>
      </div>
      <div>
        <h3 className="mb-2 flex items-center gap-1 font-semibold text-sm">
          {t("theme.palette")} <Crown aria-hidden weight="fill" className="text-amber-500" />
        </h3>
        <fieldset aria-label={t("theme.palette")} className="flex flex-wrap gap-2">
          {palette.map((c) => swatch(c.hex, c.name, freeColours.includes(c.hex)))}
        </fieldset>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {(["primary", "text", "background"] as const).map((key) => (
          <label key={key} className="flex flex-col items-start gap-1 text-xs">
            {t(`theme.${key}`)}
            <input
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(theme[key]) ? theme[key] : "#000000"}
              title={key === "primary" ? t("premium.required") : undefined}
              onChange={(e) => setThemeColor(key, e.target.value, true)}
              className="h-9 w-full cursor-pointer rounded border border-slate-300 disabled:cursor-not-allowed dark:border-slate-600"
            />
          </label>
        ))}
      </div>
      {premium === false && premiumColour && <PremiumNotice />}
    </div>
  );
}

/** The typography and page sliders and checkboxes under the fonts. */
const typographySliders = [
  sliderSetting("font-size", "font.size", "metadata.typography.font.size", [6, 18, 1], formatPx),
  sliderSetting(
    "line-height",
    "font.lineHeight",
    "metadata.typography.lineHeight",
    [0.8, 3, 0.05],
    formatFixed2,
  ),
  sliderSetting("page-margin", "font.margin", "metadata.page.margin", [0, 48, 2], formatPx),
];
const typographyCheckboxes = [
  checkboxSetting("hide-icons", "font.hideIcons", "metadata.typography.hideIcons"),
  checkboxSetting("underline-links", "font.underlineLinks", "metadata.typography.underlineLinks"),
  checkboxSetting("page-numbers", "font.pageNumbers", "metadata.page.options.pageNumbers"),
];

/**
 * Fonts (spec §4: choosing one sets subset latin and variants regular) and typography sliders.
 * Fonts per script (issue 42 item 10): Arabic resumes are offered the fonts that shape Arabic,
 * English ones the Latin fonts; ATS-friendly ones are marked.
 */
export function FontPicker() {
  const { t } = useTranslation("builder");
  const metadata = useBuilderStore((s) => s.data.metadata);
  const update = useBuilderStore((s) => s.update);
  const offered = fontsFor(metadata.language);
  const { typography, page } = metadata;
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-label={t("font.family")} className="grid grid-cols-2 gap-2">
        {offered.map((font) => (
          <button
            key={font.family}
            type="button"
            aria-pressed={typography.font.family === font.family}
            onClick={() => setFontFamily(font.family)}
            className="rounded-lg border-2 px-3 py-2 text-start aria-pressed:border-teal-700 aria-[pressed=false]:border-slate-200 dark:aria-[pressed=false]:border-slate-700"
            style={{ fontFamily: `"${font.family}", var(--font-sans)` }}
          >
            <span className="block font-semibold">{font.family}</span>
            <span className="block text-slate-500 text-xs">{font.arabic ? "أبجد هوز · Aa" : "Aa Bb Cc"}</span>
            {font.atsFriendly && (
              <span
                className="mt-1 inline-block rounded bg-teal-50 px-1.5 py-0.5 font-sans text-teal-800 text-xs dark:bg-teal-950 dark:text-teal-200"
                title={t("font.atsFriendlyHint")}
              >
                {t("font.atsFriendly")}
              </span>
            )}
          </button>
        ))}
      </fieldset>
      {typographySliders.map((setting) => (
        <SettingSlider key={setting.id} setting={setting} />
      ))}
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 font-medium">{t("font.format")}</legend>
        {(["a4", "letter"] as const).map((format) => (
          <label key={format} className="flex items-center gap-1.5">
            <input
              type="radio"
              name="page-format"
              checked={page.format === format}
              onChange={() =>
                update((d) => {
                  d.metadata.page.format = format;
                })
              }
              className="accent-teal-700"
            />
            {t(`font.formats.${format}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        {typographyCheckboxes.map((setting) => (
          <SettingCheckbox key={setting.id} setting={setting} />
        ))}
      </div>
    </div>
  );
}
