import { type ImportFormatId, type ImportFormatInfo, importFormat } from "@sira/schema/import-formats";
import type { PdfTextLine } from "../pdf/page-text/items";
import type { ImportResult } from "../result";
import type { importMessages } from "../result";

/**
 * The common document every file format reads into before the text pipeline: positioned lines
 * (geometry, font size; right-to-left lines carry their right edge in `xEnd`; table cells are lines
 * of their own on one row) and the link targets found in the file. PDF, Word and OCR produce one;
 * `parseDocument` (pipeline/parse-document.ts) turns it into resume data.
 */
export interface ImportDocument {
  lines: PdfTextLine[];
  links: string[];
  /** Text recognised from an image (OCR): the review marks its fields as doubtful. */
  ocr?: boolean;
}

/** Options every format's parse takes. */
export interface FormatParseOptions {
  language?: "ar" | "en";
}

/**
 * One import format: its entry in the shared list (`importFormats` in @sira/schema: extensions,
 * MIME types, size cap), how its bytes are recognised (magic bytes or content, never the name),
 * how they are read into resume data, and the message keys its failures use. `parse` never throws.
 */
export interface FormatDescriptor {
  id: ImportFormatId;
  info: ImportFormatInfo;
  /** True when the bytes are this format (magic bytes; JSON formats look at the content). */
  detect(bytes: Uint8Array): boolean;
  parse(bytes: Uint8Array, options?: FormatParseOptions): Promise<ImportResult>;
  /** The importMessages keys this format can fail with. */
  messageKeys: readonly (keyof typeof importMessages)[];
  /**
   * The format that takes over when this one finds no text (a PDF of page images → "scan").
   * Followed only when that format is registered.
   */
  noTextFallback?: ImportFormatId;
}

/** The shared entry of a format id (caps and types), for descriptors. */
export const formatInfo = importFormat;

export const pdfMagic = (bytes: Uint8Array) =>
  new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
export const zipMagic = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
