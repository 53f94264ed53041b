// Scanned CVs read with OCR (issue 37): see import-scan.ts and ocr.ts.
export { importScannedImage, importScannedPdf, ocrWarning, type ScanOptions } from "./import-scan";
export { imageSize, ocrAvailable, ocrLimits, ocrPdf, ocrPicture, resetOcrAvailability } from "./ocr";
export { tesseractTsvItems } from "./tesseract-tsv";
