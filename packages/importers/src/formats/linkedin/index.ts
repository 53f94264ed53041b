import { importResume } from "../../import-resume";
import { isDocx } from "../../docx/read-docx";
import { type FormatDescriptor, formatInfo, zipMagic } from "../format";

/** LinkedIn's "Get a copy of your data" zip (a zip that is not a Word document). */
export const linkedInFormat: FormatDescriptor = {
  id: "linkedin-data-export-zip",
  info: formatInfo("linkedin-data-export-zip"),
  detect: (bytes) => zipMagic(bytes) && !isDocx(bytes),
  parse: async (bytes, options) => importResume({ type: "linkedin-data-export-zip", input: bytes, ...options }),
  messageKeys: ["notZip"],
};
