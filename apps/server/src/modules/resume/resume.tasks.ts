/**
 * Resume's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): a resume's twin
 * in the other language, its changes, and changes applied; plain data in and out, no database or
 * files. They load the NLP vocabulary on first use (dynamic imports, evaluated lazily in the
 * bundle), so import and render threads start without it.
 */
import type { TwinChange } from "@sira/nlp";
import type { Language, ResumeData } from "@sira/schema";
import type { TwinBase } from "./twin-state";
import type { TwinApplied, TwinApplyInput, TwinTextInput, translateTwin, writeTwinText } from "./twin-work";

/** A resume's twin in the other language (structured fields translated, free texts listed), both bases packed. */
export async function twinTranslation(input: {
  data: ResumeData;
  to: Language;
}): Promise<ReturnType<typeof translateTwin>> {
  const work = await import("./twin-work");
  return work.translateTwin(input);
}

/** A twin's changes since a base snapshot (twin-work.ts). */
export async function twinChanges(input: { base: TwinBase; current: ResumeData }): Promise<TwinChange[]> {
  const work = await import("./twin-work");
  return work.twinChangesOf(input);
}

/** How many changes each of some twins has (the resume list). */
export async function twinChangeCounts(input: {
  pairs: { base: TwinBase; current: ResumeData }[];
}): Promise<number[]> {
  const work = await import("./twin-work");
  return work.twinChangeCountsOf(input);
}

/** Some of a twin's changes applied or dismissed (twin-work.ts). */
export async function twinApply(input: TwinApplyInput): Promise<TwinApplied> {
  const work = await import("./twin-work");
  return work.applyTwinChanges(input);
}

/** A packed base caught up on some fields (twin-work.ts). */
export async function twinCatchUp(input: {
  base: TwinBase;
  data: ResumeData;
  keys: string[];
}): Promise<string> {
  const work = await import("./twin-work");
  return work.catchUpBase(input);
}

/** One field written side by side on a pair (twin-work.ts). */
export async function twinText(input: TwinTextInput): Promise<ReturnType<typeof writeTwinText>> {
  const work = await import("./twin-work");
  return work.writeTwinText(input);
}
