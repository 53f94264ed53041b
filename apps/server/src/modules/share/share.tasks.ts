/**
 * Share's task in the untrusted-work pool's threads (src/untrusted-tasks.ts): the public page's
 * reflowed resume (issue 36) rendered from the same printable data as its pages; plain data in
 * and out.
 */
import type { ResumeData } from "@sira/schema";
import { renderReflowBody } from "@sira/templates";

/** The reflowed resume's markup for the public page on a phone (a public resume's rich text is untrusted). */
export async function renderReflow(input: { data: ResumeData }): Promise<string> {
  return renderReflowBody(input.data);
}
