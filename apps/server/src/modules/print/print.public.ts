// What other modules may use of print (modules/README.md): its context, print documents, and
// the cached files made from a resume's content (PDF, preview image, the ATS report's file).
export {
  downloadDisposition,
  findCached,
  findOwnPrintable,
  obtainFile,
  obtainPreview,
  type PrintContext,
  type PrintKey,
  printPriorityOf,
  storeMadeFile,
  usesPremiumDesign,
} from "./print.service";
export { buildPrintDocument, inlinePicture, type PrintDocumentContext } from "./print-document";
