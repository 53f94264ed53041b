import type { ListSectionKey, ResumeData } from "@sira/schema/resume-data";
import { createId, emptyCustomItem, emptyItems } from "@sira/schema/resume-defaults";

/**
 * The editors' view of sections: which fields each item type has, how to reach a section by its
 * layout id ("experience", "custom.<id>"), and the empty-item rule of "Add another".
 */

export type SectionType = ListSectionKey | "custom";

export type FieldKind = "text" | "url" | "date" | "level" | "keywords" | "rich" | "icon";

export interface FieldDef {
  name: string;
  kind: FieldKind;
}

const f = (name: string, kind: FieldKind = "text"): FieldDef => ({ name, kind });

/** Every item field of spec §3, in the order the form shows them. */
export const sectionFields: Record<SectionType, FieldDef[]> = {
  profiles: [f("network"), f("username"), f("icon", "icon"), f("url", "url")],
  experience: [
    f("company"),
    f("position"),
    f("date", "date"),
    f("location"),
    f("url", "url"),
    f("summary", "rich"),
  ],
  education: [
    f("institution"),
    f("area"),
    f("studyType"),
    f("score"),
    f("date", "date"),
    f("url", "url"),
    f("summary", "rich"),
  ],
  awards: [f("title"), f("awarder"), f("date", "date"), f("url", "url"), f("summary", "rich")],
  certifications: [f("name"), f("issuer"), f("date", "date"), f("url", "url"), f("summary", "rich")],
  skills: [f("name"), f("description"), f("level", "level"), f("keywords", "keywords")],
  interests: [f("name"), f("keywords", "keywords")],
  publications: [f("name"), f("publisher"), f("date", "date"), f("url", "url"), f("summary", "rich")],
  volunteer: [
    f("organization"),
    f("position"),
    f("date", "date"),
    f("location"),
    f("url", "url"),
    f("summary", "rich"),
  ],
  languages: [f("name"), f("description"), f("level", "level")],
  projects: [
    f("name"),
    f("description"),
    f("date", "date"),
    f("url", "url"),
    f("summary", "rich"),
    f("keywords", "keywords"),
  ],
  references: [f("name"), f("description"), f("url", "url"), f("summary", "rich")],
  custom: [
    f("name"),
    f("description"),
    f("date", "date"),
    f("location"),
    f("url", "url"),
    f("summary", "rich"),
    f("keywords", "keywords"),
  ],
};

/** The fields shown as an item's title and subtitle in the list. */
export const itemHeadingFields: Record<SectionType, [string, string]> = {
  profiles: ["network", "username"],
  experience: ["company", "position"],
  education: ["institution", "area"],
  awards: ["title", "awarder"],
  certifications: ["name", "issuer"],
  skills: ["name", "description"],
  interests: ["name", "name"],
  publications: ["name", "publisher"],
  volunteer: ["organization", "position"],
  languages: ["name", "description"],
  projects: ["name", "description"],
  references: ["name", "description"],
  custom: ["name", "description"],
};

/** An item as the generic editors handle it. */
export type AnyItem = { id: string; visible: boolean } & Record<string, unknown>;

export interface AnyListSection {
  id: string;
  name: string;
  visible: boolean;
  columns: number;
  items: AnyItem[];
}

/** The type of a layout id: "custom.x" is custom, "summary" is summary, others are list keys. */
export function sectionTypeOf(sectionId: string): SectionType | "summary" {
  if (sectionId.startsWith("custom.")) return "custom";
  return sectionId as SectionType | "summary";
}

/** The list section behind a layout id, or undefined (summary, unknown ids). */
export function getListSection(data: ResumeData, sectionId: string): AnyListSection | undefined {
  if (sectionId.startsWith("custom.")) return data.sections.custom[sectionId.slice("custom.".length)];
  if (sectionId === "summary" || sectionId === "custom") return undefined;
  const section = (data.sections as unknown as Record<string, AnyListSection | undefined>)[sectionId];
  return section && Array.isArray(section.items) ? section : undefined;
}

/** Any section (summary included) behind a layout id. */
export function getSection(
  data: ResumeData,
  sectionId: string,
): { name: string; visible: boolean } | undefined {
  if (sectionId === "summary") return data.sections.summary;
  return getListSection(data, sectionId);
}

function emptyItemOf(type: SectionType): Record<string, unknown> {
  return type === "custom" ? emptyCustomItem : emptyItems[type];
}

/** A new empty item of a section type. */
export function createItem(type: SectionType): AnyItem {
  return { ...structuredClone(emptyItemOf(type)), id: createId() } as AnyItem;
}

const stable = (value: unknown): string => JSON.stringify(value);

/** Whether an item equals the empty defaults of its type (its id aside). */
export function isEmptyItem(type: SectionType, item: AnyItem): boolean {
  const { id: _id, ...rest } = item;
  const empty = emptyItemOf(type);
  return Object.keys(empty).every((key) => stable(rest[key]) === stable(empty[key]));
}

/** "Add another" is disabled when the last item is still empty (spec §2). */
export function canAddAnother(type: SectionType, items: readonly AnyItem[]): boolean {
  const last = items[items.length - 1];
  return !last || !isEmptyItem(type, last);
}

/** Optional sections of step 4, in the spec's order. */
export const optionalSections = [
  "projects",
  "certifications",
  "awards",
  "interests",
  "volunteer",
  "publications",
  "references",
] as const satisfies readonly ListSectionKey[];

/** A custom section's layout id. */
export const customSectionId = (id: string) => `custom.${id}`;

/** The wizard step that shows a section (0 basics and profiles, 1 summary, 2 experience, 3 education, 4 the rest). */
export function wizardStepOf(section: string): number {
  if (section === "basics" || section === "profiles") return 0;
  if (section === "summary") return 1;
  if (section === "experience") return 2;
  if (section === "education") return 3;
  return 4;
}
