import { CheckCircle, XCircle } from "@phosphor-icons/react";
import { formatYears } from "@sira/nlp/years";
import type { MatchResponse } from "@sira/schema/ai-api";
import { limits } from "@sira/schema/constants";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useTranslation } from "react-i18next";
import { ScoreRing } from "./score-ring";

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";

function Chips({ items, tone }: { items: { id: string; label: string }[]; tone: "found" | "missing" }) {
  const colours =
    tone === "found"
      ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      : "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200";
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id} className={`rounded-full px-3 py-1 text-sm ${colours}`}>
          <bdi>{item.label}</bdi>
        </li>
      ))}
    </ul>
  );
}

type Part = NonNullable<MatchResponse["breakdown"]["parts"]>[number];

/**
 * A part's points of the score ("12/45"), from the same model as the score and explanation, so
 * the rows add up to the ring and never contradict it. A deduction shows as "−20".
 */
function Points({ part, deduction }: { part?: Part | undefined; deduction?: Part | undefined }) {
  if (!part && !deduction) return null;
  const text = [part ? `${part.points}/${part.max}` : "", deduction ? `−${Math.abs(deduction.points)}` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 text-xs tabular-nums dark:bg-slate-800 dark:text-slate-200">
      <bdi dir="ltr">{text}</bdi>
    </span>
  );
}

function SkillGroup({
  title,
  group,
  part,
}: {
  title: string;
  group: MatchResponse["breakdown"]["mustHave"];
  part?: Part | undefined;
}) {
  const { t } = useTranslation("ai");
  if (group.found.length + group.missing.length === 0)
    return (
      <div>
        <h4 className="font-medium text-slate-800 dark:text-slate-100">{title}</h4>
        <p className="text-slate-500 text-sm">{t("compare.result.none")}</p>
      </div>
    );
  return (
    <div className="space-y-2">
      <h4 className="font-medium text-slate-800 dark:text-slate-100">
        {title}
        <Points part={part} />
      </h4>
      {group.found.length > 0 && (
        <div>
          <p className="mb-1 text-slate-600 text-xs dark:text-slate-300">{t("compare.result.found")}</p>
          <Chips items={group.found} tone="found" />
        </div>
      )}
      {group.missing.length > 0 && (
        <div>
          <p className="mb-1 text-slate-600 text-xs dark:text-slate-300">{t("compare.result.missing")}</p>
          <Chips items={group.missing} tone="missing" />
        </div>
      )}
    </div>
  );
}

function Row({
  title,
  value,
  part,
  deduction,
}: {
  title: string;
  value: string;
  part?: Part | undefined;
  deduction?: Part | undefined;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-slate-100 border-t py-2 dark:border-slate-800">
      <dt className="font-medium text-slate-800 dark:text-slate-100">{title}</dt>
      <dd className="text-slate-600 dark:text-slate-300">
        <bdi>{value}</bdi>
        <Points part={part} deduction={deduction} />
      </dd>
    </div>
  );
}

/** The compare result (spec §2): score ring, pass or fail, explanation, fixes and the breakdown. */
export function CompareResult({ result }: { result: MatchResponse }) {
  const { t, i18n } = useTranslation("ai");
  const b = result.breakdown;
  const listFormat = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const language = contentLanguageOf(i18n.language);
  const unknown = t("compare.result.unknown");
  const part = (key: Part["key"]) => b.parts?.find((p) => p.key === key);
  return (
    <section
      aria-labelledby="compare-result"
      className={`${cardClass} space-y-6`}
      data-testid="compare-result"
    >
      <h2 id="compare-result" className="sr-only">
        {t("compare.result.heading")}
      </h2>
      <div className="flex flex-wrap items-center gap-6">
        <ScoreRing score={result.score} label={t("compare.result.score")} />
        <div className="min-w-0 flex-1 space-y-1">
          <p
            className={`inline-flex items-center gap-2 font-bold text-xl ${result.pass ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400"}`}
          >
            {result.pass ? <CheckCircle aria-hidden weight="fill" /> : <XCircle aria-hidden weight="fill" />}
            {result.pass ? t("compare.result.pass") : t("compare.result.fail")}
          </p>
          <p className="text-slate-500 text-sm">
            {t("compare.result.passHint", { threshold: Math.round(limits.passThreshold * 100) })}
          </p>
        </div>
      </div>
      <div>
        <h3 className="mb-1 font-semibold text-slate-900 dark:text-white">
          {t("compare.result.explanation")}
        </h3>
        <p className="text-slate-700 leading-relaxed dark:text-slate-200" dir="auto">
          {result.explanation}
        </p>
      </div>
      <div>
        <h3 className="mb-1 font-semibold text-slate-900 dark:text-white">{t("compare.result.fixes")}</h3>
        <ul className="list-disc space-y-1 ps-6 text-slate-700 dark:text-slate-200">
          {result.fixes.map((fix) => (
            <li key={fix} dir="auto">
              {fix}
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-4">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t("compare.result.breakdown")}</h3>
        <SkillGroup title={t("compare.result.mustHave")} group={b.mustHave} part={part("must")} />
        <SkillGroup title={t("compare.result.niceToHave")} group={b.niceToHave} part={part("nice")} />
        <dl>
          <Row
            title={t("compare.result.title")}
            part={part("title")}
            value={
              b.title.job
                ? t("compare.result.titleValue", { job: b.title.job, resume: b.title.resume ?? unknown })
                : t("compare.result.notStated")
            }
          />
          <Row
            title={t("compare.result.years")}
            part={part("years")}
            deduction={part("level")}
            value={
              b.years.required === null
                ? t("compare.result.notStated")
                : t("compare.result.yearsValue", {
                    required: formatYears(b.years.required, language),
                    have: formatYears(b.years.have, language),
                  })
            }
          />
          <Row
            title={t("compare.result.education")}
            part={part("education")}
            value={
              b.education.required
                ? t("compare.result.educationValue", {
                    required: b.education.required.label,
                    have: b.education.have?.label ?? unknown,
                  })
                : t("compare.result.notStated")
            }
          />
          <Row
            title={t("compare.result.languages")}
            part={part("language")}
            value={
              b.language.required.length === 0
                ? t("compare.result.notStated")
                : b.language.missing.length
                  ? t("compare.result.languagesMissing", {
                      list: listFormat.format(b.language.missing.map((l) => l.label)),
                    })
                  : t("compare.result.languagesOk")
            }
          />
        </dl>
      </div>
    </section>
  );
}
