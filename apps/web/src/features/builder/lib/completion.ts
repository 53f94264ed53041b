import { htmlToText } from "@sira/html";
import type { ResumeData } from "@sira/schema/resume-data";

/**
 * What a complete resume has, each worth the same share of the completion badge. Only visible,
 * filled content counts: a hidden section or item, or an item added but left empty, does not
 * make the printed resume more complete.
 */
const checks: ((data: ResumeData) => boolean)[] = [
  (d) => d.basics.name.trim() !== "",
  (d) => d.basics.headline.trim() !== "",
  (d) => d.basics.email.trim() !== "",
  (d) => d.basics.phone.trim() !== "",
  (d) => d.basics.location.trim() !== "",
  (d) => d.sections.summary.visible && htmlToText(d.sections.summary.content) !== "",
  (d) => hasVisibleItems(d.sections.experience),
  (d) => hasVisibleItems(d.sections.education),
  (d) => hasVisibleItems(d.sections.skills),
  (d) => hasVisibleItems(d.sections.languages),
];

function hasVisibleItems(section: { visible: boolean; items: { visible: boolean }[] }): boolean {
  return section.visible && section.items.some((item) => item.visible && isFilled(item));
}

/** Whether an item has any text of its own (a level, its id or an empty link do not count). */
function isFilled(item: object): boolean {
  return Object.entries(item).some(([key, value]) => key !== "id" && hasText(value));
}

function hasText(value: unknown): boolean {
  if (typeof value === "string") return htmlToText(value) !== "";
  if (Array.isArray(value)) return value.some(hasText);
  if (value && typeof value === "object") return Object.values(value).some(hasText);
  return false;
}

/** Completion percentage, 0-100, rounded. */
export function completionPercent(data: ResumeData): number {
  const done = checks.filter((check) => check(data)).length;
  return Math.round((done / checks.length) * 100);
}

export type CompletionTone = "red" | "orange" | "green";

/** Spec §9: red under 35, orange under 75, green from 75. */
export function completionTone(percent: number): CompletionTone {
  if (percent < 35) return "red";
  if (percent < 75) return "orange";
  return "green";
}
