import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowsClockwise } from "@phosphor-icons/react";
import {
  jobTitlesResponseSchema,
  type Language,
  type Resume,
  type ResumeSummary,
  resumeSlugSchema,
  resumeTitleSchema,
  resumeVersionConflictSchema,
} from "@sira/schema";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form";
import { Select } from "../../components/ui/select";
import { Checkbox } from "../../components/ui/switch";
import { toast } from "../../components/ui/toast-store";
import { ApiError, api } from "../../lib/api";
import { toastError } from "../../lib/errors";
import { fetchResume } from "../../lib/resume-list";
import { announceNewDefault } from "./announce-default";
import { duplicateNames, randomResumeTitle, slugFromTitle } from "./dashboard-utils";
import { type ResumeDialogMode, useDialogStore } from "./dialog-store";
import {
  currentDefaultResume,
  useCreateResume,
  useDeleteResume,
  useImportResume,
  useSetDefault,
  useUpdateResume,
} from "./resume-queries";

const formSchema = z.object({
  title: resumeTitleSchema,
  slug: resumeSlugSchema,
  language: z.enum(["ar", "en"]),
  sample: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

function initialValues(
  mode: ResumeDialogMode,
  resume: ResumeSummary | undefined,
  uiLanguage: Language,
): FormValues {
  if (mode === "duplicate" && resume)
    return { ...duplicateNames(resume.title, resume.slug), language: resume.language, sample: false };
  if (resume) return { title: resume.title, slug: resume.slug, language: resume.language, sample: false };
  const title = randomResumeTitle(uiLanguage);
  return { title, slug: slugFromTitle(title), language: uiLanguage, sample: false };
}

/** Title and slug form of the create, update and duplicate modes. */
function ResumeForm({ mode, resume }: { mode: "create" | "update" | "duplicate"; resume?: ResumeSummary }) {
  const { t, i18n } = useTranslation("dashboard");
  const uiLanguage: Language = contentLanguageOf(i18n.language);
  const close = useDialogStore((s) => s.closeResumeDialog);
  const navigate = useNavigate();
  const createResume = useCreateResume();
  const importResume = useImportResume();
  const updateResume = useUpdateResume();
  const setDefault = useSetDefault();
  const id = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: "onChange",
    defaultValues: initialValues(mode, resume, uiLanguage),
  });
  const { register, handleSubmit, setValue, watch, formState, setError } = form;
  const title = watch("title");
  // Issue 23: renaming a public resume's slug moves its link; say that old links stop working.
  const movesPublicLink =
    mode === "update" && resume?.visibility === "public" && watch("slug") !== resume.slug;

  // A new resume's slug follows its title until the user edits the slug; a duplicate keeps its
  // "-copy" slug until the title itself is changed; a rename never touches the slug on its own.
  const followsTitle = mode === "create" || (mode === "duplicate" && Boolean(formState.dirtyFields.title));
  useEffect(() => {
    if (followsTitle && !formState.dirtyFields.slug)
      setValue("slug", slugFromTitle(title), { shouldValidate: true });
  }, [title, followsTitle, formState.dirtyFields.slug, setValue]);

  const handleRandomTitle = () =>
    setValue("title", randomResumeTitle(watch("language")), { shouldValidate: true, shouldDirty: true });

  // The list holds no content; a rename writes the whole resume, so it reads it first.
  const saveRename = async (summary: ResumeSummary, values: FormValues): Promise<Resume> => {
    const target = await fetchResume(summary.id);
    const body = {
      id: target.id,
      title: values.title,
      slug: values.slug,
      visibility: target.visibility,
      data: target.data,
    };
    try {
      return await updateResume.mutateAsync({ ...body, version: target.version });
    } catch (error) {
      // A rename only touches title and slug, so it can safely be applied on top of the newer version.
      if (!(error instanceof ApiError) || error.code !== "ResumeVersionConflict") throw error;
      const { current } = resumeVersionConflictSchema.parse((error.body as { details?: unknown }).details);
      return updateResume.mutateAsync({
        ...body,
        data: current.data,
        visibility: current.visibility,
        version: current.version,
      });
    }
  };

  const onSubmit = async (values: FormValues) => {
    try {
      if (mode === "create") {
        const previous = currentDefaultResume();
        const created = await createResume.mutateAsync(values);
        // Spec §4: a created resume becomes the default; the toast says so and offers to undo it.
        if (!created.isDefault) await setDefault.mutateAsync({ id: created.id, isDefault: true });
        announceNewDefault(
          { ...created, isDefault: true },
          previous,
          t("dialog.created", { title: created.title }),
        );
        // Issue 42: a new resume is made to be written, so it opens in the builder.
        close();
        navigate(`/builder/${created.id}`);
        return;
      } else if (mode === "duplicate" && resume) {
        const { data } = await fetchResume(resume.id);
        await importResume.mutateAsync({ title: values.title, slug: values.slug, data });
        toast({ kind: "success", title: t("dialog.duplicated", { title: values.title }) });
      } else if (resume) {
        await saveRename(resume, values);
        toast({ kind: "success", title: t("dialog.updated", { title: values.title }) });
      }
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === "ResumeSlugAlreadyExists") {
        setError("slug", { message: "taken" });
        return;
      }
      toastError(error);
    }
  };

  const titleError = formState.errors.title ? t("dialog.errors.title") : undefined;
  const slugError = formState.errors.slug
    ? t(formState.errors.slug.message === "taken" ? "dialog.errors.slugTaken" : "dialog.errors.slug")
    : undefined;
  const pending = formState.isSubmitting;

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
      <Field id={`${id}-title`} label={t("dialog.title")} hint={t("dialog.titleHint")} error={titleError}>
        <div className="flex gap-2">
          <Input dir="auto" autoComplete="off" {...register("title")} />
          {mode !== "update" && (
            <Button
              onClick={handleRandomTitle}
              variant="icon"
              aria-label={t("dialog.randomTitle")}
              title={t("dialog.randomTitle")}
            >
              <ArrowsClockwise aria-hidden />
            </Button>
          )}
        </div>
      </Field>
      <Field
        id={`${id}-slug`}
        label={t("dialog.slug")}
        hint={t(movesPublicLink ? "dialog.slugMovesLink" : "dialog.slugHint")}
        error={slugError}
      >
        <Input dir="auto" autoComplete="off" {...register("slug")} />
      </Field>
      {mode === "create" && (
        <>
          <Field id={`${id}-language`} label={t("dialog.language")}>
            <Select {...register("language")}>
              <option value="ar">العربية</option>
              <option value="en">English</option>
            </Select>
          </Field>
          <Checkbox label={t("dialog.sample")} {...register("sample")} />
        </>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {t(mode === "create" ? "dialog.create" : mode === "duplicate" ? "dialog.duplicate" : "dialog.save")}
        </Button>
      </div>
    </form>
  );
}

/** Delete confirmation: says the deletion is permanent; the server resets the default. */
function DeleteConfirm({ resume }: { resume: ResumeSummary }) {
  const { t } = useTranslation("dashboard");
  const close = useDialogStore((s) => s.closeResumeDialog);
  const deleteResume = useDeleteResume();
  const handleDelete = async () => {
    try {
      await deleteResume.mutateAsync(resume.id);
      toast({ kind: "success", title: t("dialog.deleted", { title: resume.title }) });
      close();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={close}>
        {t("dialog.cancel")}
      </Button>
      <Button variant="danger" onClick={handleDelete} disabled={deleteResume.isPending}>
        {t("dialog.delete")}
      </Button>
    </div>
  );
}

/**
 * Jobs confirmation: the job search runs on the default resume, so confirming makes this one the
 * default and opens the jobs page. The job titles the resume suggests (POST /openai/job-titles,
 * free) are offered to pick: the jobs page then opens searching for the chosen title.
 */
function JobsConfirm({ resume }: { resume: ResumeSummary }) {
  const { t, i18n } = useTranslation("dashboard");
  const close = useDialogStore((s) => s.closeResumeDialog);
  const setDefault = useSetDefault();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState("");
  const titles = useQuery({
    queryKey: ["job-titles", resume.id, i18n.language],
    queryFn: () =>
      api("/openai/job-titles", { method: "POST", body: { id: resume.id }, schema: jobTitlesResponseSchema }),
    staleTime: 60_000,
  });
  const handleConfirm = async () => {
    try {
      if (!resume.isDefault) await setDefault.mutateAsync({ id: resume.id, isDefault: true });
      close();
      navigate(chosen ? `/dashboard/jobs?${new URLSearchParams({ q: chosen })}` : "/dashboard/jobs");
    } catch (error) {
      toastError(error);
    }
  };
  const suggestions = titles.data?.titles ?? [];
  return (
    <div className="flex flex-col gap-4">
      {titles.isPending && <p className="text-slate-500 text-sm">{t("dialog.titlesLoading")}</p>}
      {suggestions.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-slate-800 text-sm dark:text-slate-100">
            {t("dialog.titlesLegend")}
          </legend>
          <div className="flex flex-wrap gap-2">
            {[{ id: "", label: t("dialog.titlesAll") }, ...suggestions].map((title) => (
              <label
                key={title.id || "all"}
                className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600 dark:border-slate-600 dark:has-[:checked]:bg-teal-950"
              >
                <input
                  type="radio"
                  name="job-title"
                  className="sr-only"
                  checked={chosen === (title.id ? title.label : "")}
                  onChange={() => setChosen(title.id ? title.label : "")}
                />
                <bdi>{title.label}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t("dialog.cancel")}
        </Button>
        <Button onClick={handleConfirm} disabled={setDefault.isPending}>
          {t("dialog.searchJobs")}
        </Button>
      </div>
    </div>
  );
}

/** Spec §2/§4 resume dialog: modes create, update, duplicate, delete and jobs. */
export function ResumeDialog() {
  const { t } = useTranslation("dashboard");
  const state = useDialogStore((s) => s.resumeDialog);
  const close = useDialogStore((s) => s.closeResumeDialog);
  if (!state) return null;
  const { mode, resume } = state;
  const title = t(`dialog.heading.${mode}`, { title: resume?.title ?? "" });
  const description =
    mode === "delete" ? t("dialog.deleteWarning") : mode === "jobs" ? t("dialog.jobsConfirm") : undefined;
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={title} description={description}>
      {mode === "delete" && resume ? (
        <DeleteConfirm resume={resume} />
      ) : mode === "jobs" && resume ? (
        <JobsConfirm resume={resume} />
      ) : mode === "create" || mode === "update" || mode === "duplicate" ? (
        <ResumeForm key={`${mode}-${resume?.id ?? "new"}`} mode={mode} resume={resume} />
      ) : null}
    </Modal>
  );
}
