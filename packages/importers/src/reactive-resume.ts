import { htmlToText } from "@sira/html";
import {
  createId,
  customFieldSchema,
  customItemSchema,
  defaultLayout,
  type Language,
  type ListSectionKey,
  layoutSchema,
  listSectionKeys,
  metadataSchema,
  pictureSchema,
  templateIds,
} from "@sira/schema";
import type { JsonInput } from "./json-input";
import { parseJsonInput } from "./json-input";
import type { ImportOptions } from "./json-resume";
import { failImport, type ImportResult } from "./result";
import { type ItemInput, ResumeBuilder } from "./resume-builder";
import {
  asArray,
  asRecord,
  bounds,
  clampText,
  collectStrings,
  detectLanguage,
  formatDates,
  importedRichText,
  markdownToHtml,
  normalizeDateText,
  shortText,
  toHref,
  toKeywords,
  toText,
} from "./text";

/** Which Reactive Resume export a parsed object is: 3 (2021-2023), 4 (2023-), or undefined. */
export function reactiveResumeVersion(value: Record<string, unknown>): 3 | 4 | undefined {
  const basics = asRecord(value.basics);
  const sections = asRecord(value.sections);
  if (!basics || !sections) return undefined;
  if ("work" in sections || "photo" in basics || typeof basics.website === "string") return 3;
  if (asRecord(basics.url) || "experience" in sections || asRecord(sections.summary)) return 4;
  return undefined;
}

/**
 * Import a Reactive Resume JSON export, version 3 (markdown summaries, date objects, levelNum 0-10)
 * or version 4 (nearly Sira's own shape). Item summaries become sanitized rich-text HTML; template,
 * layout, theme and typography are kept when valid, else replaced by defaults with a warning.
 * Errors: not JSON, over 5 MB, not a Reactive Resume export, or no content.
 */
export function importReactiveResume(input: JsonInput, options: ImportOptions = {}): ImportResult {
  const parsed = parseJsonInput(input);
  if (!parsed.ok) return parsed;
  const root = parsed.value;
  const version = reactiveResumeVersion(root);
  if (!version) return failImport("notReactiveResume");
  const locale = toText(asRecord(root.metadata)?.locale);
  const language: Language =
    options.language ??
    (locale.startsWith("ar") ? "ar" : detectLanguage(collectStrings([root.basics, root.sections])));
  const builder = new ResumeBuilder(language);
  if (version === 4) importV4(root, builder);
  else importV3(root, builder);
  return builder.finish();
}

const v4Fields: Record<ListSectionKey, readonly string[]> = {
  profiles: ["network", "username", "icon"],
  experience: ["company", "position", "location", "date", "summary"],
  education: ["institution", "studyType", "area", "score", "date", "summary"],
  awards: ["title", "awarder", "date", "summary"],
  certifications: ["name", "issuer", "date", "summary"],
  skills: ["name", "description", "level", "keywords"],
  interests: ["name", "keywords"],
  publications: ["name", "publisher", "date", "summary"],
  volunteer: ["organization", "position", "location", "date", "summary"],
  languages: ["name", "description", "level"],
  projects: ["name", "description", "date", "summary", "keywords"],
  references: ["name", "description", "summary"],
};

function hrefOf(url: unknown): string {
  const record = asRecord(url);
  return toHref(record ? record.href : url);
}

function importV4(root: Record<string, unknown>, builder: ResumeBuilder): void {
  const basics = asRecord(root.basics)!;
  const target = builder.data.basics;
  for (const field of ["name", "headline", "location", "phone", "email"] as const)
    builder.setBasic(field, toText(basics[field]));
  const url = hrefOf(basics.url);
  if (url) target.url = { label: shortText(asRecord(basics.url)?.label), href: url };
  const picture = pictureSchema.safeParse(basics.picture);
  if (picture.success) target.picture = picture.data;
  else if (basics.picture !== undefined) builder.warnings.push("basics.picture was not valid and was reset.");
  for (const field of asArray(basics.customFields)) {
    const parsedField = customFieldSchema.safeParse(field);
    if (parsedField.success && target.customFields.length < 50) target.customFields.push(parsedField.data);
  }

  const sections = asRecord(root.sections)!;
  const summary = asRecord(sections.summary);
  if (summary) {
    builder.data.sections.summary.content = importedRichText(toText(summary.content));
    copySectionSettings(summary, builder.data.sections.summary);
  }
  for (const key of listSectionKeys) {
    const section = asRecord(sections[key]);
    if (!section) continue;
    copySectionSettings(section, builder.data.sections[key]);
    for (const entry of asArray(section.items)) {
      const item = asRecord(entry);
      if (!item) continue;
      const input: Record<string, unknown> = { visible: item.visible !== false, url: hrefOf(item.url) };
      for (const field of v4Fields[key]) {
        const value = item[field];
        if (field === "summary") input.summary = importedRichText(toText(value));
        else if (field === "keywords") input.keywords = toKeywords(value);
        else if (field === "level") input.level = typeof value === "number" ? value : 0;
        else if (field === "date") input.date = normalizeDateText(value);
        else input[field] = shortText(value);
      }
      builder.addItem(key, input as ItemInput<typeof key>);
    }
  }
  for (const [id, value] of Object.entries(asRecord(sections.custom) ?? {})) {
    const section = asRecord(value);
    if (!section) continue;
    addCustomSection(
      builder,
      id,
      toText(section.name),
      asArray(section.items).map((entry) => {
        const item = asRecord(entry) ?? {};
        return {
          visible: item.visible !== false,
          name: shortText(item.name),
          description: shortText(item.description),
          date: normalizeDateText(item.date),
          location: shortText(item.location),
          summary: importedRichText(toText(item.summary)),
          keywords: toKeywords(item.keywords),
          url: hrefOf(item.url),
        };
      }),
      section,
    );
  }
  importMetadata(asRecord(root.metadata), builder, (id) => id);
}

function copySectionSettings(
  from: Record<string, unknown>,
  to: { name: string; columns: number; visible: boolean },
): void {
  const name = shortText(from.name);
  if (name) to.name = name;
  const columns = from.columns;
  if (typeof columns === "number" && Number.isInteger(columns))
    to.columns = Math.max(1, Math.min(5, columns));
  if (typeof from.visible === "boolean") to.visible = from.visible;
}

type CustomInput = {
  visible: boolean;
  name: string;
  description: string;
  date: string;
  location: string;
  summary: string;
  keywords: string[];
  url: string;
};

function addCustomSection(
  builder: ResumeBuilder,
  rawId: string,
  name: string,
  items: CustomInput[],
  settings: Record<string, unknown>,
): void {
  const id = clampText(rawId.replace(/[^A-Za-z0-9_-]/g, ""), 64);
  if (!id) return;
  const section = {
    id,
    name: shortText(name) || "Custom Section",
    columns: 1,
    visible: true,
    items: [] as ReturnType<typeof customItemSchema.parse>[],
  };
  copySectionSettings(settings, section);
  for (const input of items.slice(0, bounds.items)) {
    const item = customItemSchema.safeParse({
      ...input,
      id: createId(),
      url: { label: "", href: input.url },
    });
    const hasContent = input.name || input.description || htmlToText(input.summary) || input.keywords.length;
    if (item.success && hasContent) section.items.push(item.data);
  }
  builder.data.sections.custom[id] = section;
}

/** Keep the export's metadata where it is valid for Sira; layout ids are mapped through `mapId`. */
function importMetadata(
  metadata: Record<string, unknown> | undefined,
  builder: ResumeBuilder,
  mapId: (id: string) => string | undefined,
): void {
  const target = builder.data.metadata;
  if (!metadata) return;
  const template = toText(metadata.template);
  if ((templateIds as readonly string[]).includes(template)) target.template = template;
  else if (template) builder.warnings.push(`Template "${template}" is not available; professional is used.`);

  const known = new Set<string>([
    "summary",
    ...listSectionKeys,
    ...Object.keys(builder.data.sections.custom).map((id) => `custom.${id}`),
  ]);
  const layout = asArray(metadata.layout).map((page) => {
    const columns = asArray(page).slice(0, 2);
    while (columns.length < 2) columns.push([]);
    return columns.map((column) =>
      asArray(column)
        .map((id) => mapId(toText(id)))
        .filter((id): id is string => id !== undefined && known.has(id)),
    );
  });
  const parsedLayout = layoutSchema.safeParse(layout);
  if (parsedLayout.success) {
    target.layout = parsedLayout.data;
    const placed = new Set(parsedLayout.data.flat(2));
    const missing = [...known].filter((id) => !placed.has(id));
    const first = target.layout[0]!;
    first[0] = [...missing.filter((id) => id === "summary" || id === "profiles"), ...first[0]!];
    first[1] = [...first[1]!, ...missing.filter((id) => id !== "summary" && id !== "profiles")];
  } else if (metadata.layout !== undefined) {
    target.layout = defaultLayout();
    builder.warnings.push("The page layout could not be used; the default layout is applied.");
  }

  const pick = <K extends "page" | "theme" | "css">(key: K) => {
    const parsed = metadataSchema.shape[key].safeParse(metadata[key]);
    if (parsed.success) (target as Record<K, unknown>)[key] = parsed.data;
  };
  pick("page");
  pick("theme");
  pick("css");
  const typography = metadataSchema.shape.typography.safeParse(metadata.typography);
  if (typography.success) target.typography = typography.data;
  const notes = toText(metadata.notes);
  if (notes) target.notes = clampText(notes, bounds.long);
}

const v3SectionMap: Record<string, ListSectionKey> = {
  work: "experience",
  education: "education",
  awards: "awards",
  certifications: "certifications",
  skills: "skills",
  languages: "languages",
  interests: "interests",
  projects: "projects",
  publications: "publications",
  volunteer: "volunteer",
  references: "references",
};

function v3Date(value: unknown, openEnded: boolean): string {
  const record = asRecord(value);
  if (record) return formatDates(record.start, record.end, openEnded && Boolean(toText(record.start)));
  return formatDates(value, "", false);
}

function v3Level(item: Record<string, unknown>): number {
  const n = item.levelNum;
  return typeof n === "number" && Number.isFinite(n) ? Math.round(Math.max(0, Math.min(10, n)) / 2) : 0;
}

function importV3(root: Record<string, unknown>, builder: ResumeBuilder): void {
  const basics = asRecord(root.basics)!;
  const target = builder.data.basics;
  for (const field of ["name", "headline", "phone", "email"] as const)
    builder.setBasic(field, toText(basics[field]));
  const website = toHref(basics.website);
  if (website) target.url = { label: "", href: website };
  const location = asRecord(basics.location);
  if (location)
    builder.setBasic(
      "location",
      [location.city, location.region, location.country].map(toText).filter(Boolean).join(", "),
    );
  else builder.setBasic("location", toText(basics.location));
  const photo = asRecord(basics.photo);
  const photoUrl = toText(photo?.url);
  if (/^https?:\/\//i.test(photoUrl) && photoUrl.length <= 2000) {
    target.picture.url = photoUrl;
    const filters = asRecord(photo?.filters);
    const size = filters?.size;
    if (typeof size === "number" && size >= 32 && size <= 512) target.picture.size = size;
    target.picture.effects.hidden = photo?.visible === false;
    target.picture.effects.border = filters?.border === true;
    target.picture.effects.grayscale = filters?.grayscale === true;
    const shape = toText(filters?.shape);
    target.picture.borderRadius = shape === "circle" ? 9999 : shape === "rounded-square" ? 6 : 0;
  }
  const summary = toText(basics.summary);
  if (summary) builder.data.sections.summary.content = markdownToHtml(summary);
  for (const entry of asArray(basics.profiles)) {
    const p = asRecord(entry);
    if (!p) continue;
    builder.addProfile(toHref(p.url), { network: shortText(p.network), username: shortText(p.username) });
  }

  const sections = asRecord(root.sections)!;
  const customIds = new Map<string, string>();
  for (const [sectionId, value] of Object.entries(sections)) {
    const section = asRecord(value);
    if (!section) continue;
    const key = v3SectionMap[sectionId];
    const items = asArray(section.items)
      .map(asRecord)
      .filter((x) => x !== undefined);
    if (!key) {
      if (toText(section.type) !== "custom") {
        builder.warnings.push(
          `Section "${shortText(section.name) || sectionId}" was not recognised and skipped.`,
        );
        continue;
      }
      addCustomSection(
        builder,
        sectionId,
        toText(section.name),
        items.map((item) => ({
          visible: item.visible !== false,
          name: shortText(item.title ?? item.name),
          description: shortText(item.subtitle ?? item.level),
          date: v3Date(item.date, false),
          location: "",
          summary: markdownToHtml(toText(item.summary)),
          keywords: toKeywords(item.keywords),
          url: toHref(item.url),
        })),
        section,
      );
      customIds.set(sectionId, `custom.${clampText(sectionId.replace(/[^A-Za-z0-9_-]/g, ""), 64)}`);
      continue;
    }
    copySectionSettings(section, builder.data.sections[key]);
    for (const item of items) addV3Item(builder, key, item);
  }
  importMetadata(asRecord(root.metadata), builder, (id) => {
    if (id in v3SectionMap) return v3SectionMap[id];
    return customIds.get(id);
  });
}

function addV3Item(builder: ResumeBuilder, key: ListSectionKey, item: Record<string, unknown>): void {
  const summary = markdownToHtml(toText(item.summary));
  const url = toHref(item.url);
  const visible = item.visible !== false;
  switch (key) {
    case "experience":
      builder.addItem(key, {
        visible,
        company: shortText(item.name),
        position: shortText(item.position),
        date: v3Date(item.date, true),
        summary,
        url,
      });
      return;
    case "education": {
      const courses = asArray(item.courses).map(toText).filter(Boolean);
      builder.addItem(key, {
        visible,
        institution: shortText(item.institution),
        studyType: shortText(item.degree),
        area: shortText(item.area),
        score: shortText(item.score),
        date: v3Date(item.date, true),
        summary: courses.length
          ? markdownToHtml([toText(item.summary), ...courses.map((c) => `- ${c}`)].join("\n"))
          : summary,
        url,
      });
      return;
    }
    case "awards":
      builder.addItem(key, {
        visible,
        title: shortText(item.title),
        awarder: shortText(item.awarder),
        date: v3Date(item.date, false),
        summary,
        url,
      });
      return;
    case "certifications":
      builder.addItem(key, {
        visible,
        name: shortText(item.name),
        issuer: shortText(item.issuer),
        date: v3Date(item.date, false),
        summary,
        url,
      });
      return;
    case "publications":
      builder.addItem(key, {
        visible,
        name: shortText(item.name),
        publisher: shortText(item.publisher),
        date: v3Date(item.date, false),
        summary,
        url,
      });
      return;
    case "volunteer":
      builder.addItem(key, {
        visible,
        organization: shortText(item.organization),
        position: shortText(item.position),
        date: v3Date(item.date, true),
        summary,
        url,
      });
      return;
    case "skills":
      builder.addItem(key, {
        visible,
        name: shortText(item.name),
        description: shortText(item.level),
        level: v3Level(item),
        keywords: toKeywords(item.keywords),
      });
      return;
    case "languages":
      builder.addItem(key, {
        visible,
        name: shortText(item.name),
        description: shortText(item.level),
        level: v3Level(item),
      });
      return;
    case "interests":
      builder.addItem(key, { visible, name: shortText(item.name), keywords: toKeywords(item.keywords) });
      return;
    case "projects":
      builder.addItem(key, {
        visible,
        name: shortText(item.name),
        description: shortText(item.description),
        date: v3Date(item.date, true),
        summary,
        keywords: toKeywords(item.keywords),
        url,
      });
      return;
    case "references": {
      const contact = [toText(item.email), toText(item.phone)].filter(Boolean).join(" · ");
      builder.addItem(key, {
        visible,
        name: shortText(item.name),
        description: shortText(item.relationship),
        summary: contact ? markdownToHtml(`${toText(item.summary)}\n\n${contact}`) : summary,
        url,
      });
      return;
    }
    case "profiles":
      return;
  }
}
