import { maxJsonBytes } from "./json-input";
import { type ImportOptions, importJsonResume, looksLikeJsonResume } from "./json-resume";
import { importLinkedInZip } from "./linkedin";
import { importReactiveResume, reactiveResumeVersion } from "./reactive-resume";
import { failImport, type ImportResult, type ImportType, importTypes } from "./result";
import { asRecord } from "./text";

/** What detectImportType recognises: the import types plus PDF (parsed by parsePdfResume). */
export type DetectedType = ImportType | "pdf";

function typeOfJsonValue(value: unknown): ImportType | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  if (reactiveResumeVersion(record)) return "reactive-resume-json";
  if (looksLikeJsonResume(record)) return "json-resume-json";
  return undefined;
}

/**
 * Recognise an upload from its content: zip magic → LinkedIn export, "%PDF-" → pdf, a JSON object
 * shaped like Reactive Resume or JSON Resume → that type. Accepts bytes, text or a parsed value;
 * undefined when it is none of them (including broken or over-5-MB JSON). Never throws.
 */
export function detectImportType(
  input: Uint8Array | ArrayBuffer | string | unknown,
): DetectedType | undefined {
  if (input instanceof ArrayBuffer) return detectImportType(new Uint8Array(input));
  if (input instanceof Uint8Array) {
    if (input[0] === 0x50 && input[1] === 0x4b && input[2] === 0x03 && input[3] === 0x04)
      return "linkedin-data-export-zip";
    const head = new TextDecoder("latin1").decode(input.subarray(0, 1024));
    if (head.includes("%PDF-")) return "pdf";
    if (input.byteLength > maxJsonBytes) return undefined;
    return detectImportType(new TextDecoder("utf-8").decode(input));
  }
  if (typeof input === "string") {
    const text = input.replace(/^\uFEFF/, "").trimStart();
    if (!text.startsWith("{") || text.length > maxJsonBytes) return undefined;
    try {
      return typeOfJsonValue(JSON.parse(text));
    } catch {
      return undefined;
    }
  }
  return typeOfJsonValue(input);
}

/** Input of the import dispatcher: the declared type and the uploaded bytes, text or parsed JSON. */
export interface ImportRequest extends ImportOptions {
  type: ImportType;
  input: Uint8Array | ArrayBuffer | string | unknown;
}

/**
 * Import a resume of a declared type. An unknown type, or input of the wrong kind (text given for a
 * zip, a zip given for JSON), gives a localized error naming the type field; otherwise the result
 * of the matching importer. Never throws.
 */
export function importResume(request: ImportRequest): ImportResult {
  const { type, input, ...options } = request;
  try {
    if (!(importTypes as readonly string[]).includes(type)) return failImport("unknownType", "type");
    const detected = detectImportType(input);
    if (type === "linkedin-data-export-zip") {
      if (!(input instanceof Uint8Array) && !(input instanceof ArrayBuffer))
        return failImport("wrongInputType", "input");
      if (detected !== undefined && detected !== type) return failImport("notZip", "input");
      return importLinkedInZip(input, options);
    }
    if (detected === "linkedin-data-export-zip" || detected === "pdf") return failImport("notJson", "input");
    const actual = detected ?? type;
    const result =
      actual === "reactive-resume-json"
        ? importReactiveResume(input, options)
        : importJsonResume(input, options);
    if (result.ok && actual !== type) {
      result.warnings.push(`The file is a ${actual} file, not ${type}; it was imported as ${actual}.`);
    }
    return result;
  } catch {
    return failImport("invalidResult");
  }
}
