export { parseDocxResume } from "./docx/parse-docx-resume";
export {
  type DocxBlock,
  type DocxDocument,
  type DocxParagraph,
  isDocx,
  isOleDocument,
  layoutDocx,
  readDocx,
} from "./docx/read-docx";
export {
  detectFormat,
  type FormatDescriptor,
  type FormatParseOptions,
  formatDescriptors,
  type ImportDocument,
  importFileBytes,
  registerFormat,
} from "./formats";
export { readPdfDocument } from "./formats/pdf";
export {
  imageSize,
  importScannedImage,
  importScannedPdf,
  ocrAvailable,
  ocrLimits,
  ocrWarning,
} from "./formats/scan";
export { type DetectedType, detectImportType, type ImportRequest, importResume } from "./import-resume";
export { type JsonInput, maxJsonBytes, parseJsonInput } from "./json-input";
export { type ImportOptions, importJsonResume } from "./json-resume";
export { type CsvRow, importLinkedInZip, parseLinkedInCsv, parseLinkedInWebsites } from "./linkedin";
export { extractPdfLines, type PdfExtraction, parsePdfResume, pdfLimits } from "./pdf/parse-pdf-resume";
export { type ParseTextOptions, parseResumeText } from "./pdf/parse-resume-text";
export { buildLines, orderLineItems, type PdfTextItem, type PdfTextLine } from "./pdf/pdf-text";
export { extractDate } from "./pdf/resume-text/date-place";
export { parseDocument } from "./pipeline/parse-document";
export { textPipelineStages } from "./pipeline/stages";
export { importReactiveResume, reactiveResumeVersion } from "./reactive-resume";
export {
  type ImportIssue,
  type ImportMessageKey,
  type ImportResult,
  type ImportType,
  importMessages,
  importTypes,
} from "./result";
export { finalizeResumeData } from "./resume-builder";
export { type UnzipResult, unzipWithinLimits, zipEntryNames, zipLimits } from "./zip";
