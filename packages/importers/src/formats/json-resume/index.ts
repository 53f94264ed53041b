import { detectImportType, importResume } from "../../import-resume";
import { type FormatDescriptor, formatInfo } from "../format";

/** JSON Resume (jsonresume.org, 0.x–1.x); a Reactive Resume file given as one is read as what it is. */
export const jsonResumeFormat: FormatDescriptor = {
  id: "json-resume-json",
  info: formatInfo("json-resume-json"),
  detect: (bytes) => detectImportType(bytes) === "json-resume-json",
  parse: async (bytes, options) => importResume({ type: "json-resume-json", input: bytes, ...options }),
  messageKeys: ["notJson", "notObject", "jsonTooLarge", "notJsonResume", "freshFormat"],
};
