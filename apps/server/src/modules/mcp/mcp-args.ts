import { listSectionKeys } from "@sira/schema";
import { z } from "zod";
import { hasUnstorableText } from "../../workers/clean-text";

/**
 * The bounds of an MCP tool's arguments. Over HTTP the app's strict JSON parser already refuses
 * deep or wide bodies and unstorable text; these hold for any transport (the in-process one of
 * the tests too), so a tool never walks an unbounded value or stores what PostgreSQL refuses.
 */
export const argumentLimits = { depth: 32, values: 250_000 } as const;

/** A resume, job, application or letter id, as the REST routes bound them. */
export const idArg = z.string().min(1).max(100);

/** The resume's sections a tool reads or replaces whole: basics, personal, summary, lists, custom. */
export const sectionArg = z
  .string()
  .max(80)
  .regex(
    new RegExp(`^(basics|personal|summary|${listSectionKeys.join("|")}|custom\\.[A-Za-z0-9_-]{1,64})$`),
    "a section name: basics, personal, summary, a list section (experience, skills…) or custom.<id>",
  );
export type SectionArg = z.infer<typeof sectionArg>;

/** A dot path into the resume's data, e.g. `sections.summary.content` or `basics.headline`. */
export const fieldPathArg = z
  .string()
  .min(1)
  .max(400)
  .regex(/^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,11}$/, "a dot path such as basics.headline");

/**
 * Where `value` breaks the bounds: deeper or wider than `argumentLimits`, or holding U+0000 or
 * a lone surrogate in a string or key; undefined when it is fine. Iterative, so a deep value
 * cannot overflow the stack.
 */
export function argumentProblem(value: unknown): string | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: "" }];
  let seen = 0;
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (++seen > argumentLimits.values) return "too many values";
    if (typeof next.value === "string") {
      if (hasUnstorableText(next.value)) return `U+0000 or a lone surrogate at ${next.path || "(value)"}`;
      continue;
    }
    if (!next.value || typeof next.value !== "object") continue;
    if (next.depth >= argumentLimits.depth) return `nested deeper than ${argumentLimits.depth} levels`;
    for (const [key, child] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${key}` : key;
      if (hasUnstorableText(key)) return `U+0000 or a lone surrogate in a key at ${path}`;
      stack.push({ value: child, depth: next.depth + 1, path });
    }
  }
  return undefined;
}

/** Any JSON value (a section's content), bounded by `argumentProblem`. */
export const jsonValueArg = z.unknown().superRefine((value, ctx) => {
  const problem = argumentProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
