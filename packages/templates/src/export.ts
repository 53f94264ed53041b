/**
 * Word, plain-text and JSON Resume downloads (server side; not part of the browser bundle): the
 * resume as a single-column outline, as a .docx built with the `docx` library, as plain UTF-8
 * text, and as a JSON Resume 1.0.0 document.
 */
export { type DocxOptions, type DocxPicture, docxFont, outlineDocx, resumeDocx } from "./export/docx";
export {
  type JsonResume,
  type JsonResumeEntry,
  jsonResumeFile,
  jsonResumeSchemaUrl,
  toJsonResume,
} from "./export/json-resume";
export {
  type Block,
  blockText,
  type Contact,
  htmlToBlocks,
  type OutlineItem,
  type OutlineSection,
  type ResumeOutline,
  type Run,
  resumeOutline,
} from "./export/outline";
export { outlineText, resumeText } from "./export/text";
