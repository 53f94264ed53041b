import type { Language } from "@sira/schema/constants";
import {
  type PreviewResponse,
  type PrintResponse,
  previewResponseSchema,
  printResponseSchema,
} from "@sira/schema/print-api";
import { api } from "../../lib/api";

/** GET /resume/print/:id?lang=: a ten-minute URL of the PDF (charges 1 point for new content). */
export function fetchPrintUrl(resumeId: string, lang: Language): Promise<PrintResponse> {
  return api(`/resume/print/${encodeURIComponent(resumeId)}?lang=${lang}`, { schema: printResponseSchema });
}

/** GET /resume/print/:id/preview: the URL of the first page as an image (free; changes with the content). */
export function fetchPreviewUrl(resumeId: string, signal?: AbortSignal): Promise<PreviewResponse> {
  return api(`/resume/print/${encodeURIComponent(resumeId)}/preview`, {
    schema: previewResponseSchema,
    signal,
  });
}
