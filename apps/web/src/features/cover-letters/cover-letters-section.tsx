import { CopySimple, EnvelopeSimple, PencilSimple, Plus, Trash } from "@phosphor-icons/react";
import type { CoverLetter } from "@sira/schema/cover-letter-api";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form";
import { Select } from "../../components/ui/select";
import { useApplications } from "../../lib/applications";
import { toastError } from "../../lib/errors";
import { useResumeList } from "../../lib/resume-list";
import {
  copyCoverLetter,
  deleteCoverLetter,
  saveCoverLetter,
  useCoverLetters,
  useCreateCoverLetter,
} from "./cover-letters-api";

const letterErrors = {
  silent: false,
  ownMessage: ["CoverLetterLimitExceeded", "CoverLetterVersionConflict"],
} as const;

/**
 * The services screen's cover letters (issue 41): a card per letter (open, rename, duplicate,
 * delete), the empty state, and the dialog that makes a new one for a resume and, optionally,
 * a tracked job (drafted offline from the two, free).
 */
export function CoverLettersSection() {
  const { t } = useTranslation("coverLetters");
  const letters = useCoverLetters();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<CoverLetter | null>(null);
  const [deleting, setDeleting] = useState<CoverLetter | null>(null);
  const navigate = useNavigate();
  const duplicate = (letter: CoverLetter) =>
    copyCoverLetter(letter.id, "duplicate").catch((error) => toastError(error, letterErrors));
  return (
    <section className="mt-10" aria-labelledby="cover-letters-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="cover-letters-heading" className="font-bold text-slate-900 text-xl dark:text-white">
          {t("heading")}
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> {t("new")}
        </Button>
      </div>
      {letters.isError && (
        <p role="alert" className="text-red-600 text-sm">
          {t("loadFailed")}
        </p>
      )}
      {letters.data?.length === 0 && (
        <div className="rounded-xl border-2 border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <EnvelopeSimple aria-hidden className="mx-auto mb-2 text-3xl" />
          <p className="font-semibold">{t("empty")}</p>
          <p className="text-sm">{t("emptyHint")}</p>
        </div>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {letters.data?.map((letter) => (
          <li
            key={letter.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            data-testid="cover-letter-card"
          >
            <Link
              to={`/dashboard/cover-letters/${letter.id}`}
              className="font-semibold text-slate-900 hover:underline dark:text-white"
              dir="auto"
            >
              {letter.title}
            </Link>
            <p className="text-slate-500 text-xs">
              {t(`language.${letter.language}`)}
              {letter.resumeTitle ? ` · ${t("forResume", { title: letter.resumeTitle })}` : ""}
            </p>
            <div className="mt-auto flex flex-wrap gap-1">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => navigate(`/dashboard/cover-letters/${letter.id}`)}
              >
                {t("open")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRenaming(letter)} aria-label={t("rename")}>
                <PencilSimple aria-hidden /> {t("rename")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => duplicate(letter)}>
                <CopySimple aria-hidden /> {t("duplicate")}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(letter)}>
                <Trash aria-hidden /> {t("delete")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {creating && <CreateLetterDialog onClose={() => setCreating(false)} />}
      {renaming && <RenameDialog letter={renaming} onClose={() => setRenaming(null)} />}
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={t("deleteBody", { title: deleting?.title ?? "" })}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (deleting) void deleteCoverLetter(deleting.id).catch((e) => toastError(e, letterErrors));
              setDeleting(null);
            }}
          >
            {t("delete")}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

/** A new letter: which resume (its language and design) and, optionally, which tracked job. */
export function CreateLetterDialog({
  onClose,
  applicationId: givenApplication = "",
}: {
  onClose: () => void;
  applicationId?: string;
}) {
  const { t } = useTranslation("coverLetters");
  const resumes = useResumeList();
  const applications = useApplications();
  const create = useCreateCoverLetter();
  const navigate = useNavigate();
  const [resumeId, setResumeId] = useState("");
  const [applicationId, setApplicationId] = useState(givenApplication);
  const chosenResume = resumeId || resumes.data?.find((r) => r.isDefault)?.id || resumes.data?.[0]?.id || "";
  const submit = () =>
    create.mutate(
      { resumeId: chosenResume, applicationId: applicationId || null },
      {
        onSuccess: (letter) => {
          onClose();
          navigate(`/dashboard/cover-letters/${letter.id}`);
        },
        onError: (error) => toastError(error, letterErrors),
      },
    );
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("new")} description={t("newHint")}>
      <div className="flex flex-col gap-3">
        <Field label={t("resume")}>
          <Select value={chosenResume} onChange={(e) => setResumeId(e.target.value)}>
            {resumes.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("job")} hint={t("jobHint")}>
          <Select value={applicationId} onChange={(e) => setApplicationId(e.target.value)}>
            <option value="">{t("noJob")}</option>
            {applications.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {[a.job.position, a.job.company].filter(Boolean).join(" — ")}
              </option>
            ))}
          </Select>
        </Field>
        {resumes.data?.length === 0 && <p className="text-sm text-amber-700">{t("needResume")}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button onClick={submit} disabled={!chosenResume || create.isPending}>
            {t("createDraft")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function RenameDialog({ letter, onClose }: { letter: CoverLetter; onClose: () => void }) {
  const { t } = useTranslation("coverLetters");
  const [title, setTitle] = useState(letter.title);
  const save = () =>
    saveCoverLetter(letter, { title: title.trim() })
      .then(onClose)
      .catch((error) => toastError(error, letterErrors));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("rename")}>
      <div className="flex flex-col gap-3">
        <Field label={t("title")}>
          <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} dir="auto" />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button onClick={save} disabled={!title.trim()}>
            {t("save")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
