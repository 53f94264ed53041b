import { type Resume, type ResumeData, resumeDataSchema, type updateResumeRequestSchema } from "@sira/schema";
import type { z } from "zod";
import { AppError } from "../../http/app-error";
import { getResume, type ResumeContext, updateResume } from "../resume/resume.public";
import type { SectionArg } from "./mcp-args";

/** Keys a path may never walk through (they reach Object.prototype, not the resume). */
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

type Json = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Json {
  return typeof value === "object" && value !== null;
}

function validationError(path: string, message: string): AppError {
  return new AppError("ValidationError", [{ path, message }]);
}

/** One section of a resume's data by its MCP name, or undefined when the resume has none. */
export function sectionOf(data: ResumeData, section: SectionArg): unknown {
  if (section === "basics") return data.basics;
  if (section === "personal") return data.personal;
  if (section.startsWith("custom.")) return data.sections.custom[section.slice("custom.".length)];
  return data.sections[section as Exclude<keyof ResumeData["sections"], "custom">];
}

/** `data` with one section replaced by `value` (not yet validated). */
function withSection(data: ResumeData, section: SectionArg, value: unknown): unknown {
  const next = structuredClone(data) as unknown as {
    basics: unknown;
    personal?: unknown;
    sections: Record<string, unknown> & { custom: Record<string, unknown> };
  };
  if (section === "basics") next.basics = value;
  else if (section === "personal") next.personal = value;
  else if (section.startsWith("custom.")) {
    const id = section.slice("custom.".length);
    if (!(id in next.sections.custom)) throw validationError(section, "no custom section has this id");
    next.sections.custom[id] = value;
  } else next.sections[section] = value;
  return next;
}

/**
 * `data` with the value at a dot path replaced. The path must name a field the resume already
 * has (list items by their index) and the new value must be of the same kind (text, number,
 * flag) unless the field is empty (null); the whole resume is validated afterwards, so bounds
 * and types are the builder's.
 */
function withField(data: ResumeData, path: string, value: string | number | boolean): unknown {
  const next = structuredClone(data) as unknown as Json;
  const keys = path.split(".");
  let parent: Json = next;
  for (const [i, key] of keys.entries()) {
    if (forbiddenKeys.has(key) || !Object.hasOwn(parent, key))
      throw validationError(path, `the resume has no field ${keys.slice(0, i + 1).join(".")}`);
    const current = (parent as Record<string, unknown>)[key];
    if (i === keys.length - 1) {
      // An empty (null) field takes any value the resume's schema allows; the check below is it.
      if (isContainer(current) || (current !== null && typeof current !== typeof value))
        throw validationError(
          path,
          `this field holds ${isContainer(current) ? "a section or list" : typeof current}`,
        );
      (parent as Record<string, unknown>)[key] = value;
    } else {
      if (!isContainer(current))
        throw validationError(path, `${keys.slice(0, i + 1).join(".")} is not a section`);
      parent = current;
    }
  }
  return next;
}

/** The value at a dot path of a resume's data, or a ValidationError naming the missing part. */
export function fieldOf(data: ResumeData, path: string): unknown {
  let current: unknown = data;
  for (const key of path.split(".")) {
    if (forbiddenKeys.has(key) || !isContainer(current) || !Object.hasOwn(current, key))
      throw validationError(path, "the resume has no such field");
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Save a changed copy of a resume's data through the builder's own update: the resume schema's
 * bounds, optimistic concurrency on `version` (a stale one answers ResumeVersionConflict), a
 * locked resume refused (ResumeLocked), another user's resume not found, and the version bumped
 * like an autosave. Title, slug and visibility stay as they are.
 */
async function saveData(
  ctx: ResumeContext,
  userId: string,
  resumeId: string,
  version: number,
  change: (data: ResumeData) => unknown,
): Promise<Resume> {
  const resume = await getResume(ctx, userId, resumeId);
  const parsed = resumeDataSchema.safeParse(change(resume.data));
  if (!parsed.success)
    throw new AppError(
      "ValidationError",
      parsed.error.issues
        .slice(0, 20)
        .map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    );
  const input: z.infer<typeof updateResumeRequestSchema> = {
    title: resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    data: parsed.data,
    version,
  };
  return updateResume(ctx, userId, resumeId, input);
}

export function updateSection(
  ctx: ResumeContext,
  userId: string,
  args: { resumeId: string; version: number; section: SectionArg; value: unknown },
): Promise<Resume> {
  return saveData(ctx, userId, args.resumeId, args.version, (data) =>
    withSection(data, args.section, args.value),
  );
}

export function updateField(
  ctx: ResumeContext,
  userId: string,
  args: { resumeId: string; version: number; path: string; value: string | number | boolean },
): Promise<Resume> {
  return saveData(ctx, userId, args.resumeId, args.version, (data) => withField(data, args.path, args.value));
}
