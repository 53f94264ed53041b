import { htmlToText } from "@sira/html";
import {
  createEmptyItem,
  defaultResumeData,
  type Language,
  type ListSectionKey,
  migratePersonalFields,
  type ResumeData,
  resumeDataSchema,
  type sectionItemSchemas,
} from "@sira/schema";
import type { z } from "zod";
import { type ImportIssue, type ImportResult, importMessages } from "./result";
import { bounds, clampText, networkIcon, networkOfUrl, toKeywords, usernameOfUrl } from "./text";

type ItemOf<K extends ListSectionKey> = z.infer<(typeof sectionItemSchemas)[K]>;
/** Fields of an item an importer may set; id and visibility are the builder's business. */
export type ItemInput<K extends ListSectionKey> = Partial<Omit<ItemOf<K>, "id" | "url">> & {
  url?: string;
  visible?: boolean;
};

const longFields = new Set(["summary"]);

/**
 * Collects imported content into a fresh ResumeData: clamps every string to the schema's bounds,
 * skips empty items, caps item counts, and records a warning for everything it had to cut.
 */
export class ResumeBuilder {
  readonly data: ResumeData;
  readonly warnings: string[] = [];
  private readonly capped = new Set<string>();

  constructor(language: Language) {
    this.data = defaultResumeData(language);
  }

  /**
   * Add a profile link; the network and username come from the URL when not given (a known
   * network's host, the handle in its path), the icon from the network.
   */
  addProfile(url: string, given: { network?: string; username?: string } = {}): boolean {
    const network = given.network || networkOfUrl(url);
    const username = given.username || usernameOfUrl(url);
    return this.addItem("profiles", { network, username, icon: networkIcon(network), url });
  }

  /** Add one item to a list section; returns false when it was empty or the section is full. */
  addItem<K extends ListSectionKey>(key: K, input: ItemInput<K>): boolean {
    const item = createEmptyItem(key) as Record<string, unknown>;
    let hasContent = false;
    for (const [field, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (field === "url") {
        item.url = { label: "", href: clampText(String(value), bounds.href) };
        if (item.url && String(value)) hasContent = true;
      } else if (field === "keywords") {
        item.keywords = toKeywords(value);
        if ((item.keywords as string[]).length) hasContent = true;
      } else if (field === "level") {
        const n = typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0;
        item.level = Math.max(0, Math.min(5, n));
      } else if (field === "visible") {
        item.visible = value !== false;
      } else if (typeof value === "string") {
        const text = this.clamp(value, longFields.has(field) ? bounds.long : bounds.short, `${key}.${field}`);
        item[field] = text;
        if ((longFields.has(field) ? htmlToText(text) : text).trim()) hasContent = true;
      }
    }
    if (!hasContent) return false;
    const section = this.data.sections[key];
    if (section.items.length >= bounds.items) {
      if (!this.capped.has(key)) {
        this.capped.add(key);
        this.warnings.push(`Only the first ${bounds.items} items of ${key} were imported.`);
      }
      return false;
    }
    (section.items as unknown[]).push(item);
    return true;
  }

  /** Clamp text to `max`, warning once per field kind when something was cut. */
  clamp(text: string, max: number, what: string): string {
    if (text.length <= max) return text;
    const key = `clamp:${what}`;
    if (!this.capped.has(key)) {
      this.capped.add(key);
      this.warnings.push(`Text in ${what} was longer than ${max} characters and was shortened.`);
    }
    return clampText(text, max);
  }

  /** Set a basics text field, clamped. */
  setBasic(field: "name" | "headline" | "location" | "phone" | "email", value: string): void {
    this.data.basics[field] = this.clamp(value.replace(/\s+/g, " ").trim(), bounds.short, `basics.${field}`);
  }

  /** True when nothing at all was imported. */
  isEmpty(): boolean {
    const { basics, sections } = this.data;
    if (basics.name || basics.headline || basics.email || basics.phone || basics.location || basics.url.href)
      return false;
    if (htmlToText(sections.summary.content)) return false;
    for (const [key, section] of Object.entries(sections)) {
      if (key === "summary") continue;
      if (key === "custom") {
        if (Object.keys(section).length) return false;
        continue;
      }
      if ("items" in section && Array.isArray(section.items) && section.items.length) return false;
    }
    return true;
  }

  /** Validate and return the result; an empty resume is an error, schema issues become errors. */
  finish(): ImportResult {
    if (this.isEmpty()) return { ok: false, errors: [{ path: "", message: importMessages.emptyResume }] };
    return finalizeResumeData(this.data, this.warnings);
  }
}

/**
 * Check data against resumeDataSchema. Items that fail are dropped with a warning (importers build
 * valid data, so this is a safety net); anything else that fails is returned as errors with paths.
 */
export function finalizeResumeData(data: ResumeData, warnings: string[]): ImportResult {
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = resumeDataSchema.safeParse(data);
    // Label/value rows that are personal-block parts (Nationality, الإقامة…) move into it.
    if (parsed.success) return { ok: true, data: migratePersonalFields(parsed.data), warnings };
    let repaired = false;
    const drops: [ListSectionKey, number][] = [];
    for (const issue of parsed.error.issues) {
      const [root, key, items, index] = issue.path;
      if (root === "sections" && items === "items" && typeof index === "number" && typeof key === "string") {
        drops.push([key as ListSectionKey, index]);
      }
    }
    drops.sort((a, b) => b[1] - a[1]);
    const seen = new Set<string>();
    for (const [key, index] of drops) {
      const id = `${key}:${index}`;
      const section = data.sections[key] as { items: unknown[] } | undefined;
      if (seen.has(id) || !section || !Array.isArray(section.items)) continue;
      seen.add(id);
      section.items.splice(index, 1);
      warnings.push(`An item of ${key} could not be imported and was dropped.`);
      repaired = true;
    }
    if (!repaired) {
      const errors: ImportIssue[] = parsed.error.issues.slice(0, 20).map((issue) => ({
        path: issue.path.map(String).join("."),
        message: {
          en: `${importMessages.invalidResult.en} ${issue.message}`,
          ar: importMessages.invalidResult.ar,
        },
      }));
      return { ok: false, errors };
    }
  }
  return { ok: false, errors: [{ path: "", message: importMessages.invalidResult }] };
}
