import {
  applyTwinChange,
  changeScope,
  copyScope,
  diffTwin,
  mergePending,
  type PendingField,
  type TextField,
  type TwinChange,
} from "@sira/nlp";
import type { ResumeData } from "@sira/schema";

/**
 * The twins' work on whole resumes (translating every field, comparing two resumes, applying
 * changes), as plain functions of plain data: they run in the worker pool's compute threads
 * (resume.tasks.ts), because their cost grows with what a user wrote (rich text of any
 * length, hundreds of items) and must never hold the event loop.
 */

/** What applying or dismissing some of a twin's changes gives. */
export interface TwinApplied {
  /** This resume's data after the changes (unchanged when dismissing). */
  data: ResumeData;
  /** Its base snapshot of the twin, caught up on the changes taken. */
  base: ResumeData;
  pending: PendingField[];
  /** The field and item keys written into `data`. */
  written: string[];
  /** Free texts of the written fields a model server may translate. */
  texts: TextField[];
}

/** The twin's changes since `base` (diffTwin). */
export function twinChangesOf(input: { base: ResumeData; current: ResumeData }): TwinChange[] {
  return diffTwin(input.base, input.current);
}

/** Which of a twin's changes to apply or dismiss, and the two resumes with this side's sync state. */
export interface TwinApplyInput {
  /** This resume's data. */
  target: ResumeData;
  /** The twin's data (the changed side). */
  source: ResumeData;
  /** This side's snapshot of the twin when it last caught up. */
  base: ResumeData;
  pending: PendingField[];
  changeIds: string[];
  /** Apply (translated) when true, dismiss when false. */
  apply: boolean;
}

/**
 * Apply (translated into the target's language) or dismiss the changes of `source` since `base`
 * whose ids are given: unknown ids are ignored (already caught up).
 */
export function applyTwinChanges(input: TwinApplyInput): TwinApplied {
  const wanted = new Set(input.changeIds);
  const base = input.base;
  let pending = input.pending;
  let data = input.target;
  const written: string[] = [];
  const texts: TextField[] = [];
  for (const change of diffTwin(base, input.source).filter((c) => wanted.has(c.id))) {
    if (input.apply) {
      const applied = applyTwinChange(data, input.source, change);
      data = applied.value;
      pending = mergePending(pending, applied.written, applied.pending);
      written.push(...applied.written);
      texts.push(...applied.texts);
    }
    copyScope(base, input.source, changeScope(change));
  }
  return { data, base, pending, written, texts };
}
