import { type ImportType, importTypes } from "@sira/importers/result";
import { type Resume, type ResumeSummary, resumeSchema } from "@sira/schema/api";
import { importFormat } from "@sira/schema/import-formats";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { defaultResumeStorageKey, resumesKey } from "../../lib/resume-list";

/** What the dialog offers: a PDF or Word upload (spec §7 POST /storage/cv) or one of the import types. */
export const importChoices = ["pdf", "docx", ...importTypes] as const;
export type ImportChoice = (typeof importChoices)[number];

/** The file extension each choice accepts and its size cap in bytes (the shared list, checked early). */
export const choiceFiles = Object.fromEntries(
  importChoices.map((choice) => {
    const format = importFormat(choice);
    return [
      choice,
      { extension: format.extensions[0]!, mime: format.mimeTypes[0]!, maxBytes: format.maxBytes },
    ];
  }),
) as Record<ImportChoice, { extension: string; mime: string; maxBytes: number }>;

/** The dashboard's resume list query and default-resume key (features/dashboard/resume-queries.ts). */

/**
 * Send the file: PDF and Word to POST /storage/cv, others to POST /resume/import/file with their
 * type. `makeDefault=false`: an import never switches the default resume (and the recommended
 * jobs with it) by itself; the review step asks (issue 42). A first resume is the default anyway.
 */
function sendImport({ choice, file }: { choice: ImportChoice; file: File }): Promise<Resume> {
  const form = new FormData();
  const cvFile = choice === "pdf" || choice === "docx";
  if (!cvFile) form.append("type", choice satisfies ImportType);
  form.append("makeDefault", "false");
  form.append("file", file, file.name);
  const path = cvFile ? "/storage/cv" : "/resume/import/file";
  return api(path, { method: "POST", body: form, schema: resumeSchema });
}

/**
 * Import a file as a new resume. On success the resume joins the cached list (the only default
 * when the server made it one: a first resume), and the list is refetched; job matches only
 * change when the default did.
 */
export function useImportFile() {
  return useMutation({
    mutationFn: sendImport,
    onSuccess: (resume) => {
      queryClient.setQueryData<ResumeSummary[]>(resumesKey, (list) => [
        resume,
        ...(list ?? [])
          .filter((r) => r.id !== resume.id)
          .map((r) => (resume.isDefault ? { ...r, isDefault: false } : r)),
      ]);
      if (resume.isDefault) {
        localStorage.setItem(defaultResumeStorageKey, resume.id);
        void queryClient.invalidateQueries({ queryKey: ["jobs"] });
      }
      void queryClient.invalidateQueries({ queryKey: resumesKey });
    },
  });
}
