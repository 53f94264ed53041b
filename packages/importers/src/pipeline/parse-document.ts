import type { FormatParseOptions, ImportDocument } from "../formats/format";
import { parseResumeText } from "../pdf/parse-resume-text";
import type { ImportResult } from "../result";

/**
 * The text pipeline on a format's common document: normalise → lines → blocks and sections →
 * basics → experience → education → lists (the stages: `textPipelineStages`). What a new
 * format (the OCR "scan" format) calls once it has positioned lines. Never throws.
 */
export function parseDocument(document: ImportDocument, options: FormatParseOptions = {}): ImportResult {
  const result = parseResumeText(document.lines, { language: options.language, links: document.links });
  if (result.ok && document.ocr)
    result.warnings.push("The text was read from an image (OCR): check every field against the original.");
  return result;
}
