import { FileArrowUp } from "@phosphor-icons/react";
import type { Resume } from "@sira/schema/api";
import { isCatalogueErrorCode } from "@sira/schema/errors";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { RadioCard } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api";
import { errorMessage, toastError } from "../../lib/errors";
import { choiceFiles, type ImportChoice, importChoices, useImportFile } from "./import-api";
import { UploadOverlay } from "./upload-overlay";

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new resume (in the list; the default only if it is the first) before the builder opens. */
  onImported?: (resume: Resume) => void;
}

/** Issue paths that only name the upload itself; the message says enough without them. */
const wholeFilePaths = new Set(["", "file", "input", "type"]);

/** Codes whose own text (every interface locale) says more than the importer's issue (Arabic or English). */
const ownTextCodes = new Set(["ScanReaderMissing"]);

/** The lines of the Errors box: the server's localized issues, else the code's message. */
function errorLines(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (ownTextCodes.has(error.code)) return [errorMessage(error.code)];
    const issues = error.issues ?? [];
    if (issues.length > 0)
      return issues.map((issue) =>
        wholeFilePaths.has(issue.path) ? issue.message : `${issue.path}: ${issue.message}`,
      );
    return [errorMessage(error.code)];
  }
  return [errorMessage("SomethingWentWrong")];
}

/**
 * Spec §2 import dialog: choose what to import (a PDF resume, a Word document, JSON Resume, LinkedIn data export,
 * Reactive Resume), pick a file (the input accepts only that type's extension), Import. While
 * the file is read the full-screen upload overlay shows (spec §4); on success the resume is created
 * (the default stays; the review asks, issue 42), the dialog closes and the builder opens. Invalid files list what is wrong under
 * "Errors" in a scrollable box (spec §8); nothing is created.
 */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const { t } = useTranslation("import");
  const navigate = useNavigate();
  const importFile = useImportFile();
  const [choice, setChoice] = useState<ImportChoice>("pdf");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const ids = { type: useId(), file: useId(), hint: useId(), errors: useId() };
  const { extension, mime, maxBytes } = choiceFiles[choice];
  const busy = importFile.isPending;

  const reset = () => {
    setFile(null);
    setErrors([]);
    importFile.reset();
  };

  const handleOpenChange = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const handleChoice = (next: ImportChoice) => {
    setChoice(next);
    if (file && !file.name.toLowerCase().endsWith(choiceFiles[next].extension)) setFile(null);
    setErrors([]);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setErrors([t("fileRequired")]);
    if (choice === "docx" && file.name.toLowerCase().endsWith(".doc")) return setErrors([t("docLegacy")]);
    if (!file.name.toLowerCase().endsWith(extension)) return setErrors([t("wrongExtension", { extension })]);
    if (file.size > maxBytes) return setErrors([t("tooLarge", { size: maxBytes / (1024 * 1024) })]);
    setErrors([]);
    importFile.mutate(
      { choice, file },
      {
        onSuccess: (resume) => {
          toast({ kind: "success", title: t("imported", { title: resume.title }) });
          onImported?.(resume);
          reset();
          onOpenChange(false);
          // The builder opens on the review step: what was read, beside the original (issue 18).
          navigate(`/builder/${resume.id}`, { state: { importReview: true } });
        },
        onError: (error) => {
          setErrors(errorLines(error));
          if (error instanceof ApiError && isCatalogueErrorCode(error.code)) toastError(error);
        },
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={handleOpenChange} title={t("title")} description={t("description")}>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend id={ids.type} className="mb-2 font-medium text-slate-800 text-sm dark:text-slate-200">
            {t("type")}
          </legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {importChoices.map((option) => (
              <RadioCard
                key={option}
                name="import-type"
                value={option}
                checked={choice === option}
                onChange={() => handleChoice(option)}
                disabled={busy}
              >
                <span>{t(`types.${option}`)}</span>
              </RadioCard>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1">
          <label htmlFor={ids.file} className="font-medium text-slate-800 text-sm dark:text-slate-200">
            {t("file")}
          </label>
          <input
            id={ids.file}
            key={choice}
            type="file"
            name="file"
            accept={`${extension},${mime}`}
            aria-describedby={`${ids.hint}${errors.length > 0 ? ` ${ids.errors}` : ""}`}
            aria-invalid={errors.length > 0}
            disabled={busy}
            className="peer sr-only"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setErrors([]);
            }}
          />
          <label
            htmlFor={ids.file}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 border-dashed px-3 py-3 text-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <FileArrowUp aria-hidden className="shrink-0 text-2xl text-teal-700 dark:text-teal-400" />
            <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-200">
              {file ? <bdi>{file.name}</bdi> : t("noFile")}
            </span>
            <span className="shrink-0 font-medium text-teal-700 dark:text-teal-400">{t("chooseFile")}</span>
          </label>
          <p id={ids.hint} className="text-slate-500 text-xs dark:text-slate-400">
            {t(`typeHints.${choice}`)}
          </p>
        </div>

        {errors.length > 0 && (
          <section id={ids.errors} role="alert" aria-labelledby={`${ids.errors}-heading`}>
            <h3
              id={`${ids.errors}-heading`}
              className="mb-1 font-semibold text-red-700 text-sm dark:text-red-400"
            >
              {t("errors")}
            </h3>
            <pre
              dir="auto"
              className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-red-200 bg-red-50 p-3 font-sans text-red-900 text-xs leading-relaxed dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {errors.map((line) => `• ${line}`).join("\n")}
            </pre>
          </section>
        )}

        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => handleOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t("importing") : t("import")}
          </Button>
        </div>
      </form>
      <UploadOverlay open={busy} />
    </Modal>
  );
}
