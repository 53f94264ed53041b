import { ArrowSquareOut, ChatsCircle, Scales, Trash, X } from "@phosphor-icons/react";
import { htmlToText } from "@sira/html";
import {
  type Application,
  type ApplicationContact,
  applicationStatuses,
  closedReasons,
} from "@sira/schema/application-api";
import { pointPrices } from "@sira/schema/constants";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PointsCost, useConfirmedSpend } from "../../components/spend-confirm";
import { TailorButton } from "../../components/tailor-button";
import { Button, buttonClass } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { Field, Input, Textarea } from "../../components/ui/form";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/ui/toast-store";
import { api } from "../../lib/api";
import { jobLabel } from "../../lib/applications";
import { refreshBalance } from "../../lib/balance";
import { useResumeList } from "../../lib/resume-list";
import { toastSpendError } from "../../lib/spend";
import { useDeleteApplication, useUpdateApplication } from "./applications-api";
import { SentDocumentsPanel } from "./sent-documents";

/** Compare this application's job with a resume (the compare page, prefilled and locked, spec §4). */
export function useCompareForApplication() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return (application: Application) =>
    navigate("/dashboard/compare", {
      state: {
        job: `${jobLabel(application.job, i18n.language).position}\n\n${htmlToText(application.job.description)}`.trim(),
        jobId: application.job.jobId,
        locked: true,
      },
    });
}

/** The dialog's editable fields, saved together. */
interface ApplicationForm {
  status: Application["status"];
  closedReason: Application["closedReason"];
  appliedOn: string;
  nextStep: string;
  nextStepOn: string;
  notes: string;
  contacts: ApplicationContact[];
}
type PatchForm = (changes: Partial<ApplicationForm>) => void;
type UpdateApplication = ReturnType<typeof useUpdateApplication>;

function formOf(application: Application): ApplicationForm {
  return {
    status: application.status,
    closedReason: application.closedReason,
    appliedOn: application.appliedOn ?? "",
    nextStep: application.nextStep,
    nextStepOn: application.nextStepOn ?? "",
    notes: application.notes,
    contacts: application.contacts as ApplicationContact[],
  };
}

/** The update a save sends: the column only when it changed, a reason only for closed, no nameless contacts. */
function changesOf(form: ApplicationForm, application: Application) {
  return {
    ...(form.status !== application.status ? { status: form.status } : {}),
    closedReason: form.status === "closed" ? form.closedReason : null,
    appliedOn: form.appliedOn || null,
    nextStep: form.nextStep,
    nextStepOn: form.nextStepOn || null,
    notes: form.notes,
    contacts: form.contacts.filter((c) => c.name.trim()),
  };
}

/** A date as the interface language writes it (medium style). */
function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
}

/**
 * One application: column and reason, applied date, the resume version sent, next step with a
 * date, contacts, notes, the timeline, and the actions: open the job, compare (priced as the
 * compare page), a mock interview (catalogue jobs; priced), delete. Edits are saved together.
 */
export function ApplicationDialog({
  application,
  onOpenChange,
}: {
  application: Application;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("applications");
  const update = useUpdateApplication();
  const [form, setForm] = useState(() => formOf(application));
  const patch: PatchForm = (changes) => setForm((f) => ({ ...f, ...changes }));

  const handleSave = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: application.id, changes: changesOf(form, application) },
      {
        onSuccess: () => {
          toast({ kind: "success", title: t("details.saved") });
          onOpenChange(false);
        },
      },
    );
  };

  const job = application.job;
  const label = jobLabel(job, i18n.language);
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      wide
      title={<bdi>{label.position}</bdi>}
      description={[job.company, label.place].filter(Boolean).join(" · ")}
    >
      <JobActions application={application} />
      <form onSubmit={handleSave} className="flex flex-col gap-4">
        <StatusFields form={form} onChange={patch} />
        <SentResume application={application} update={update} />
        <SentDocumentsPanel application={application} />
        <NextStepFields form={form} onChange={patch} />
        <ContactsFields contacts={form.contacts} onChange={(contacts) => patch({ contacts })} />
        <Field label={t("details.notes")}>
          <Textarea
            value={form.notes}
            onChange={(e) => patch({ notes: e.target.value })}
            rows={3}
            dir="auto"
          />
        </Field>
        <Timeline events={application.events} />
        <DialogFooter applicationId={application.id} saving={update.isPending} onOpenChange={onOpenChange} />
      </form>
    </Modal>
  );
}

/** Open the job (catalogue page or its link), compare with a resume, and a priced mock interview. */
function JobActions({ application }: { application: Application }) {
  const { t, i18n } = useTranslation("applications");
  const language = contentLanguageOf(i18n.language);
  const resumes = useResumeList();
  const compare = useCompareForApplication();
  const job = application.job;
  const interviewResumeId =
    application.sentResume?.resumeId ?? resumes.data?.find((r) => r.isDefault)?.id ?? resumes.data?.[0]?.id;
  const interview = useMutation({
    mutationFn: () =>
      api<{ url: string }>("/interview", {
        method: "POST",
        body: { jobId: job.jobId, resumeId: interviewResumeId, language },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastSpendError(error),
    onSettled: () => refreshBalance(),
  });
  const startInterview = useConfirmedSpend(t("details.interview"), pointPrices.interview, () =>
    interview.mutate(),
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        {job.jobId ? (
          <Link to={`/dashboard/jobs/${job.jobId}`} className={buttonClass("secondary")}>
            <ArrowSquareOut aria-hidden /> {t("details.openJob")}
          </Link>
        ) : (
          job.link && (
            <a href={job.link} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
              <ArrowSquareOut aria-hidden /> {t("details.openJob")}
            </a>
          )
        )}
        <Button variant="secondary" onClick={() => compare(application)}>
          <Scales aria-hidden /> {t("details.compare")} <PointsCost points={pointPrices.compare} />
        </Button>
        <Button
          variant="secondary"
          disabled={!job.jobId || !interviewResumeId || interview.isPending}
          title={job.jobId ? undefined : t("details.interviewManual")}
          onClick={() => startInterview.request()}
        >
          <ChatsCircle aria-hidden /> {t("details.interview")} <PointsCost points={pointPrices.interview} />
        </Button>
        <TailorButton
          target={{ applicationId: application.id }}
          className={buttonClass("secondary")}
          {...(interviewResumeId ? { resumeId: interviewResumeId } : {})}
        />
      </div>
      {startInterview.dialog}
    </>
  );
}

/** The column, the reason when closed, and the date applied. */
function StatusFields({ form, onChange }: { form: ApplicationForm; onChange: PatchForm }) {
  const { t } = useTranslation("applications");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label={t("details.column")}>
        <Select
          value={form.status}
          onChange={(e) => onChange({ status: e.target.value as Application["status"] })}
        >
          {applicationStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      {form.status === "closed" && (
        <Field label={t("details.reason")}>
          <Select
            value={form.closedReason ?? ""}
            onChange={(e) =>
              onChange({ closedReason: (e.target.value || null) as Application["closedReason"] })
            }
          >
            <option value="">{t("reason.none")}</option>
            {closedReasons.map((r) => (
              <option key={r} value={r}>
                {t(`reason.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t("details.appliedOn")}>
        <Input type="date" value={form.appliedOn} onChange={(e) => onChange({ appliedOn: e.target.value })} />
      </Field>
    </div>
  );
}

/**
 * The resume version sent (its PDF is in SentDocumentsPanel; whether the resume changed since), and
 * attaching a resume's current version now (saved at once, through the dialog's update).
 */
function SentResume({ application, update }: { application: Application; update: UpdateApplication }) {
  const { t } = useTranslation("applications");
  const date = useFormatDate();
  const resumes = useResumeList();
  const [resumeChoice, setResumeChoice] = useState(application.sentResume?.resumeId ?? "");
  const sent = application.sentResume;
  const current = resumes.data?.find((r) => r.id === sent?.resumeId);
  const handleAttach = () =>
    resumeChoice && update.mutate({ id: application.id, changes: { resumeId: resumeChoice } });
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-medium text-sm">{t("details.resume")}</legend>
      <p className="text-slate-700 text-sm dark:text-slate-200" data-testid="sent-resume">
        {sent
          ? t("details.resumeSent", { title: sent.title, version: sent.version, date: date(sent.at) })
          : t("details.resumeNone")}
      </p>
      {sent && current && (
        <p className="text-slate-500 text-xs">
          {current.version > sent.version
            ? t("details.resumeChanged", { version: sent.version })
            : t("details.resumeCurrent")}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t("details.attach")}>
          <Select value={resumeChoice} onChange={(e) => setResumeChoice(e.target.value)}>
            <option value="">—</option>
            {resumes.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </Select>
        </Field>
        <Button variant="secondary" onClick={handleAttach} disabled={!resumeChoice}>
          {t("details.attachCurrent")}
        </Button>
      </div>
    </fieldset>
  );
}

/** The next step and its date. */
function NextStepFields({ form, onChange }: { form: ApplicationForm; onChange: PatchForm }) {
  const { t } = useTranslation("applications");
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <Field label={t("details.nextStep")}>
        <Input
          value={form.nextStep}
          onChange={(e) => onChange({ nextStep: e.target.value })}
          placeholder={t("details.nextStepPlaceholder")}
          dir="auto"
          maxLength={300}
        />
      </Field>
      <Field label={t("details.nextStepOn")}>
        <Input
          type="date"
          value={form.nextStepOn}
          onChange={(e) => onChange({ nextStepOn: e.target.value })}
        />
      </Field>
    </div>
  );
}

const contactKeys = ["name", "role", "email", "phone"] as const;

/** The contacts: a row of name, role, email and phone each, removable, and one more on request. */
function ContactsFields({
  contacts,
  onChange,
}: {
  contacts: ApplicationContact[];
  onChange: (contacts: ApplicationContact[]) => void;
}) {
  const { t } = useTranslation("applications");
  const setContact = (index: number, key: keyof ApplicationContact, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-sm">{t("details.contacts")}</legend>
      {contacts.map((contact, index) => (
        <div
          key={index}
          className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] dark:bg-slate-800/60"
        >
          {contactKeys.map((key) => (
            <Input
              key={key}
              aria-label={t(`details.contact${key[0]!.toUpperCase()}${key.slice(1)}`)}
              placeholder={t(`details.contact${key[0]!.toUpperCase()}${key.slice(1)}`)}
              value={contact[key]}
              dir={key === "email" || key === "phone" ? "ltr" : "auto"}
              onChange={(e) => setContact(index, key, e.target.value)}
            />
          ))}
          <button
            type="button"
            aria-label={t("details.removeContact", { name: contact.name || "—" })}
            onClick={() => onChange(contacts.filter((_, i) => i !== index))}
            className="inline-flex items-center justify-center rounded-lg px-2 text-slate-500 hover:bg-slate-200 dark:hover:bg-slate-700"
          >
            <X aria-hidden />
          </button>
        </div>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...contacts, { name: "", role: "", email: "", phone: "" }])}
      >
        {t("details.addContact")}
      </Button>
    </fieldset>
  );
}

/** The application's moves between columns, oldest first. */
function Timeline({ events }: { events: Application["events"] }) {
  const { t } = useTranslation("applications");
  const date = useFormatDate();
  return (
    <section aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="mb-2 font-medium text-sm">
        {t("details.timeline")}
      </h3>
      <ol
        className="flex flex-col gap-1 border-slate-200 border-s-2 ps-3 text-sm dark:border-slate-700"
        data-testid="timeline"
      >
        {events.map((event) => (
          <li key={event.id} className="text-slate-700 dark:text-slate-200">
            <span className="text-slate-500 text-xs">{date(event.at)} · </span>
            {event.from
              ? t("details.moved", { from: t(`status.${event.from}`), to: t(`status.${event.to}`) })
              : t("details.created", { to: t(`status.${event.to}`) })}
            {event.reason && ` (${t(`reason.${event.reason}`)})`}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Delete (after a confirm), close, and save. */
function DialogFooter({
  applicationId,
  saving,
  onOpenChange,
}: {
  applicationId: string;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("applications");
  const remove = useDeleteApplication();
  const handleDelete = () => {
    if (!window.confirm(t("details.deleteConfirm"))) return;
    remove.mutate(applicationId, {
      onSuccess: () => {
        toast({ kind: "success", title: t("details.deleted") });
        onOpenChange(false);
      },
    });
  };
  return (
    <div className="flex flex-wrap justify-between gap-2 border-slate-200 border-t pt-4 dark:border-slate-700">
      <Button variant="dangerOutline" onClick={handleDelete}>
        <Trash aria-hidden /> {t("details.delete")}
      </Button>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("details.close")}
        </Button>
        <Button type="submit" disabled={saving}>
          {t("details.save")}
        </Button>
      </div>
    </div>
  );
}
