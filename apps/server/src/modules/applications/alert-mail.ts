import { escapeHtml } from "@sira/html";
import { directionOf, type Language } from "@sira/schema";
import type { JobMatch } from "@sira/schema/job-api";

/** A next step due today or earlier on an open application. */
export interface DueFollowUp {
  applicationId: string;
  userId: string;
  position: string;
  company: string;
  nextStep: string;
  nextStepOn: string;
  overdue: boolean;
}

const texts = {
  ar: {
    subject: (jobs: number, followUps: number) =>
      jobs > 0
        ? jobs === 1
          ? "وظيفة جديدة تناسب سيرتك في سيرة"
          : `${jobs} وظائف جديدة تناسب سيرتك في سيرة`
        : followUps === 1
          ? "لديك خطوة متابعة اليوم في سيرة"
          : `لديك ${followUps} خطوات متابعة اليوم في سيرة`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: { daily: "هذه الوظائف الجديدة منذ رسالتنا السابقة:", weekly: "هذه الوظائف الجديدة هذا الأسبوع:" },
    match: (percent: number) => `التطابق ${percent}%`,
    skills: "مهارات مطابقة:",
    open: "عرض الوظيفة",
    followUps: "خطوات المتابعة المستحقة",
    overdue: "متأخرة",
    tracker: "افتح متتبع الطلبات",
    footer: "تصلك هذه الرسالة لأنك فعّلت تنبيهات الوظائف في سيرة.",
    unsubscribe: "إلغاء الاشتراك بنقرة واحدة",
    settings: "تغيير التكرار من الإعدادات",
  },
  en: {
    subject: (jobs: number, followUps: number) =>
      jobs > 0
        ? jobs === 1
          ? "1 new job matches your resume on Sira"
          : `${jobs} new jobs match your resume on Sira`
        : followUps === 1
          ? "You have 1 follow-up due today on Sira"
          : `You have ${followUps} follow-ups due today on Sira`,
    greeting: (name: string) => `Hello ${name},`,
    intro: { daily: "New jobs since our last e-mail:", weekly: "New jobs this week:" },
    match: (percent: number) => `${percent}% match`,
    skills: "Matching skills:",
    open: "View job",
    followUps: "Follow-ups due",
    overdue: "overdue",
    tracker: "Open the application tracker",
    footer: "You get this e-mail because you turned on job alerts in Sira.",
    unsubscribe: "Unsubscribe with one click",
    settings: "Change how often in settings",
  },
} as const;

/**
 * The alert e-mail in the user's language: each job's title (in that language when known),
 * company, place, match and matching skills, linking to its page in Sira; then next steps due
 * (overdue ones marked); then the unsubscribe link. Text and HTML carry the same content; all
 * user and job text is escaped, and Latin names inside Arabic are isolated with `dir="auto"`.
 */
export function renderAlertMail(input: {
  language: Language;
  name: string;
  jobs: JobMatch[];
  followUps: DueFollowUp[];
  frequency: "daily" | "weekly";
  baseUrl: string;
  unsubscribeUrl: string;
}): { subject: string; text: string; html: string } {
  const t = texts[input.language];
  const dir = directionOf(input.language);
  const url = (path: string) => new URL(path, input.baseUrl).toString();
  const jobLines = input.jobs.map((job) => {
    const title = job.positionNames?.[input.language] ?? job.position;
    const place = job.placeNames?.[input.language] ?? job.location;
    const percent = Math.round(job.match * 100);
    const skills = job.reasons.matchedSkills.slice(0, 5);
    return {
      title,
      place,
      percent,
      skills,
      company: job.company ?? "",
      link: url(`/dashboard/jobs/${job.id}`),
    };
  });
  const tracker = url("/dashboard/applications");
  const text = [
    t.greeting(input.name),
    "",
    ...(jobLines.length > 0
      ? [
          t.intro[input.frequency],
          "",
          ...jobLines.flatMap((j) => [
            `• ${j.title}${j.company ? ` — ${j.company}` : ""}${j.place ? ` (${j.place})` : ""}`,
            `  ${t.match(j.percent)}${j.skills.length ? ` · ${t.skills} ${j.skills.join("، ")}` : ""}`,
            `  ${j.link}`,
          ]),
          "",
        ]
      : []),
    ...(input.followUps.length > 0
      ? [
          `${t.followUps}:`,
          ...input.followUps.map(
            (f) =>
              `• ${f.position}${f.company ? ` — ${f.company}` : ""}: ${f.nextStep || "—"} (${f.nextStepOn}${f.overdue ? `, ${t.overdue}` : ""})`,
          ),
          `${t.tracker}: ${tracker}`,
          "",
        ]
      : []),
    t.footer,
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
    `${t.settings}: ${url("/dashboard/settings")}`,
  ].join("\n");

  const jobHtml = jobLines
    .map(
      (j) => `<li style="margin-block-end:16px">
  <a href="${escapeHtml(j.link)}" style="font-weight:bold;color:#0f766e" dir="auto">${escapeHtml(j.title)}</a><br>
  ${j.company ? `<bdi>${escapeHtml(j.company)}</bdi>` : ""}${j.place ? ` · <bdi>${escapeHtml(j.place)}</bdi>` : ""}<br>
  <span>${escapeHtml(t.match(j.percent))}</span>${
    j.skills.length
      ? ` · ${escapeHtml(t.skills)} ${j.skills.map((s) => `<bdi>${escapeHtml(s)}</bdi>`).join("، ")}`
      : ""
  }
</li>`,
    )
    .join("\n");
  const followHtml = input.followUps
    .map(
      (f) =>
        `<li${f.overdue ? ' style="color:#b91c1c"' : ""}><bdi>${escapeHtml(f.position)}</bdi>${
          f.company ? ` — <bdi>${escapeHtml(f.company)}</bdi>` : ""
        }: ${escapeHtml(f.nextStep || "—")} (<span dir="ltr">${f.nextStepOn}</span>${f.overdue ? `، ${escapeHtml(t.overdue)}` : ""})</li>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${input.language}" dir="${dir}"><body style="font-family:Tahoma,Arial,sans-serif;line-height:1.6;text-align:start">
<p>${escapeHtml(t.greeting(input.name))}</p>
${jobLines.length > 0 ? `<p>${escapeHtml(t.intro[input.frequency])}</p>\n<ul>${jobHtml}</ul>` : ""}
${
  input.followUps.length > 0
    ? `<h2 style="font-size:16px">${escapeHtml(t.followUps)}</h2>\n<ul>${followHtml}</ul>\n<p><a href="${escapeHtml(tracker)}">${escapeHtml(t.tracker)}</a></p>`
    : ""
}
<hr>
<p style="color:#64748b;font-size:12px">${escapeHtml(t.footer)}<br>
<a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a> · <a href="${escapeHtml(url("/dashboard/settings"))}">${escapeHtml(t.settings)}</a></p>
</body></html>`;
  return { subject: t.subject(input.jobs.length, input.followUps.length), text, html };
}
