import { CheckCircle, IdentificationCard, Question, XCircle } from "@phosphor-icons/react";
import type { MatchReasons } from "@sira/schema/job-api";
import type { EligibilityReason } from "@sira/schema/job-eligibility";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";

// Who may apply (issue 40): the nationality, residency and visa a posting states against the
// resume's personal details, as a line on the job card, a section of the job page, and the
// "open to me" filter of the jobs list. Texts in the `eligibility` namespace.

type Check = EligibilityReason["checks"][number];
type Verdict = EligibilityReason["verdict"];

/** Country names (ISO codes) and groups (GCC, ARAB) as one "or" list in the interface language. */
export function placeNames(
  places: readonly string[],
  language: string,
  group: (code: string) => string,
): string {
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = new Intl.DisplayNames([language], { type: "region" });
  } catch {
    regions = undefined;
  }
  const names = places.map((code) =>
    code === "GCC" || code === "ARAB" ? group(code) : (regions?.of(code) ?? code),
  );
  try {
    return new Intl.ListFormat([language], { type: "disjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/** What one check says: the posting's requirement, then how the resume meets it. */
export function useCheckText(): (check: Check) => { statement: string; verdict: string } {
  const { t, i18n } = useTranslation("eligibility");
  return (check) => {
    const places = placeNames(check.places, i18n.language, (code) => t(`groups.${code}`));
    const statement =
      check.kind === "sponsorship"
        ? t(check.offered ? "checks.sponsorshipOffered" : "checks.sponsorshipNotOffered", { places })
        : check.kind === "transferable"
          ? t("checks.transferable")
          : t(`checks.${check.kind}.${check.required ? "required" : "preferred"}`, { places });
    // An offered visa needs no verdict; an unmet preference does not keep anyone out.
    const verdict =
      check.kind === "sponsorship" && check.offered
        ? ""
        : t(`verdict.${check.required || check.verdict === "match" ? check.verdict : "preferred"}`);
    return { statement, verdict };
  };
}

const tone: Record<Verdict, string> = {
  match: "bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200",
  mismatch: "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200",
  unknown: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

function VerdictIcon({ verdict }: { verdict: Verdict }) {
  const Icon = verdict === "match" ? CheckCircle : verdict === "mismatch" ? XCircle : Question;
  return <Icon aria-hidden className="shrink-0" weight="fill" />;
}

/** The card's line: matches, doesn't match, or not known from the resume (nothing when the job states nothing). */
export function EligibilityBadge({ reasons }: { reasons: Pick<MatchReasons, "eligibility"> }) {
  const { t } = useTranslation("eligibility");
  const eligibility = reasons.eligibility;
  if (!eligibility) return null;
  return (
    <span
      data-testid="eligibility-badge"
      data-verdict={eligibility.verdict}
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs",
        tone[eligibility.verdict],
      )}
    >
      <VerdictIcon verdict={eligibility.verdict} />
      {t(`badge.${eligibility.verdict}`)}
    </span>
  );
}

/** The job page's section: each requirement the posting states and how the resume meets it. */
export function EligibilityPanel({ eligibility }: { eligibility: EligibilityReason | undefined }) {
  const { t } = useTranslation("eligibility");
  const textOf = useCheckText();
  if (!eligibility) return null;
  const unknown = eligibility.checks.some((c) => c.verdict === "unknown");
  return (
    <section
      aria-labelledby="job-eligibility"
      data-testid="job-eligibility"
      data-verdict={eligibility.verdict}
      className="mt-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2
        id="job-eligibility"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <IdentificationCard aria-hidden />
        {t("heading")}
        <span className={clsx("rounded-full px-2 py-0.5 font-normal text-xs", tone[eligibility.verdict])}>
          {t(`badge.${eligibility.verdict}`)}
        </span>
      </h2>
      <ul className="mt-2 space-y-1 text-slate-700 text-sm dark:text-slate-200">
        {eligibility.checks.map((check) => {
          const { statement, verdict } = textOf(check);
          return (
            <li
              key={`${check.kind}-${check.required}`}
              data-verdict={check.verdict}
              className="flex items-start gap-2"
            >
              <span
                className={clsx(
                  "mt-0.5",
                  check.verdict === "mismatch"
                    ? "text-red-700"
                    : check.verdict === "match"
                      ? "text-green-700"
                      : "text-slate-500",
                )}
              >
                <VerdictIcon verdict={check.verdict} />
              </span>
              <span>
                {statement}
                {verdict && <span className="text-slate-500 dark:text-slate-400"> — {verdict}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {unknown && <p className="mt-2 text-slate-500 text-xs">{t("addDetails")}</p>}
    </section>
  );
}

/** The jobs list's "open to me" switch: leaves out jobs whose requirements the resume does not meet. */
export function OpenToMeToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation("eligibility");
  return (
    <button
      type="button"
      aria-pressed={on}
      title={t("filterHint")}
      onClick={() => onChange(!on)}
      data-testid="open-to-me"
      className={clsx(
        "flex items-center gap-2 rounded-lg border px-3 py-2 font-medium",
        on
          ? "border-teal-700 bg-teal-700 text-white"
          : "border-slate-300 bg-white text-slate-800 hover:border-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
      )}
    >
      <IdentificationCard aria-hidden />
      {t("filter")}
    </button>
  );
}
