import type { Language } from "@sira/schema/constants";
import { localizeDateText } from "@sira/schema/dates";
import {
  type CustomSection,
  type ListSectionKey,
  listSectionKeys,
  type ResumeData,
  sectionNames,
  type Url,
} from "@sira/schema/resume-data";
import type { TemplateSpec } from "../templates/spec";
import { formatRichText } from "./rich-text";
import { isValidUrl } from "./url";

/**
 * The render model: the resume reduced to what a template shows. Hidden items and sections,
 * empty sections and empty rich text are gone; dates are localized; links exist only for valid
 * URLs; summaries are sanitized HTML. Components render this, never raw data.
 */

export interface ItemView {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  date: string;
  location: string;
  score: string;
  url?: Url;
  /** Sanitized HTML, "" when empty. */
  summary: string;
  keywords: string[];
  /** 0-5; 0 shows no rating. */
  level: number;
  /** Profiles only: the brand icon key. */
  network?: string;
}

export type SectionKind = "summary" | ListSectionKey | "custom";

export interface SectionView {
  id: string;
  kind: SectionKind;
  name: string;
  columns: number;
  items: ItemView[];
  /** Summary only: sanitized HTML. */
  content: string;
}

export interface Segment {
  main: SectionView[];
  sidebar: SectionView[];
}

const emptyItem: Omit<ItemView, "id" | "title"> = {
  subtitle: "",
  description: "",
  date: "",
  location: "",
  score: "",
  summary: "",
  keywords: [],
  level: 0,
};

function link(url: Url | undefined): Url | undefined {
  return url && isValidUrl(url.href) ? { href: url.href.trim(), label: url.label.trim() } : undefined;
}

function joinText(parts: string[], separator: string): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(separator);
}

/** Network name to brand icon key: "Twitter" → "x", "Stack Overflow" → "stackoverflow". */
export function networkKey(icon: string, network: string): string {
  const key = (icon || network).toLowerCase().replace(/[^a-z0-9]/g, "");
  const aliases: Record<string, string> = { twitter: "x", stackexchange: "stackoverflow", yt: "youtube" };
  return aliases[key] ?? key;
}

type ItemOf<K extends ListSectionKey> = ResumeData["sections"][K]["items"][number];
type Mappers = { [K in ListSectionKey]: (item: ItemOf<K>, language: Language) => Omit<ItemView, "id"> };

function keywordsOf(list: string[]): string[] {
  return list.map((k) => k.trim()).filter(Boolean);
}

const mappers: Mappers = {
  profiles: (i) => ({
    ...emptyItem,
    title: i.username || i.network,
    subtitle: i.username ? i.network : "",
    url: link(i.url),
    network: networkKey(i.icon, i.network),
  }),
  experience: (i, lang) => ({
    ...emptyItem,
    title: i.company,
    subtitle: i.position,
    date: localizeDateText(i.date, lang),
    location: i.location,
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
  education: (i, lang) => ({
    ...emptyItem,
    title: i.institution,
    subtitle: joinText([i.studyType, i.area], lang === "ar" ? "، " : ", "),
    date: localizeDateText(i.date, lang),
    score: i.score,
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
  awards: (i, lang) => ({
    ...emptyItem,
    title: i.title,
    subtitle: i.awarder,
    date: localizeDateText(i.date, lang),
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
  certifications: (i, lang) => ({
    ...emptyItem,
    title: i.name,
    subtitle: i.issuer,
    date: localizeDateText(i.date, lang),
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
  skills: (i) => ({
    ...emptyItem,
    title: i.name,
    description: i.description,
    level: i.level,
    keywords: keywordsOf(i.keywords),
  }),
  interests: (i) => ({
    ...emptyItem,
    title: i.name,
    keywords: keywordsOf(i.keywords),
  }),
  publications: (i, lang) => ({
    ...emptyItem,
    title: i.name,
    subtitle: i.publisher,
    date: localizeDateText(i.date, lang),
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
  volunteer: (i, lang) => ({
    ...emptyItem,
    title: i.organization,
    subtitle: i.position,
    date: localizeDateText(i.date, lang),
    location: i.location,
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
  languages: (i) => ({
    ...emptyItem,
    title: i.name,
    description: i.description,
    level: i.level,
  }),
  projects: (i, lang) => ({
    ...emptyItem,
    title: i.name,
    description: i.description,
    date: localizeDateText(i.date, lang),
    url: link(i.url),
    summary: formatRichText(i.summary),
    keywords: keywordsOf(i.keywords),
  }),
  references: (i) => ({
    ...emptyItem,
    title: i.name,
    description: i.description,
    url: link(i.url),
    summary: formatRichText(i.summary),
  }),
};

function customItem(i: CustomSection["items"][number], lang: Language): Omit<ItemView, "id"> {
  return {
    ...emptyItem,
    title: i.name,
    description: i.description,
    date: localizeDateText(i.date, lang),
    location: i.location,
    url: link(i.url),
    summary: formatRichText(i.summary),
    keywords: keywordsOf(i.keywords),
  };
}

function hasContent(item: Omit<ItemView, "id">): boolean {
  return Boolean(
    item.title.trim() || item.subtitle.trim() || item.description.trim() || item.summary || item.date.trim(),
  );
}

/** One section's view, or undefined when it is hidden, unknown or has nothing to show. */
export function sectionView(data: ResumeData, id: string, columns?: number): SectionView | undefined {
  const lang = data.metadata.language;
  const names = sectionNames[lang];
  const s = data.sections;
  if (id === "summary") {
    const content = s.summary.visible ? formatRichText(s.summary.content) : "";
    if (!content) return undefined;
    return { id, kind: "summary", name: s.summary.name || names.summary, columns: 1, items: [], content };
  }
  if (id.startsWith("custom.")) {
    const section = s.custom[id.slice("custom.".length)];
    if (!section?.visible) return undefined;
    const items = section.items
      .filter((i) => i.visible)
      .map((i) => ({ id: i.id, ...customItem(i, lang) }))
      .filter(hasContent);
    if (items.length === 0) return undefined;
    return {
      id,
      kind: "custom",
      name: section.name || names.custom,
      columns: columns ?? section.columns,
      items,
      content: "",
    };
  }
  if (!(listSectionKeys as string[]).includes(id)) return undefined;
  const key = id as ListSectionKey;
  const section = s[key];
  if (!section.visible) return undefined;
  const map = mappers[key] as (item: unknown, language: Language) => Omit<ItemView, "id">;
  const items = (section.items as { id: string; visible: boolean }[])
    .filter((i) => i.visible)
    .map((i) => ({ id: i.id, ...map(i, lang) }))
    .filter(hasContent);
  if (items.length === 0) return undefined;
  return {
    id,
    kind: key,
    name: section.name || names[key],
    columns: columns ?? section.columns,
    items,
    content: "",
  };
}

/**
 * The resume's layout pages as segments of main and sidebar sections. Custom sections missing
 * from the layout join the last page's main column (spec §3); a section listed twice shows once.
 * Templates without a sidebar stack the sidebar sections after the main ones.
 */
export function buildSegments(data: ResumeData, spec: TemplateSpec): Segment[] {
  const layout = data.metadata.layout.map((page): [string[], string[]] => [
    [...(page[0] ?? [])],
    [...(page[1] ?? [])],
  ]);
  const listed = new Set(layout.flatMap(([main, sidebar]) => [...main, ...sidebar]));
  const lastPage = layout[layout.length - 1];
  for (const id of Object.keys(data.sections.custom)) {
    if (!listed.has(`custom.${id}`)) lastPage?.[0].push(`custom.${id}`);
  }
  const seen = new Set<string>();
  const views = (ids: string[], wide: boolean) =>
    ids.flatMap((id) => {
      if (seen.has(id)) return [];
      seen.add(id);
      const forced =
        wide && (spec.wideSections as readonly string[] | undefined)?.includes(id) ? 2 : undefined;
      const section = data.sections[id as ListSectionKey] as { columns?: number } | undefined;
      const view = sectionView(data, id, forced ? Math.max(forced, section?.columns ?? 1) : undefined);
      return view ? [view] : [];
    });
  const segments = layout.map(([main, sidebar]) =>
    spec.sidebar === "none"
      ? { main: views([...main, ...sidebar], true), sidebar: [] }
      : { main: views(main, true), sidebar: views(sidebar, false) },
  );
  return segments.filter((s) => s.main.length + s.sidebar.length > 0);
}
