import {
  type CoverLetter,
  type CoverLetterData,
  type CreateCoverLetterRequest,
  coverLetterDraftSchema,
  coverLetterListSchema,
  coverLetterSchema,
} from "@sira/schema/cover-letter-api";
import type { DownloadFormat } from "@sira/schema/print-api";
import { printResponseSchema } from "@sira/schema/print-api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { refreshBalance } from "../../lib/balance";
import { queryClient } from "../../lib/query-client";

/** The cache entries of the user's cover letters: the list, and one letter by id. */
export const coverLettersKey = ["cover-letters"] as const;
const letterKey = (id: string) => [...coverLettersKey, "one", id] as const;

/** GET /api/cover-letters: newest change first. */
export function useCoverLetters() {
  return useQuery({
    queryKey: [...coverLettersKey, "list"],
    queryFn: async () => (await api("/cover-letters", { schema: coverLetterListSchema })).coverLetters,
  });
}

/** GET /api/cover-letters/:id. */
export function useCoverLetter(id: string) {
  return useQuery({
    queryKey: letterKey(id),
    queryFn: () => api(`/cover-letters/${encodeURIComponent(id)}`, { schema: coverLetterSchema }),
  });
}

const refreshList = () => queryClient.invalidateQueries({ queryKey: [...coverLettersKey, "list"] });

/** POST /api/cover-letters (with the offline draft unless `draft: false`). */
export function useCreateCoverLetter() {
  return useMutation({
    mutationFn: (body: CreateCoverLetterRequest) =>
      api("/cover-letters", { method: "POST", body, schema: coverLetterSchema }),
    onSuccess: () => refreshList(),
  });
}

/** PATCH /api/cover-letters/:id with the version last seen; the answer becomes the cached letter. */
export function saveCoverLetter(
  letter: Pick<CoverLetter, "id" | "version">,
  changes: { title?: string; data?: CoverLetterData },
): Promise<CoverLetter> {
  return api(`/cover-letters/${encodeURIComponent(letter.id)}`, {
    method: "PATCH",
    body: { version: letter.version, ...changes },
    schema: coverLetterSchema,
  }).then((saved) => {
    queryClient.setQueryData(letterKey(saved.id), saved);
    void refreshList();
    return saved;
  });
}

/** POST /api/cover-letters/:id/{duplicate,twin}: a copy, or the letter in the other language from the resume's twin. */
export function copyCoverLetter(id: string, kind: "duplicate" | "twin"): Promise<CoverLetter> {
  return api(`/cover-letters/${encodeURIComponent(id)}/${kind}`, {
    method: "POST",
    body: {},
    schema: coverLetterSchema,
  }).then((letter) => {
    void refreshList();
    return letter;
  });
}

/** DELETE /api/cover-letters/:id. */
export async function deleteCoverLetter(id: string): Promise<void> {
  await api(`/cover-letters/${encodeURIComponent(id)}`, { method: "DELETE" });
  void refreshList();
}

/** POST /api/cover-letters/:id/draft: a new offline draft (free), not saved. */
/** A new draft, not saved: offline (free), or rewritten by the model server (`rewrite`, the AI price). */
export function redraftCoverLetter(id: string, options: { rewrite?: boolean } = {}) {
  return api(`/cover-letters/${encodeURIComponent(id)}/draft`, {
    method: "POST",
    body: { rewrite: options.rewrite === true },
    schema: coverLetterDraftSchema,
  });
}

/**
 * Download one format of a letter (priced like a CV download, one charge per content): the PDF
 * opens in a new tab opened in the click; Word and text files are saved.
 */
export async function downloadCoverLetter(
  id: string,
  format: DownloadFormat,
  beforeFetch?: () => Promise<unknown>,
) {
  const tab = format === "pdf" ? window.open("", "_blank") : null;
  try {
    await beforeFetch?.();
    const { url } = await api(`/cover-letters/${encodeURIComponent(id)}/download?format=${format}`, {
      schema: printResponseSchema,
    });
    if (format === "pdf") {
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener");
      return;
    }
    const link = document.createElement("a");
    link.href = url;
    link.download = "";
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    tab?.close();
    throw error;
  } finally {
    void refreshBalance();
  }
}
