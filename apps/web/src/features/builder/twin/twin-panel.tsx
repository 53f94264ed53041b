import { ArrowSquareOut, Translate } from "@phosphor-icons/react";
import { linesToRichText, richTextToLines } from "@sira/html";
import { type Language, pointPrices } from "@sira/schema/constants";
import { type ListSectionKey, sectionNames } from "@sira/schema/resume-data";
import type { TwinChangeInfo, TwinSync } from "@sira/schema/twin-api";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form";
import { useAiDriver } from "../../../lib/ai-driver";
import { toastError } from "../../../lib/errors";
import { useBuilderStore } from "../state/builder-store";
import { getAutosave, loadServerVersion } from "../state/use-autosave";
import { applyTwinChanges, createTwin, setTwinText, unlinkTwin, useTwinSync } from "./twin-api";

const other = (language: Language): Language => (language === "ar" ? "en" : "ar");

/** Rich text as editable lines, and back in the same shape (list or paragraphs; plain text stays plain). */
function fromLines(lines: string, like: string): string {
  if (!/<[a-z]/i.test(like)) return lines;
  return linesToRichText(lines, { list: /<li[\s>]/i.test(like) });
}

/** Flush unsaved edits, run a twin call that rewrites this resume, then load its answer. */
async function writeThenReload(run: () => Promise<{ resume: Parameters<typeof loadServerVersion>[0] }>) {
  await getAutosave()?.flush();
  const { resume } = await run();
  loadServerVersion(resume);
}

/** A section's name in the interface language. */
function sectionLabel(section: string, language: Language): string {
  if (section === "basics") return language === "ar" ? "البيانات الأساسية" : "Basics";
  if (section === "personal") return language === "ar" ? "البيانات الشخصية" : "Personal details";
  if (section.startsWith("custom.")) return sectionNames[language].custom;
  return sectionNames[language][section as ListSectionKey | "summary"] ?? section;
}

/** The personal block's parts (and its items' texts) by their keys in the "personal" namespace. */
const personalFieldKeys: Record<string, string> = {
  nationality: "nationality.title",
  residency: "residency.title",
  availability: "availability.title",
  birthDate: "birthDate.title",
  maritalStatus: "marital.title",
  drivingLicences: "driving.title",
  professionalLicences: "licences.title",
  bodyText: "licences.title",
  attestations: "attestation.title",
  gender: "gender.label",
  genderVisible: "gender.show",
  placement: "placement.label",
};

/** A changed or pending field's name in the interface language. */
function fieldLabel(t: TFunction, section: string, field: string): string {
  const personalKey = section === "personal" ? personalFieldKeys[field] : undefined;
  return personalKey
    ? t(`personal:${personalKey}`, { defaultValue: field })
    : t(`twin.fields.${field}`, { defaultValue: field });
}

function ChangeRow({
  change,
  busy,
  onRun,
}: {
  change: TwinChangeInfo;
  busy: boolean;
  onRun: (ids: string[], action: "apply" | "dismiss") => void;
}) {
  const { t } = useTranslation(["builder", "personal"]);
  const fields = change.fields.map((f) => fieldLabel(t, change.section, f)).join("، ");
  return (
    <li className="flex flex-wrap items-center gap-2 py-1.5" data-testid="twin-change">
      <span className="min-w-0 flex-1 text-slate-800 text-sm dark:text-slate-100">
        {t(`twin.kind.${change.kind}`, { fields })}
        {change.label && (
          <>
            {": "}
            <bdi className="font-medium">{change.label}</bdi>
          </>
        )}
      </span>
      <Button variant="secondary" disabled={busy} onClick={() => onRun([change.id], "apply")}>
        {t("twin.apply")}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => onRun([change.id], "dismiss")}>
        {t("twin.dismiss")}
      </Button>
    </li>
  );
}

function PendingEditor({
  resumeId,
  item,
  language,
  twinLanguage,
}: {
  resumeId: string;
  item: TwinSync["pending"][number];
  language: Language;
  twinLanguage: Language;
}) {
  const { t, i18n } = useTranslation(["builder", "personal"]);
  const uiLanguage: Language = contentLanguageOf(i18n.language);
  const [mine, setMine] = useState(() => richTextToLines(item.current));
  const [theirs, setTheirs] = useState(() => richTextToLines(item.source));
  const [busy, setBusy] = useState(false);
  const [section = "", , field = ""] = item.key.split("/");
  const label = `${sectionLabel(section, uiLanguage)} · ${fieldLabel(t, section, field)}`;
  const save = async () => {
    setBusy(true);
    try {
      await writeThenReload(() =>
        setTwinText(resumeId, {
          key: item.key,
          text: fromLines(mine, item.current),
          ...(theirs !== richTextToLines(item.source) ? { sourceText: fromLines(theirs, item.source) } : {}),
        }),
      );
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="space-y-2 py-2" data-testid="twin-pending">
      <p className="font-medium text-slate-700 text-sm dark:text-slate-200">
        {label}{" "}
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900 text-xs dark:bg-amber-900 dark:text-amber-100">
          {t(item.reason === "text" ? "twin.toTranslate" : "twin.notSure")}
        </span>
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="space-y-1 text-slate-600 text-xs dark:text-slate-300">
          <span>{t(`twin.language.${twinLanguage}`)}</span>
          <textarea
            dir={twinLanguage === "ar" ? "rtl" : "ltr"}
            lang={twinLanguage}
            className={inputClass()}
            rows={3}
            value={theirs}
            onChange={(e) => setTheirs(e.target.value)}
          />
        </label>
        <label className="space-y-1 text-slate-600 text-xs dark:text-slate-300">
          <span>{t(`twin.language.${language}`)}</span>
          <textarea
            dir={language === "ar" ? "rtl" : "ltr"}
            lang={language}
            className={inputClass()}
            rows={3}
            value={mine}
            onChange={(e) => setMine(e.target.value)}
          />
        </label>
      </div>
      <Button variant="secondary" disabled={busy} onClick={save}>
        {t("twin.saveText")}
      </Button>
    </li>
  );
}

/**
 * The resume's twin in the other language (docs/api/resumes.md "Twins"): create it, open it,
 * and catch up on what changed in it since the last sync (a badge, the changes per section with
 * apply or dismiss), plus side-by-side editing of the fields still marked "to translate".
 */
export function TwinPanel() {
  const { t, i18n } = useTranslation("builder");
  const uiLanguage: Language = contentLanguageOf(i18n.language);
  const resumeId = useBuilderStore((s) => s.resume?.id ?? "");
  const language = useBuilderStore((s) => s.data.metadata.language);
  const locked = useBuilderStore((s) => s.locked);
  const sync = useTwinSync(resumeId);
  const driver = useAiDriver();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [translateText, setTranslateText] = useState(false);
  const target = other(language);
  if (!resumeId || !sync.data) return null;
  const { twin, changes, pending } = sync.data;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  const runChanges = (changeIds: string[], action: "apply" | "dismiss") =>
    run(() =>
      writeThenReload(() =>
        applyTwinChanges(resumeId, { changeIds, action, translateText: action === "apply" && translateText }),
      ),
    );
  const aiOption = driver === "openai-compatible" && (
    <label className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
      <input type="checkbox" checked={translateText} onChange={(e) => setTranslateText(e.target.checked)} />
      {t("twin.translateText", { points: pointPrices.summaryImprovement })}
    </label>
  );

  if (!twin)
    return (
      <section
        aria-label={t("twin.title")}
        data-testid="twin-panel"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <Translate aria-hidden className="shrink-0 text-teal-700 text-xl" />
        <p className="min-w-0 flex-1 text-slate-600 text-sm dark:text-slate-300">
          {t(`twin.intro.${target}`)}
        </p>
        {aiOption}
        <Button disabled={busy} onClick={() => run(() => createTwin(resumeId, { translateText }))}>
          {t(`twin.create.${target}`)}
        </Button>
      </section>
    );

  const bySection = new Map<string, TwinChangeInfo[]>();
  for (const c of changes) bySection.set(c.section, [...(bySection.get(c.section) ?? []), c]);
  return (
    <section
      aria-label={t("twin.title")}
      data-testid="twin-panel"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Translate aria-hidden className="shrink-0 text-teal-700 text-xl" />
        <p className="min-w-0 flex-1 text-slate-700 text-sm dark:text-slate-200">
          {t(`twin.linked.${twin.language}`)} <bdi className="font-medium">{twin.title}</bdi>
        </p>
        {changes.length > 0 && (
          <span
            data-testid="twin-badge"
            className="rounded-full bg-teal-700 px-2.5 py-0.5 font-medium text-white text-xs"
          >
            {t("twin.changes", { count: changes.length })}
          </span>
        )}
        {pending.length > 0 && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900 dark:text-amber-100">
            {t("twin.pending", { count: pending.length })}
          </span>
        )}
        <Button variant="ghost" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t("twin.hide") : t("twin.review")}
        </Button>
        <Link to={`/builder/${twin.id}`} className={buttonClass("ghost")}>
          <ArrowSquareOut aria-hidden />
          {t("twin.open")}
        </Link>
      </div>
      {open && (
        <div className="space-y-4">
          <div>
            <h3 className="font-semibold text-slate-900 text-sm dark:text-white">
              {t(`twin.changesTitle.${twin.language}`)}
            </h3>
            {changes.length === 0 ? (
              <p className="text-slate-600 text-sm dark:text-slate-300">{t("twin.inStep")}</p>
            ) : (
              <>
                {[...bySection].map(([section, list]) => (
                  <div key={section}>
                    <h4 className="mt-2 font-medium text-slate-500 text-xs">
                      {sectionLabel(section, uiLanguage)}
                    </h4>
                    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                      {list.map((c) => (
                        <ChangeRow key={c.id} change={c} busy={busy || locked} onRun={runChanges} />
                      ))}
                    </ul>
                  </div>
                ))}
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <Button
                    disabled={busy || locked}
                    onClick={() =>
                      runChanges(
                        changes.map((c) => c.id),
                        "apply",
                      )
                    }
                  >
                    {t("twin.applyAll")}
                  </Button>
                  {aiOption}
                </div>
              </>
            )}
          </div>
          {pending.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900 text-sm dark:text-white">
                {t("twin.pendingTitle")}
              </h3>
              <p className="text-slate-600 text-xs dark:text-slate-300">{t("twin.pendingHelp")}</p>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {pending.map((p) => (
                  <PendingEditor
                    key={`${p.key}:${p.current}`}
                    resumeId={resumeId}
                    item={p}
                    language={language}
                    twinLanguage={twin.language}
                  />
                ))}
              </ul>
            </div>
          )}
          <Button variant="ghost" disabled={busy} onClick={() => run(() => unlinkTwin(resumeId))}>
            {t("twin.unlink")}
          </Button>
        </div>
      )}
    </section>
  );
}
