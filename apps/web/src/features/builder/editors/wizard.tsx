import { ArrowLeft, ArrowRight, Briefcase, Check, Plus } from "@phosphor-icons/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { track } from "../../../lib/analytics";
import { optionalSections } from "../lib/sections";
import { useBuilderStore } from "../state/builder-store";
import { useFieldFocus } from "../state/field-focus";
import { getAutosave } from "../state/use-autosave";
import { AddSectionDialog } from "./add-section-dialog";
import { BasicsEditor } from "./basics-editor";
import { ListSectionEditor, WhenNeeded } from "./lazy-list-section";
import { PersonalEditor } from "./personal-editor";
import { SummaryEditor } from "./summary-editor";

export const wizardSteps = ["basics", "summary", "experience", "education", "additional"] as const;
const lastStep = wizardSteps.length - 1;

/**
 * The builder's wizard (spec §2/§4): steps 0-4. Back decrements (Cancel on step 0 leaves to
 * services), Save and continue saves and increments; on the last step the get-job button goes to
 * services. The step lives in this component, so it is back at 0 whenever the builder is left.
 * Each step view is recorded through the consent-gated analytics module.
 */
export function Wizard() {
  const { t } = useTranslation("builder");
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const locked = useBuilderStore((s) => s.locked);
  const focusRequest = useFieldFocus((s) => s.request);

  // A field asked for elsewhere (the import review) brings its step up.
  useEffect(() => {
    if (focusRequest) setStep(focusRequest.step);
  }, [focusRequest]);

  useEffect(() => {
    track("builder_step_view", { step, name: wizardSteps[step] ?? "" });
    document.getElementById("builder-form")?.scrollTo({ top: 0 });
  }, [step]);

  const leave = () => navigate("/dashboard/services");
  const handleBack = () => (step === 0 ? leave() : setStep(step - 1));
  const handleNext = async () => {
    setSaving(true);
    try {
      await getAutosave()?.flush();
    } finally {
      setSaving(false);
    }
    if (step >= lastStep) leave();
    else setStep(step + 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("wizard.label")}>
        <ol className="flex items-center gap-1">
          {wizardSteps.map((name, index) => (
            <li key={name} className="flex flex-1 items-center gap-1">
              <button
                type="button"
                onClick={() => setStep(index)}
                aria-current={index === step ? "step" : undefined}
                className={`flex w-full flex-col items-center gap-1 rounded-lg p-1 text-xs ${index === step ? "font-semibold text-teal-800 dark:text-teal-300" : "text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200"}`}
              >
                <span
                  className={`flex size-7 items-center justify-center rounded-full border-2 font-semibold text-sm ${index < step ? "border-teal-700 bg-teal-700 text-white" : index === step ? "border-teal-700 text-teal-800 dark:text-teal-300" : "border-slate-300 dark:border-slate-600"}`}
                >
                  {index < step ? <Check aria-hidden /> : index + 1}
                </span>
                <span className="hidden text-center sm:block">{t(`wizard.steps.${name}`)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="font-bold text-slate-900 text-xl dark:text-white">
        {t("wizard.stepOf", { step: step + 1, count: wizardSteps.length })} ·{" "}
        {t(`wizard.steps.${wizardSteps[step]}`)}
      </h1>
      <fieldset disabled={locked} className="contents">
        <StepContent step={step} />
      </fieldset>
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-2 border-slate-200 border-t bg-white/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <Button variant="secondary" onClick={handleBack}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
          {step === 0 ? t("wizard.cancel") : t("wizard.back")}
        </Button>
        <Button onClick={handleNext} disabled={saving}>
          {step === lastStep ? (
            <>
              <Briefcase aria-hidden />
              {t("wizard.getJob")}
            </>
          ) : (
            <>
              {t("wizard.next")}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}

function StepContent({ step }: { step: number }) {
  switch (step) {
    case 0:
      return (
        <>
          <BasicsEditor />
          <PersonalEditor />
          <WhenNeeded sectionId="profiles">
            <ListSectionEditor sectionId="profiles" />
          </WhenNeeded>
        </>
      );
    case 1:
      return <SummaryEditor />;
    case 2:
      return <ListSectionEditor sectionId="experience" />;
    case 3:
      return <ListSectionEditor sectionId="education" />;
    default:
      return <AdditionalSections />;
  }
}

/** Step 4: skills, languages, the visible optional sections, custom sections, Add Custom Section. */
function AdditionalSections() {
  const { t } = useTranslation("builder");
  const sections = useBuilderStore((s) => s.data.sections);
  const [adding, setAdding] = useState(false);
  const visibleOptional = optionalSections.filter((key) => sections[key].visible);
  return (
    <>
      <ListSectionEditor sectionId="skills" />
      <ListSectionEditor sectionId="languages" />
      {visibleOptional.map((key) => (
        <ListSectionEditor key={key} sectionId={key} />
      ))}
      {Object.keys(sections.custom).map((id) => (
        <ListSectionEditor key={id} sectionId={`custom.${id}`} />
      ))}
      <Button variant="secondary" className="border-dashed py-3" onClick={() => setAdding(true)}>
        <Plus aria-hidden />
        {t("addSection.button")}
      </Button>
      <AddSectionDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
