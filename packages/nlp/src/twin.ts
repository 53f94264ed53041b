import { htmlToText } from "@sira/html";
import type { Language } from "@sira/schema/constants";
import { type ListSectionKey, listSectionKeys, type ResumeData } from "@sira/schema/resume-data";
import { transliterateName } from "@sira/schema/transliterate";
import { needsTranslation, type StructuredKind, translateStructured } from "./structured-translate";

/**
 * Linked resume twins (one Arabic, one English): the offline translation of a whole resume or
 * one item, and what changed in one twin since the other last caught up. Structured fields go
 * through translateStructured (exact or kept and marked); free text is listed for a model
 * server, or kept and marked "to translate". Items keep their ids in both twins, so an item is
 * the same item on both sides.
 */

/** How a field is carried over: a structured kind, free text, a proper name, a person's name, or as is. */
type FieldRule = StructuredKind | "text" | "name" | "person" | "skills" | "keep";

const common = { date: "date", summary: "text", location: "location" } as const;
const FIELD_RULES: Record<ListSectionKey | "custom", Record<string, FieldRule>> = {
  profiles: { network: "keep", username: "keep", icon: "keep" },
  experience: { ...common, company: "name", position: "title" },
  education: { ...common, institution: "name", studyType: "degree", area: "major", score: "level" },
  awards: { ...common, title: "text", awarder: "name" },
  certifications: { ...common, name: "name", issuer: "name" },
  skills: { name: "skill", description: "level", keywords: "skills" },
  interests: { name: "skill", keywords: "skills" },
  publications: { ...common, name: "text", publisher: "name" },
  volunteer: { ...common, organization: "name", position: "title" },
  languages: { name: "language", description: "level" },
  projects: { ...common, name: "name", description: "text", keywords: "skills" },
  references: { ...common, name: "person", description: "text" },
  custom: { ...common, name: "name", description: "text", keywords: "skills" },
};
const BASICS_RULES: Record<string, FieldRule> = { name: "person", headline: "title", location: "location" };

/** A field kept in the source language and marked "to translate" on the twin. */
export interface PendingField {
  /** `basics//name`, `summary//content`, `experience/<itemId>/summary`, `skills//name` (a section name). */
  key: string;
  /** "text": free text for a model server or the user; "structured": no confident translation. */
  reason: "text" | "structured";
}

/** A free-text field a model server may translate (its key and the source text, HTML allowed). */
export interface TextField {
  key: string;
  text: string;
}

export interface TwinTranslation<T> {
  value: T;
  pending: PendingField[];
  texts: TextField[];
}

/** The section key of a list or custom section: "experience" or "custom.<id>". */
export type TwinSectionKey = ListSectionKey | `custom.${string}`;

export const fieldKey = (section: string, itemId: string, field: string) => `${section}/${itemId}/${field}`;

// The personal block (issue 40) is codes (countries, visa kinds, licence bodies, dates) that every
// template writes in the resume's language, plus a free text beside each code. A twin copies the
// codes as they are and marks each free text in the source language "to translate". Keys:
// `personal//<part>` (the part's own text: nationality, residency, …) and
// `personal/<itemId>/<field>` (a licence's or an attestation's text).
type Personal = NonNullable<ResumeData["personal"]>;
const PERSONAL_PART_TEXT: Partial<Record<keyof Personal, string>> = {
  nationality: "text",
  residency: "note",
  availability: "note",
  birthDate: "text",
  maritalStatus: "text",
};
const PERSONAL_ITEM_TEXT: Partial<Record<keyof Personal, string>> = {
  drivingLicences: "note",
  professionalLicences: "bodyText",
  attestations: "note",
};

function personalItems(personal: Personal, part: keyof Personal): Record<string, unknown>[] {
  const value = personal[part] as unknown;
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  const items = (value as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}
const personalItemId = (item: Record<string, unknown>) => String(item.id ?? item.educationId ?? "");

/** The personal block's free texts in the source language, as pending marks and texts. */
function personalPending(
  personal: Personal,
  parts: readonly (keyof Personal)[],
  from: Language,
  out: { pending: PendingField[]; texts: TextField[] },
): void {
  const mark = (key: string, text: unknown) => {
    if (typeof text !== "string" || !needsTranslation(text, from)) return;
    out.pending.push({ key, reason: "text" });
    out.texts.push({ key, text });
  };
  for (const part of parts) {
    const own = PERSONAL_PART_TEXT[part];
    if (own) mark(fieldKey("personal", "", part), (personal[part] as Record<string, unknown>)[own]);
    const itemText = PERSONAL_ITEM_TEXT[part];
    if (itemText)
      for (const item of personalItems(personal, part))
        mark(fieldKey("personal", personalItemId(item), itemText), item[itemText]);
  }
}

/** The part of the personal block that holds an item (a licence or an attestation) by its id. */
function personalItem(personal: Personal | undefined, itemId: string) {
  if (!personal) return undefined;
  for (const part of Object.keys(PERSONAL_ITEM_TEXT) as (keyof Personal)[]) {
    const item = personalItems(personal, part).find((i) => personalItemId(i) === itemId);
    if (item) return item;
  }
  return undefined;
}

function readPersonal(data: ResumeData, itemId: string, field: string): unknown {
  if (itemId) return personalItem(data.personal, itemId)?.[field];
  const part = data.personal?.[field as keyof Personal] as Record<string, unknown> | undefined;
  const own = PERSONAL_PART_TEXT[field as keyof Personal];
  return part && own ? part[own] : undefined;
}

function writePersonal(data: ResumeData, itemId: string, field: string, value: unknown): boolean {
  if (itemId) {
    const item = personalItem(data.personal, itemId);
    if (!item) return false;
    item[field] = value;
    return true;
  }
  const part = data.personal?.[field as keyof Personal] as Record<string, unknown> | undefined;
  const own = PERSONAL_PART_TEXT[field as keyof Personal];
  if (!part || !own) return false;
  part[own] = String(value);
  return true;
}

/** Copy whole parts of the personal block (or one item's field) from one snapshot into another. */
function copyPersonal(base: ResumeData, from: ResumeData, itemId: string, field: string): void {
  if (itemId) {
    const source = personalItem(from.personal, itemId);
    const target = personalItem(base.personal, itemId);
    if (source && target) target[field] = structuredClone(source[field]);
    return;
  }
  if (!from.personal) return;
  base.personal ??= structuredClone(from.personal);
  (base.personal as Record<string, unknown>)[field] = structuredClone(from.personal[field as keyof Personal]);
}

/** Parse a field key back into its parts. */
export function parseFieldKey(key: string): { section: string; itemId: string; field: string } {
  const [section = "", itemId = "", field = ""] = key.split("/");
  return { section, itemId, field };
}

function translateField(
  rule: FieldRule,
  value: unknown,
  key: string,
  from: Language,
  to: Language,
  out: { pending: PendingField[]; texts: TextField[] },
): unknown {
  if (rule === "keep") return value;
  if (rule === "skills") {
    if (!Array.isArray(value)) return value;
    let allConfident = true;
    const words = value.map((word: string) => {
      const t = translateStructured("skill", word, from, to);
      if (!t.confident) allConfident = false;
      return t.text;
    });
    if (!allConfident) out.pending.push({ key, reason: "structured" });
    return words;
  }
  if (typeof value !== "string" || !value.trim()) return value;
  if (rule === "text") {
    if (!needsTranslation(htmlToText(value), from)) return value;
    out.pending.push({ key, reason: "text" });
    out.texts.push({ key, text: value });
    return value;
  }
  if (rule === "person") {
    // A person's name in Arabic gets a Latin spelling in the English twin (issue 42): a suggestion
    // from the names list, still pending so the user checks it; their correction is kept.
    if (from !== "ar" || !needsTranslation(value, from)) return value;
    out.pending.push({ key, reason: "structured" });
    return to === "en" ? transliterateName(value) : value;
  }
  if (rule === "name") {
    // Latin names read well in an Arabic resume; Arabic names need the user (or a model) in English.
    if (from === "ar" && needsTranslation(value, from)) out.pending.push({ key, reason: "structured" });
    return value;
  }
  const t = translateStructured(rule, value, from, to);
  if (!t.confident) out.pending.push({ key, reason: "structured" });
  return t.text;
}

function rulesOf(section: string): Record<string, FieldRule> {
  return section.startsWith("custom.") ? FIELD_RULES.custom : FIELD_RULES[section as ListSectionKey];
}

/**
 * Translate one list item (only `fields` when given); other fields are copied. Unknown fields
 * (ids, visibility, levels, links) are copied as they are.
 */
export function translateItem<T extends { id: string }>(
  section: TwinSectionKey,
  item: T,
  from: Language,
  to: Language,
  fields?: readonly string[],
): TwinTranslation<T> {
  const out = { pending: [] as PendingField[], texts: [] as TextField[] };
  const rules = rulesOf(section) ?? {};
  const result: Record<string, unknown> = { ...item };
  for (const [field, value] of Object.entries(item)) {
    if (fields && !fields.includes(field)) continue;
    const rule = rules[field];
    if (rule) result[field] = translateField(rule, value, fieldKey(section, item.id, field), from, to, out);
  }
  return { value: result as T, ...out };
}

function sectionEntries(data: ResumeData): [TwinSectionKey, { name: string; items: { id: string }[] }][] {
  return [
    ...listSectionKeys.map(
      (k) => [k, data.sections[k]] as [TwinSectionKey, { name: string; items: { id: string }[] }],
    ),
    ...Object.entries(data.sections.custom).map(
      ([id, s]) => [`custom.${id}`, s] as [TwinSectionKey, { name: string; items: { id: string }[] }],
    ),
  ];
}

/** Translate the basics' headline, location and name (the rest is copied). */
function translateBasics(
  basics: ResumeData["basics"],
  from: Language,
  to: Language,
  fields?: readonly string[],
) {
  const out = { pending: [] as PendingField[], texts: [] as TextField[] };
  const value = { ...basics } as Record<string, unknown>;
  for (const [field, rule] of Object.entries(BASICS_RULES)) {
    if (fields && !fields.includes(field)) continue;
    value[field] = translateField(rule, value[field], fieldKey("basics", "", field), from, to, out);
  }
  if (!fields || fields.includes("customFields"))
    value.customFields = basics.customFields.map((f) => ({
      ...f,
      name: translateField("text", f.name, fieldKey("basics", f.id, "name"), from, to, out) as string,
      value: translateField("name", f.value, fieldKey("basics", f.id, "value"), from, to, out) as string,
    }));
  return { value: value as ResumeData["basics"], ...out };
}

/**
 * The twin of a resume in the other language: same template, layout, theme, typography and
 * picture; section names, structured fields and item ids translated or kept as described above.
 */
export function translateResume(data: ResumeData, to: Language): TwinTranslation<ResumeData> {
  const from = data.metadata.language;
  const pending: PendingField[] = [];
  const texts: TextField[] = [];
  const take = <T>(t: TwinTranslation<T>) => {
    pending.push(...t.pending);
    texts.push(...t.texts);
    return t.value;
  };
  const basics = take(translateBasics(data.basics, from, to));
  const sections = structuredClone(data.sections);
  const summaryKey = fieldKey("summary", "", "content");
  sections.summary.name = sectionName(data, "summary", to, pending);
  sections.summary.content = translateField("text", data.sections.summary.content, summaryKey, from, to, {
    pending,
    texts,
  }) as string;
  for (const [key, section] of sectionEntries(data)) {
    const target = key.startsWith("custom.")
      ? sections.custom[key.slice("custom.".length)]!
      : (sections[key as ListSectionKey] as { name: string; items: { id: string }[] });
    target.name = sectionName(data, key, to, pending);
    target.items = section.items.map((item) => take(translateItem(key, item, from, to)));
  }
  const value: ResumeData = { basics, sections, metadata: { ...data.metadata, language: to } };
  if (data.personal) {
    value.personal = structuredClone(data.personal);
    personalPending(data.personal, Object.keys(data.personal) as (keyof Personal)[], from, {
      pending,
      texts,
    });
  }
  return { value, pending, texts };
}

function sectionName(data: ResumeData, key: string, to: Language, pending: PendingField[]): string {
  const from = data.metadata.language;
  const name = key.startsWith("custom.")
    ? (data.sections.custom[key.slice("custom.".length)]?.name ?? "")
    : data.sections[key as ListSectionKey | "summary"].name;
  const t = translateStructured("section", name, from, to);
  if (!t.confident) pending.push({ key: fieldKey(key, "", "name"), reason: "structured" });
  return t.text;
}

/** One change in a twin since the other last caught up with it. */
export interface TwinChange {
  /** `basics`, `summary`, `personal`, `<section>/<itemId>`: what `applyTwinChange` takes. */
  id: string;
  section: "basics" | "summary" | "personal" | TwinSectionKey;
  itemId: string;
  kind: "added" | "removed" | "changed";
  /** Changed fields ("date", "summary", "position", …); empty for added and removed items. */
  fields: string[];
  /** A short label of the item as the changed twin shows it (position, name, …). */
  label: string;
}

const LABEL_FIELDS = ["position", "name", "title", "institution", "network", "organization", "company"];
function itemLabel(item: Record<string, unknown>): string {
  for (const f of LABEL_FIELDS) {
    const v = item[f];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return "";
}

/** JSON with object keys sorted, so values read back from jsonb compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "undefined";
}

function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  // Sorted: stored JSON (jsonb) does not keep key order.
  return [...keys].filter((k) => k !== "id" && stable(a[k]) !== stable(b[k])).sort();
}

function itemsOf(data: ResumeData, section: TwinSectionKey): { id: string }[] | undefined {
  if (section.startsWith("custom.")) return data.sections.custom[section.slice("custom.".length)]?.items;
  return data.sections[section as ListSectionKey]?.items;
}

/**
 * What changed from `base` (a snapshot of a twin when the other last caught up) to `current`
 * (that twin now): changed basics, summary, and added, removed or edited items of every section
 * both snapshots have. Section names, order and layout are not compared.
 */
export function diffTwin(base: ResumeData, current: ResumeData): TwinChange[] {
  const changes: TwinChange[] = [];
  const basicsFields = changedFields(base.basics, current.basics).filter((f) => f !== "picture");
  if (basicsFields.length > 0)
    changes.push({
      id: "basics",
      section: "basics",
      itemId: "",
      kind: "changed",
      fields: basicsFields,
      label: current.basics.name,
    });
  if (base.sections.summary.content !== current.sections.summary.content)
    changes.push({
      id: "summary",
      section: "summary",
      itemId: "",
      kind: "changed",
      fields: ["content"],
      label: "",
    });
  const personalFields = changedFields(base.personal ?? {}, current.personal ?? {});
  if (personalFields.length > 0)
    changes.push({
      id: "personal",
      section: "personal",
      itemId: "",
      kind: "changed",
      fields: personalFields,
      label: "",
    });
  for (const [key, section] of sectionEntries(current)) {
    const before = itemsOf(base, key);
    if (!before) continue;
    const beforeById = new Map(before.map((i) => [i.id, i]));
    const nowIds = new Set(section.items.map((i) => i.id));
    for (const item of section.items) {
      const old = beforeById.get(item.id);
      const label = itemLabel(item as Record<string, unknown>);
      if (!old)
        changes.push({
          id: `${key}/${item.id}`,
          section: key,
          itemId: item.id,
          kind: "added",
          fields: [],
          label,
        });
      else {
        const fields = changedFields(old, item);
        if (fields.length > 0)
          changes.push({
            id: `${key}/${item.id}`,
            section: key,
            itemId: item.id,
            kind: "changed",
            fields,
            label,
          });
      }
    }
    for (const old of before)
      if (!nowIds.has(old.id))
        changes.push({
          id: `${key}/${old.id}`,
          section: key,
          itemId: old.id,
          kind: "removed",
          fields: [],
          label: itemLabel(old as Record<string, unknown>),
        });
  }
  return changes;
}

/**
 * Apply one change of `source` (the changed twin, in its language) to `target` (the other
 * twin): basics fields and the summary translated, an added item translated and placed after
 * the item that precedes it in the source, a removed item removed, a changed item's changed
 * fields translated. Returns the new target data, the fields now pending (replacing any
 * pending mark of the fields written) and the free texts a model server may translate.
 */
export function applyTwinChange(
  target: ResumeData,
  source: ResumeData,
  change: TwinChange,
): TwinTranslation<ResumeData> & { written: string[] } {
  const from = source.metadata.language;
  const to = target.metadata.language;
  const data = structuredClone(target);
  const pending: PendingField[] = [];
  const texts: TextField[] = [];
  const written: string[] = [];
  if (change.section === "basics") {
    const t = translateBasics(source.basics, from, to, change.fields);
    for (const f of change.fields) {
      (data.basics as Record<string, unknown>)[f] = (t.value as Record<string, unknown>)[f];
      written.push(fieldKey("basics", "", f));
    }
    pending.push(...t.pending);
    texts.push(...t.texts);
    return { value: data, pending, texts, written };
  }
  if (change.section === "summary") {
    const key = fieldKey("summary", "", "content");
    data.sections.summary.content = translateField("text", source.sections.summary.content, key, from, to, {
      pending,
      texts,
    }) as string;
    written.push(key);
    return { value: data, pending, texts, written };
  }
  if (change.section === "personal") {
    if (!source.personal) return { value: data, pending, texts, written };
    for (const f of change.fields) {
      copyPersonal(data, source, "", f);
      written.push(fieldKey("personal", "", f));
      for (const item of personalItems(source.personal, f as keyof Personal))
        written.push(`personal/${personalItemId(item)}/`);
    }
    personalPending(source.personal, change.fields as (keyof Personal)[], from, { pending, texts });
    return { value: data, pending, texts, written };
  }
  const section = change.section;
  const targetItems = itemsOf(data, section);
  const sourceItems = itemsOf(source, section) ?? [];
  if (!targetItems) return { value: data, pending, texts, written };
  const at = targetItems.findIndex((i) => i.id === change.itemId);
  const sourceItem = sourceItems.find((i) => i.id === change.itemId);
  const itemKeyPrefix = `${section}/${change.itemId}/`;
  if (change.kind === "removed" || !sourceItem) {
    if (at >= 0) targetItems.splice(at, 1);
    written.push(itemKeyPrefix);
    return { value: data, pending, texts, written };
  }
  if (at < 0 || change.kind === "added") {
    const t = translateItem(section, sourceItem, from, to);
    const sourceAt = sourceItems.indexOf(sourceItem);
    const previous = sourceItems
      .slice(0, sourceAt)
      .reverse()
      .map((i) => targetItems.findIndex((x) => x.id === i.id))
      .find((i) => i >= 0);
    if (at >= 0) targetItems.splice(at, 1, t.value);
    else targetItems.splice(previous === undefined ? 0 : previous + 1, 0, t.value);
    written.push(itemKeyPrefix);
    return { value: data, pending: t.pending, texts: t.texts, written };
  }
  const t = translateItem(section, sourceItem, from, to, change.fields);
  const merged = { ...targetItems[at] } as Record<string, unknown>;
  for (const f of change.fields) {
    merged[f] = (t.value as Record<string, unknown>)[f];
    written.push(`${itemKeyPrefix}${f}`);
  }
  targetItems[at] = merged as { id: string };
  return { value: data, pending: t.pending, texts: t.texts, written };
}

/** Pending marks after a write: marks of written keys (or under a written item prefix) replaced. */
export function mergePending(
  current: PendingField[],
  written: string[],
  added: PendingField[],
): PendingField[] {
  const isWritten = (key: string) => written.some((w) => (w.endsWith("/") ? key.startsWith(w) : key === w));
  return [...current.filter((p) => !isWritten(p.key)), ...added];
}

/** Read a field of resume data by its key; undefined when the item or field is gone. */
export function readField(data: ResumeData, key: string): unknown {
  const { section, itemId, field } = parseFieldKey(key);
  if (section === "personal") return readPersonal(data, itemId, field);
  if (section === "basics") {
    if (!itemId) return (data.basics as Record<string, unknown>)[field];
    return (data.basics.customFields.find((f) => f.id === itemId) as Record<string, unknown> | undefined)?.[
      field
    ];
  }
  if (section === "summary") return data.sections.summary.content;
  if (!itemId) {
    if (section.startsWith("custom.")) return data.sections.custom[section.slice(7)]?.name;
    return (data.sections as Record<string, { name?: string }>)[section]?.name;
  }
  const item = itemsOf(data, section as TwinSectionKey)?.find((i) => i.id === itemId);
  return (item as Record<string, unknown> | undefined)?.[field];
}

/** Write a field of resume data by its key (in place); false when the item is gone. */
export function writeField(data: ResumeData, key: string, value: unknown): boolean {
  const { section, itemId, field } = parseFieldKey(key);
  if (section === "personal") return writePersonal(data, itemId, field, value);
  if (section === "basics") {
    if (!itemId) {
      (data.basics as Record<string, unknown>)[field] = value;
      return true;
    }
    const custom = data.basics.customFields.find((f) => f.id === itemId) as
      | Record<string, unknown>
      | undefined;
    if (!custom) return false;
    custom[field] = value;
    return true;
  }
  if (section === "summary") {
    data.sections.summary.content = String(value);
    return true;
  }
  if (!itemId) {
    const s = section.startsWith("custom.")
      ? data.sections.custom[section.slice(7)]
      : (data.sections as unknown as Record<string, { name: string } | undefined>)[section];
    if (!s) return false;
    s.name = String(value);
    return true;
  }
  const item = itemsOf(data, section as TwinSectionKey)?.find((i) => i.id === itemId) as
    | Record<string, unknown>
    | undefined;
  if (!item) return false;
  item[field] = value;
  return true;
}

/** The field and item keys a change covers (what catching up on it copies into a base). */
export function changeScope(change: TwinChange): string[] {
  if (change.section === "basics") return change.fields.map((f) => fieldKey("basics", "", f));
  if (change.section === "summary") return [fieldKey("summary", "", "content")];
  if (change.section === "personal") return change.fields.map((f) => fieldKey("personal", "", f));
  if (change.kind !== "changed") return [`${change.section}/${change.itemId}/`];
  return change.fields.map((f) => fieldKey(change.section, change.itemId, f));
}

/**
 * Copy the keys (fields, or whole items for keys ending in "/") from `from` into `base`, in
 * place: how a base snapshot catches up on what was applied, dismissed or written.
 */
export function copyScope(base: ResumeData, from: ResumeData, keys: readonly string[]): void {
  for (const key of keys) {
    const { section, itemId, field } = parseFieldKey(key);
    if (section === "personal") {
      copyPersonal(base, from, itemId, field);
      continue;
    }
    if (section === "basics" || section === "summary" || !itemId) {
      const value = readField(from, key);
      if (value !== undefined) writeField(base, key, structuredClone(value));
      continue;
    }
    const baseItems = itemsOf(base, section as TwinSectionKey);
    if (!baseItems) continue;
    const source = itemsOf(from, section as TwinSectionKey)?.find((i) => i.id === itemId);
    const at = baseItems.findIndex((i) => i.id === itemId);
    if (!field || at < 0) {
      if (!source) {
        if (at >= 0) baseItems.splice(at, 1);
      } else if (at >= 0) baseItems[at] = structuredClone(source);
      else baseItems.push(structuredClone(source));
      continue;
    }
    if (source)
      (baseItems[at] as Record<string, unknown>)[field] = structuredClone(
        (source as Record<string, unknown>)[field],
      );
  }
}
