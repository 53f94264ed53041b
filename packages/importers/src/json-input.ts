import { importLimits } from "@sira/schema/constants";
import { failImport, type ImportIssue } from "./result";

/** Largest JSON file accepted: 5 MB (importLimits). */
export const maxJsonBytes = importLimits.jsonBytes;

/** Raw input of a JSON importer: file bytes, text, or an already-parsed value. */
export type JsonInput = Uint8Array | ArrayBuffer | string | unknown;

export type JsonParseResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; errors: ImportIssue[] };

/**
 * Decode and parse JSON input into an object. Bytes are UTF-8 (a BOM is skipped); over 5 MB,
 * broken JSON, or a non-object root give a localized error. Never throws.
 */
export function parseJsonInput(input: JsonInput): JsonParseResult {
  let text: string;
  if (input instanceof ArrayBuffer || input instanceof Uint8Array) {
    const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : input;
    if (bytes.byteLength > maxJsonBytes) return failed("jsonTooLarge");
    text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  } else if (typeof input === "string") {
    if (input.length > maxJsonBytes || new TextEncoder().encode(input).byteLength > maxJsonBytes)
      return failed("jsonTooLarge");
    text = input;
  } else {
    if (typeof input !== "object" || input === null || Array.isArray(input)) return failed("notObject");
    return { ok: true, value: input as Record<string, unknown> };
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : "";
    const position = /position (\d+)/.exec(detail)?.[1];
    return {
      ok: false,
      errors: [
        {
          path: "",
          message: {
            en: `The file is not valid JSON${position ? ` (error near character ${position})` : ""}. Check that it was exported completely and not edited by hand.`,
            ar: `الملف ليس بصيغة JSON صالحة${position ? ` (خطأ قرب الحرف ${position})` : ""}. تأكد من أنه صُدّر كاملًا ولم يُعدَّل يدويًا.`,
          },
        },
      ],
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return failed("notObject");
  return { ok: true, value: value as Record<string, unknown> };
}

function failed(key: Parameters<typeof failImport>[0]): JsonParseResult {
  const result = failImport(key);
  return result.ok ? { ok: false, errors: [] } : result;
}
