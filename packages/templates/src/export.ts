/**
 * Word and plain-text downloads (server side; not part of the browser bundle): the resume as a
 * single-column outline, as a .docx built with the `docx` library, and as plain UTF-8 text.
 */
export { type DocxOptions, type DocxPicture, docxFont, outlineDocx, resumeDocx } from "./export/docx";
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
