import { importLimits } from "./constants";

/**
 * Every file format an import accepts, in one list the server (upload checks), the worker pool
 * (the importers' caps) and the web app (file picker, early size check) all read: its id, file
 * extensions, the MIME types browsers send for it, and its size cap. The importers' descriptors
 * (`@sira/importers` formats/<id>/) add detection and parsing. "scan" is an image-only PDF or a
 * photo, read by OCR; it arrives as a PDF upload.
 */
export const importFormats = [
  {
    id: "pdf",
    extensions: [".pdf"],
    mimeTypes: ["application/pdf", "application/x-pdf"],
    maxBytes: importLimits.pdfBytes,
  },
  {
    id: "docx",
    extensions: [".docx"],
    mimeTypes: [
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/zip",
      "application/x-zip-compressed",
    ],
    maxBytes: importLimits.zipBytes,
  },
  {
    id: "json-resume-json",
    extensions: [".json"],
    mimeTypes: ["application/json"],
    maxBytes: importLimits.jsonBytes,
  },
  {
    id: "reactive-resume-json",
    extensions: [".json"],
    mimeTypes: ["application/json"],
    maxBytes: importLimits.jsonBytes,
  },
  {
    id: "linkedin-data-export-zip",
    extensions: [".zip"],
    mimeTypes: ["application/zip", "application/x-zip-compressed"],
    maxBytes: importLimits.zipBytes,
  },
  {
    id: "scan",
    extensions: [".pdf", ".png", ".jpg", ".jpeg"],
    mimeTypes: ["application/pdf", "image/png", "image/jpeg"],
    maxBytes: importLimits.pdfBytes,
  },
] as const satisfies readonly ImportFormatInfo[];

export interface ImportFormatInfo {
  id: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
}

export type ImportFormatId = (typeof importFormats)[number]["id"];

/** The entry of one format. */
export function importFormat(id: ImportFormatId): ImportFormatInfo {
  return importFormats.find((format) => format.id === id)!;
}

/**
 * True when an upload's declared MIME type fits the format; an empty or generic type
 * ("application/octet-stream", what some browsers send) fits every format: the bytes decide.
 */
export function acceptsMimeType(id: ImportFormatId, mime: string): boolean {
  const type = mime.toLowerCase().split(";")[0]!.trim();
  return type === "" || type === "application/octet-stream" || importFormat(id).mimeTypes.includes(type);
}

/** The list sections of JSON Resume 1.x (with `basics`, its top-level keys): read by the importer, written by the export. */
export const jsonResumeSections = [
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "references",
  "projects",
] as const;
