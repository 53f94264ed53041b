import { detectImportType, importResume } from "../../import-resume";
import { type FormatDescriptor, formatInfo } from "../format";

/** A Reactive Resume v3 or v4 export. */
export const reactiveResumeFormat: FormatDescriptor = {
  id: "reactive-resume-json",
  info: formatInfo("reactive-resume-json"),
  detect: (bytes) => detectImportType(bytes) === "reactive-resume-json",
  parse: async (bytes, options) => importResume({ type: "reactive-resume-json", input: bytes, ...options }),
  messageKeys: ["notJson", "notObject", "jsonTooLarge"],
};
