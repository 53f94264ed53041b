// What other modules may use of print (modules/README.md): its context, print documents, and
// the cached files made from a resume's content (PDF, preview image, the ATS report's file);
// rendering a document's PDF, Word or text file (cover letters print through the same pool).
export {
  downloadContentTypes,
  downloadDisposition,
  findCached,
  findOwnPrintable,
  obtainFile,
  obtainPreview,
  type PrintContext,
  type PrintKey,
  printPriorityOf,
  printResume,
  sendDownload,
  storeMadeFile,
  usesPremiumDesign,
} from "./print.service";
export {
  buildPrintDocument,
  inlinePicture,
  type LazyPrintDocument,
  type PrintDocumentContext,
  runPrintWork,
} from "./print-document";
export { atsTextInWorkers, renderPdf } from "./print-render";
export { downloadFileOf } from "./print-word";
