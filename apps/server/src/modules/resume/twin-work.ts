import {
  applyTwinChange,
  changeScope,
  copyScope,
  diffTwin,
  mergePending,
  type PendingField,
  readField,
  type TextField,
  type TwinChange,
  translateResume,
  writeField,
} from "@sira/nlp";
import type { Language, ResumeData } from "@sira/schema";
import { packBase, type TwinBase, unpackBase } from "./twin-state";

/**
 * The twins' work on whole resumes (translating every field, comparing two resumes, applying
 * changes), as plain functions of plain data: they run in the worker pool's compute threads
 * (resume.tasks.ts), because their cost grows with what a user wrote (rich text of any
 * length, hundreds of items) and must never hold the event loop. They pack and unpack the sides' bases (twin-state.ts).
 */

/** A new twin in the other language, with both sides' bases packed. */
export function translateTwin(input: { data: ResumeData; to: Language }) {
  const translation = translateResume(input.data, input.to);
  return { ...translation, sourceBase: packBase(input.data), twinBase: packBase(translation.value) };
}

/** A base caught up on some fields of `data` (model translations written after the twin work), packed. */
export function catchUpBase(input: { base: TwinBase; data: ResumeData; keys: string[] }): string {
  const base = unpackBase(input.base);
  copyScope(base, input.data, input.keys);
  return packBase(base);
}

/** What applying or dismissing some of a twin's changes gives. */
export interface TwinApplied {
  /** This resume's data after the changes (unchanged when dismissing). */
  data: ResumeData;
  /** Its base snapshot of the twin, caught up on the changes taken (packed). */
  base: string;
  /** The twin's base snapshot of this resume, caught up on what was written (packed). */
  twinBase: string;
  pending: PendingField[];
  /** The field and item keys written into `data`. */
  written: string[];
  /** Free texts of the written fields a model server may translate. */
  texts: TextField[];
}

/** The twin's changes since `base` (diffTwin). */
export function twinChangesOf(input: { base: TwinBase; current: ResumeData }): TwinChange[] {
  return diffTwin(unpackBase(input.base), input.current);
}

/** How many changes each twin has since its side's base (the resume list's counts). */
export function twinChangeCountsOf(input: { pairs: { base: TwinBase; current: ResumeData }[] }): number[] {
  return input.pairs.map((pair) => twinChangesOf(pair).length);
}

/** Which of a twin's changes to apply or dismiss, and the two resumes with both sides' sync state. */
export interface TwinApplyInput {
  /** This resume's data. */
  target: ResumeData;
  /** The twin's data (the changed side). */
  source: ResumeData;
  /** This side's snapshot of the twin when it last caught up. */
  base: TwinBase;
  /** The twin's snapshot of this resume. */
  twinBase: TwinBase;
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
  const base = unpackBase(input.base);
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
  const twinBase = unpackBase(input.twinBase);
  copyScope(twinBase, data, written);
  return { data, base: packBase(base), twinBase: packBase(twinBase), pending, written, texts };
}

/** One field written side by side (PUT …/twin/text), on this resume and optionally on its twin. */
export interface TwinTextInput {
  data: ResumeData;
  twinData: ResumeData;
  base: TwinBase;
  twinBase: TwinBase;
  key: string;
  text: string;
  sourceText?: string;
}

/** Both resumes after the write (undefined when the field does not exist) and both bases caught up on it. */
export function writeTwinText(
  input: TwinTextInput,
): { data: ResumeData; twinData?: ResumeData; base: string; twinBase: string } | undefined {
  const toValue = (current: unknown, text: string) =>
    Array.isArray(current)
      ? text
          .split(/[,،]/)
          .map((w) => w.trim())
          .filter(Boolean)
      : text;
  const data = input.data;
  if (!writeField(data, input.key, toValue(readField(data, input.key), input.text))) return undefined;
  const twinData = input.twinData;
  if (
    input.sourceText !== undefined &&
    !writeField(twinData, input.key, toValue(readField(twinData, input.key), input.sourceText))
  )
    return undefined;
  const base = unpackBase(input.base);
  copyScope(base, twinData, [input.key]);
  const twinBase = unpackBase(input.twinBase);
  copyScope(twinBase, data, [input.key]);
  return {
    data,
    ...(input.sourceText !== undefined ? { twinData } : {}),
    base: packBase(base),
    twinBase: packBase(twinBase),
  };
}
