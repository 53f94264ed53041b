import type { Language } from "@sira/schema/constants";
import {
  type PrintResponse,
  type PrintVariant,
  printResponseSchema,
  type ResumeDownloadFormat,
} from "@sira/schema/print-api";
import { api } from "./api";
import { refreshBalance } from "./balance";

/**
 * Resume downloads shared by the builder and the services screen: the PDF, the Word file, the
 * plain text and the JSON Resume file (GET /resume/print/:id?format=). One CV-download charge covers every format of the
 * same content; the balance is refetched after each call.
 */

/** GET /resume/print/:id?lang=&format=(&variant=ats): a ten-minute URL of the file. */
export function fetchDownloadUrl(
  resumeId: string,
  lang: Language,
  format: ResumeDownloadFormat,
  variant: PrintVariant = "standard",
): Promise<PrintResponse> {
  const query = `lang=${lang}&format=${format}${variant === "ats" ? "&variant=ats" : ""}`;
  return api(`/resume/print/${encodeURIComponent(resumeId)}?${query}`, { schema: printResponseSchema });
}

/**
 * Download one format: the PDF opens in a new tab (opened at once, in the click, so popup
 * blockers allow it, and closed again on failure); the other files are saved by the browser.
 * `beforeFetch` runs first (the builder saves pending edits). Errors are thrown to the caller.
 */
export async function downloadResume(
  resumeId: string,
  lang: Language,
  format: ResumeDownloadFormat,
  beforeFetch?: () => Promise<unknown>,
  variant: PrintVariant = "standard",
): Promise<void> {
  const tab = format === "pdf" ? window.open("", "_blank") : null;
  try {
    await beforeFetch?.();
    const { url } = await fetchDownloadUrl(resumeId, lang, format, variant);
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

/**
 * Copy the resume's plain text to the clipboard (the same charge as a download). The clipboard
 * write starts in the click with a promised text (Safari requires that), and falls back to
 * writeText where ClipboardItem is missing. A failed download rethrows its own error.
 */
export async function copyResumeText(
  resumeId: string,
  lang: Language,
  beforeFetch?: () => Promise<unknown>,
): Promise<void> {
  const text = (async () => {
    await beforeFetch?.();
    const { url } = await fetchDownloadUrl(resumeId, lang, "txt");
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`text download failed: ${res.status}`);
    return res.text();
  })();
  text.catch(() => {});
  try {
    if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
      const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
      try {
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      } catch (error) {
        await text;
        throw error;
      }
    } else await navigator.clipboard.writeText(await text);
  } finally {
    void refreshBalance();
  }
}
