/**
 * The untrusted worker's tasks for tests of the pool's queues, limits and time limits
 * (`createUntrustedWork({ worker })`): every task as the server has it, except that an import
 * whose bytes hold `SLOW:<ms>` in their first 200 bytes, or a render or Word/text export of a
 * resume whose headline holds it, first holds its thread that long without yielding, as a parse
 * or a sanitizer caught in a long loop does (only terminating the worker stops it).
 */
import type { ImportFormatId } from "@sira/schema/import-formats";
import type { ResumeData } from "@sira/schema";
import type { DocxPicture } from "@sira/templates/export";
import * as tasks from "../../src/untrusted-tasks";

export * from "../../src/untrusted-tasks";

function holdThread(text: string) {
  const ms = Number(/SLOW:(\d+)/.exec(text)?.[1] ?? 0);
  const until = Date.now() + ms;
  while (Date.now() < until);
}
const head = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 200)).toString("latin1");

/** importFile, first holding the thread for `SLOW:<ms>`. */
export async function importFile(input: { type: ImportFormatId; bytes: Uint8Array }) {
  holdThread(head(input.bytes));
  return tasks.importFile(input);
}

/** renderParts, first holding the thread for `SLOW:<ms>` in the headline. */
export async function renderParts(input: { data: ResumeData }) {
  holdThread(input.data.basics.headline);
  return tasks.renderParts(input);
}

/** exportFile, first holding the thread for `SLOW:<ms>` in the headline. */
export async function exportFile(input: { data: ResumeData; format: "docx" | "txt"; picture?: DocxPicture }) {
  holdThread(input.data.basics.headline);
  return tasks.exportFile(input);
}
