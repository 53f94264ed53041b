import { parseDocxResume } from "../../docx/parse-docx-resume";
import { isDocx, isOleDocument } from "../../docx/read-docx";
import { type FormatDescriptor, formatInfo } from "../format";

/** A Word document (.docx; an old .doc is recognised to say "save it as .docx"). */
export const docxFormat: FormatDescriptor = {
  id: "docx",
  info: formatInfo("docx"),
  detect: (bytes) => isDocx(bytes) || isOleDocument(bytes),
  parse: async (bytes, options) => parseDocxResume(bytes, options),
  messageKeys: ["notDocx", "docLegacy", "docxNoText"],
};
