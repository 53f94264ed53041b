import { type FormatDescriptor, formatInfo, pdfMagic } from "../format";
import { importScannedImage, importScannedPdf } from "./import-scan";
import { imageSize } from "./ocr";

/**
 * The scan format (issue 37): a PDF of page images or a PNG/JPEG photo of a page, read with OCR
 * (Tesseract, ara+eng) and then the text pipeline. The PDF format hands it PDFs without a text
 * layer (`noTextFallback`; parsePdfResume also does so itself); detection claims only pictures.
 */
export const scanFormat: FormatDescriptor = {
  id: "scan",
  info: formatInfo("scan"),
  detect: (bytes) => imageSize(bytes) !== undefined,
  parse: (bytes, options) =>
    pdfMagic(bytes) ? importScannedPdf(bytes, options) : importScannedImage(bytes, options),
  messageKeys: ["ocrMissing", "ocrNoText", "ocrTooSlow", "notCvFile", "pdfNoText"],
};
