import { FilePdf, PencilSimpleLine } from "@phosphor-icons/react";
import type { Application } from "@sira/schema/application-api";
import { coverLetterSchema, type SentDocuments, sentDocumentsSchema } from "@sira/schema/cover-letter-api";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ApiError, api } from "../../lib/api";
import { refreshBalance } from "../../lib/balance";
import { toastError } from "../../lib/errors";
import { useResumeList } from "../../lib/resume-list";
import { toastSpendError } from "../../lib/spend";

/**
 * Open a PDF of what was sent in a new tab (opened in the click, so popup blockers allow it):
 * fetched first, so a refusal (points, a lost file) is told as a toast instead of a tab of JSON.
 */
async function openSentPdf(url: string) {
  const tab = window.open("", "_blank");
  try {
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      throw new ApiError(res.status, (body.code ?? "SomethingWentWrong") as never);
    }
    const blob = await res.blob();
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else window.open(objectUrl, "_blank", "noopener");
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    toastSpendError(error);
  } finally {
    void refreshBalance();
  }
}

/**
 * What was sent with an application (issue 41): the resume and the cover letter frozen when it
 * moved to Applied, each downloadable as the PDF of exactly that version; and a cover letter to
 * write for this job (drafted from the default resume and the posting, then opened).
 */
export function SentDocumentsPanel({ application }: { application: Application }) {
  const { t } = useTranslation("coverLetters");
  const navigate = useNavigate();
  const resumes = useResumeList();
  const sent = useQuery({
    queryKey: ["applications", "sent", application.id, application.status, application.updatedAt],
    queryFn: () =>
      api(`/applications/${encodeURIComponent(application.id)}/sent`, { schema: sentDocumentsSchema }),
  });
  const resumeId =
    application.sentResume?.resumeId ?? resumes.data?.find((r) => r.isDefault)?.id ?? resumes.data?.[0]?.id;
  const writeLetter = () =>
    resumeId &&
    api("/cover-letters", {
      method: "POST",
      body: { resumeId, applicationId: application.id },
      schema: coverLetterSchema,
    })
      .then((letter) => navigate(`/dashboard/cover-letters/${letter.id}`))
      .catch((error) => toastError(error, { silent: false, ownMessage: ["CoverLetterLimitExceeded"] }));
  const row = (kind: keyof SentDocuments, label: string) => {
    const doc = sent.data?.[kind];
    if (!doc) return null;
    return (
      <li className="flex flex-wrap items-center gap-2 text-sm">
        <span dir="auto">{t(label, { title: doc.title })}</span>
        <Button
          variant="link"
          size="sm"
          className="inline-flex items-center gap-1"
          onClick={() => void openSentPdf(doc.pdf)}
          data-testid={`sent-${kind}-pdf`}
        >
          <FilePdf aria-hidden /> {t("sent.pdf")}
        </Button>
      </li>
    );
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-medium text-sm">{t("sent.heading")}</legend>
      {sent.data && !sent.data.resume && !sent.data.coverLetter && (
        <p className="text-slate-500 text-xs">{t("sent.none")}</p>
      )}
      <ul className="flex flex-col gap-1" data-testid="sent-documents">
        {row("resume", "sent.resume")}
        {row("coverLetter", "sent.coverLetter")}
      </ul>
      <Button variant="secondary" size="sm" className="self-start" onClick={writeLetter} disabled={!resumeId}>
        <PencilSimpleLine aria-hidden /> {t("sent.write")}
      </Button>
    </fieldset>
  );
}
