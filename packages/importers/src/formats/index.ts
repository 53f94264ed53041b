import { type ImportFormatId, importFormat } from "@sira/schema/import-formats";
import { failImport, type ImportResult, importMessages } from "../result";
import { docxFormat } from "./docx";
import type { FormatDescriptor, FormatParseOptions } from "./format";
import { jsonResumeFormat } from "./json-resume";
import { linkedInFormat } from "./linkedin";
import { pdfFormat } from "./pdf";
import { reactiveResumeFormat } from "./reactive-resume";
import { scanFormat } from "./scan/descriptor";

export type { FormatDescriptor, FormatParseOptions, ImportDocument } from "./format";

/**
 * Every import format's descriptor, in detection order (binary magic first, JSON content last).
 * The OCR format (formats/scan/) is last; the PDF descriptor's `noTextFallback: "scan"` hands it
 * every PDF without a text layer.
 */
const descriptors: FormatDescriptor[] = [
  pdfFormat,
  docxFormat,
  linkedInFormat,
  reactiveResumeFormat,
  jsonResumeFormat,
  scanFormat,
];

/** Add (or replace) a format's descriptor. */
export function registerFormat(descriptor: FormatDescriptor): void {
  const at = descriptors.findIndex((d) => d.id === descriptor.id);
  if (at >= 0) descriptors[at] = descriptor;
  else descriptors.push(descriptor);
}

/** The registered descriptors, in detection order. */
export function formatDescriptors(): readonly FormatDescriptor[] {
  return descriptors;
}

/** The format the bytes are, by content (undefined when none). */
export function detectFormat(bytes: Uint8Array): ImportFormatId | undefined {
  return descriptors.find((d) => d.id !== "scan" && d.detect(bytes))?.id;
}

/**
 * Import an uploaded file: the declared format (or the detected one) checked against the bytes
 * and the shared size cap, parsed by its descriptor; a PDF without text goes to the scan format
 * when one is registered. Never throws.
 */
export async function importFileBytes(
  bytes: Uint8Array,
  declared: ImportFormatId | undefined,
  options: FormatParseOptions = {},
): Promise<ImportResult> {
  try {
    const id = declared ?? detectFormat(bytes);
    const descriptor = descriptors.find((d) => d.id === id);
    if (!id || !descriptor) return failImport("unknownType", "type");
    if (bytes.byteLength > importFormat(id).maxBytes)
      return failImport(
        id === "pdf" || id === "scan" ? "pdfTooLarge" : id === "docx" ? "notDocx" : "jsonTooLarge",
      );
    const result = await descriptor.parse(bytes, options);
    const fallback = descriptor.noTextFallback && descriptors.find((d) => d.id === descriptor.noTextFallback);
    if (!result.ok && fallback && result.errors.some((e) => e.message.en === importMessages.pdfNoText.en))
      return fallback.parse(bytes, options);
    return result;
  } catch {
    return failImport("invalidResult");
  }
}
