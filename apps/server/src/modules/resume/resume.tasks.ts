/**
 * Resume's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): a resume's twin
 * in the other language, its changes, and changes applied; plain data in and out, no database or
 * files. They load the NLP vocabulary on first use (dynamic imports, evaluated lazily in the
 * bundle), so import and render threads start without it.
 */
import type { TwinChange, TwinTranslation } from "@sira/nlp";
import type { Language, ResumeData } from "@sira/schema";
import type { TwinApplied, TwinApplyInput } from "./twin-work";

/** A resume's twin in the other language (structured fields translated, free texts listed). */
export async function twinTranslation(input: {
  data: ResumeData;
  to: Language;
}): Promise<TwinTranslation<ResumeData>> {
  const { translateResume } = await import("@sira/nlp");
  return translateResume(input.data, input.to);
}

/** A twin's changes since a base snapshot (twin-work.ts). */
export async function twinChanges(input: { base: ResumeData; current: ResumeData }): Promise<TwinChange[]> {
  const { twinChangesOf } = await import("./twin-work");
  return twinChangesOf(input);
}

/** Some of a twin's changes applied or dismissed (twin-work.ts). */
export async function twinApply(input: TwinApplyInput): Promise<TwinApplied> {
  const { applyTwinChanges } = await import("./twin-work");
  return applyTwinChanges(input);
}
