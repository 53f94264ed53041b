import { htmlToText, linesToRichText, richTextToLines } from "@sira/html";
import { createEmptyItem, type Language, type ResumeData, type SkillItem } from "@sira/schema";
import { type CompareResult, compareResumeToJob } from "./compare";
import { normalizeText } from "./normalize";
import { extractResumeFeatures } from "./resume-features";
import type { JobRequirements } from "./types";
import { conceptLabel, findConceptIds, findConcepts } from "./vocabulary";

/**
 * Tailoring a resume copy to one job posting (issue 41): proposals the user accepts or rejects
 * one by one, each a small change of the resume data with a before/after text for its diff.
 * Offline proposals come from the compare engine: reorder skills and bullets so the posting's
 * must-haves come first, surface a skill (or spoken language) the resume already shows
 * elsewhere, quoting the sentence, show a hidden item that carries a requirement, set the
 * headline to a title the resume shows, lead the summary with it, hide items that are about
 * other things (visible: false, never deleted). Model-server rewrites use the same shape.
 *
 * Nothing is invented: `inventedFacts` lists the skills, employers, titles, dates, figures and
 * degrees a proposal's new text has that the original resume does not show; a proposal with any
 * is refused (`checkProposal`), whoever wrote it.
 */

export const tailorKinds = [
  "reorder-skills",
  "reorder-bullets",
  "surface-skill",
  "surface-language",
  "show-item",
  "headline",
  "summary",
  "hide-item",
  "rewrite",
] as const;
export type TailorKind = (typeof tailorKinds)[number];

/** One change of the resume data. `section` is a list section key or `custom.<id>`. */
export type TailorChange =
  | { op: "field"; section: "basics"; field: "headline"; value: string }
  | { op: "field"; section: "summary"; field: "content"; value: string }
  | { op: "field"; section: string; itemId: string; field: "summary" | "description"; value: string }
  | { op: "visible"; section: string; itemId: string; value: boolean }
  | { op: "order"; section: string; ids: string[] }
  | { op: "add-skill"; name: string }
  | { op: "add-language"; name: string };

export interface TailorProposal {
  /** Stable for the same resume and posting: kind and target. */
  id: string;
  kind: TailorKind;
  /** What the change touches, for the panel's label: a section key and an item's name. */
  section: string;
  label: string;
  /** Plain text before and after, for the diff (lists are joined with " · "). */
  before: string;
  after: string;
  /** The resume's own sentence that shows the fact being surfaced. */
  evidence?: string;
  /** Posting requirements this change serves, labelled in the resume's language. */
  skills: string[];
  change: TailorChange;
  /** Compare score with only this proposal applied minus the score now (0..1, may be 0). */
  gain: number;
}

export interface TailorOptions {
  now?: Date;
  /** Language of labels and written sentences; the resume's own language by default. */
  language?: Language;
  /** Texts that also count as shown (the twin's text), for the no-invention check. */
  extraTexts?: string[];
}

type AnyItem = { id: string; visible: boolean } & Record<string, unknown>;
type AnySection = { visible: boolean; items: AnyItem[] };

const LIST_SEP = " · ";

function sectionOf(data: ResumeData, key: string): AnySection | undefined {
  if (key.startsWith("custom.")) return data.sections.custom[key.slice(7)] as AnySection | undefined;
  const section = (data.sections as unknown as Record<string, AnySection | undefined>)[key];
  return section && Array.isArray(section.items) ? section : undefined;
}

function listSectionKeys(data: ResumeData): string[] {
  const keys = Object.keys(data.sections).filter((k) => k !== "summary" && k !== "custom");
  return [...keys, ...Object.keys(data.sections.custom).map((id) => `custom.${id}`)];
}

/** Every text of an item (strings and keywords), HTML read as text. */
function itemText(item: AnyItem): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(item)) {
    if (key === "id" || key === "icon" || key === "visible") continue;
    if (typeof value === "string") parts.push(/<[a-z]/i.test(value) ? htmlToText(value) : value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") parts.push(v);
  }
  return parts.filter(Boolean).join("\n");
}

function itemName(item: AnyItem): string {
  for (const key of ["position", "name", "title", "institution", "organization", "network"]) {
    const value = item[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/** Every text the resume shows or holds (hidden items too: the user wrote them). */
export function resumeTexts(data: ResumeData): string[] {
  const b = data.basics;
  const texts = [b.name, b.headline, b.location, ...b.customFields.map((f) => `${f.name} ${f.value}`)];
  texts.push(htmlToText(data.sections.summary.content));
  for (const key of listSectionKeys(data))
    for (const item of sectionOf(data, key)?.items ?? []) texts.push(itemText(item));
  return texts.filter((t) => t.trim());
}

// ---------------------------------------------------------------------------------------------
// The no-invention check

export type FactKind = "skill" | "employer" | "title" | "date" | "figure" | "degree";
export interface InventedFact {
  kind: FactKind;
  value: string;
}

/** What a body of text shows, in comparable form. */
export interface FactSet {
  skill: Set<string>;
  title: Set<string>;
  degree: Set<string>;
  figure: Set<string>;
  date: Set<string>;
  words: Set<string>;
}

const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x660 + i)] = String(i);
  DIGITS[String.fromCharCode(0x6f0 + i)] = String(i);
}
const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => DIGITS[d] ?? d);

const MONTHS: [RegExp, number][] = [
  [/\bjan(?:uary)?\b|يناير|كانون الثاني/i, 1],
  [/\bfeb(?:ruary)?\b|فبراير|شباط/i, 2],
  [/\bmar(?:ch)?\b(?=[\s,.-]*\d)|\bmarch\b(?=[\s,]+\d)|مارس|آذار/i, 3],
  [/\bapr(?:il)?\b|أبريل|ابريل|نيسان/i, 4],
  [/\bmay\b(?=[\s,]+\d)|مايو|أيار/i, 5],
  [/\bjune?\b|يونيو|حزيران/i, 6],
  [/\bjuly?\b|يوليو|تموز/i, 7],
  [/\baug(?:ust)?\b|أغسطس|اغسطس|آب/i, 8],
  [/\bsep(?:t|tember)?\b|سبتمبر|أيلول/i, 9],
  [/\boct(?:ober)?\b|أكتوبر|اكتوبر|تشرين الأول/i, 10],
  [/\bnov(?:ember)?\b|نوفمبر|تشرين الثاني/i, 11],
  [/\bdec(?:ember)?\b|ديسمبر|كانون الأول/i, 12],
];

function numbersOf(text: string): { figures: string[]; years: string[] } {
  const plain = asciiDigits(text)
    .replace(/(\d)[,\u066c](?=\d{3}\b)/g, "$1")
    .replace(/\u066b/g, ".");
  const figures: string[] = [];
  const years: string[] = [];
  for (const m of plain.matchAll(/\d+(?:\.\d+)?/g)) {
    const n = m[0].replace(/\.0+$/, "");
    const value = Number(n);
    if (/^\d{4}$/.test(n) && value >= 1950 && value <= 2100) years.push(n);
    else figures.push(n);
  }
  return { figures, years };
}

const words = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The facts a set of texts shows. */
export function factsOf(texts: readonly string[]): FactSet {
  const facts: FactSet = {
    skill: new Set(),
    title: new Set(),
    degree: new Set(),
    figure: new Set(),
    date: new Set(),
    words: new Set(),
  };
  for (const text of texts) {
    for (const id of findConceptIds(text, "skill")) facts.skill.add(id);
    for (const id of findConceptIds(text, "title")) facts.title.add(id);
    for (const id of findConceptIds(text, "degree")) facts.degree.add(id);
    const { figures, years } = numbersOf(text);
    for (const f of figures) facts.figure.add(f);
    for (const y of years) facts.date.add(y);
    for (const [pattern, month] of MONTHS) if (pattern.test(text)) facts.date.add(`month:${month}`);
    for (const w of words(text)) facts.words.add(w);
  }
  return facts;
}

const ORG_CUES =
  "شركة|شركه|مؤسسة|مؤسسه|مجموعة|مجموعه|بنك|مصرف|مستشفى|جامعة|جامعه|وزارة|وزاره|هيئة|هيئه|لدى|لدي";
/** The name after an organisation cue, past stacked cues (`لدى شركة أرامكو` names أرامكو). */
const ORG_CUE = new RegExp(`(?:^|\\s)(?:${ORG_CUES})(?:\\s+(?:${ORG_CUES}))*\\s+([\\p{L}]+)`, "gu");

/** Capitalised Latin names not at a sentence start (employers, brands, places). */
function latinNames(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/[.!?؟\n;:•·|()]+/)) {
    const tokens = sentence
      .trim()
      .split(/[\s,،]+/)
      .filter(Boolean);
    tokens.forEach((token, i) => {
      const word = /\p{L}[\p{L}\p{N}&'-]*/u.exec(token)?.[0] ?? "";
      if (i === 0 || !/^[A-Z][\p{L}&'-]*$/u.test(word) || word.length < 2) return;
      names.push(word);
    });
  }
  return names;
}

/**
 * Facts in `text` that `original` does not show: skill, title and degree concepts; figures and
 * dates (years, months; Arabic-Indic digits read as digits, thousands separators ignored);
 * employer names (a capitalised Latin word mid-sentence, or the word after شركة، بنك، لدى…,
 * unknown to the original). Empty means nothing is invented.
 */
export function inventedFacts(original: FactSet, text: string): InventedFact[] {
  const found: InventedFact[] = [];
  const add = (kind: FactKind, value: string) => {
    if (!found.some((f) => f.kind === kind && f.value === value)) found.push({ kind, value });
  };
  for (const kind of ["skill", "title", "degree"] as const)
    for (const id of findConceptIds(text, kind))
      if (!original[kind].has(id) && !(kind === "title" && titleWordsShown(original, id)))
        add(kind, conceptLabel(kind, id, "en"));
  const { figures, years } = numbersOf(text);
  for (const f of figures) if (!original.figure.has(f) && !original.date.has(f)) add("figure", f);
  for (const y of years) if (!original.date.has(y) && !original.figure.has(y)) add("date", y);
  for (const [pattern, month] of MONTHS)
    if (pattern.test(text) && !original.date.has(`month:${month}`))
      add("date", String(text.match(pattern)?.[0]));
  // A hyphenated name ("Al-Otaibi") is shown when each of its parts is (the original's words are split).
  for (const name of latinNames(text)) {
    const parts = words(name);
    if (
      !original.words.has(normalizeText(name)) &&
      !(parts.length && parts.every((w) => original.words.has(w)))
    )
      add("employer", name);
  }
  for (const m of text.matchAll(ORG_CUE)) {
    const word = normalizeText(m[1] ?? "");
    if (word && !original.words.has(word) && !original.words.has(word.replace(/^ال/, "")))
      add("employer", m[1] ?? "");
  }
  return found;
}

/** A title concept whose every word the original has (e.g. "Data Analyst" in "data analyst role"). */
function titleWordsShown(original: FactSet, id: string): boolean {
  for (const language of ["en", "ar"] as const) {
    const w = words(conceptLabel("title", id, language));
    if (w.length && w.every((x) => original.words.has(x))) return true;
  }
  return false;
}

/** The new text a change writes into the resume. */
function changeText(change: TailorChange): string {
  switch (change.op) {
    case "field":
      return /<[a-z]/i.test(change.value) ? htmlToText(change.value) : change.value;
    case "add-skill":
    case "add-language":
      return change.name;
    default:
      return "";
  }
}

/**
 * Run the no-invention check on one proposal against the original resume (and the twin's text
 * when given). Also refuses a change that does not apply to this resume. Empty means accepted.
 */
export function checkProposal(
  original: ResumeData,
  change: TailorChange,
  options: Pick<TailorOptions, "extraTexts"> = {},
): InventedFact[] | "not-applicable" {
  if (!applyTailorChange(original, change)) return "not-applicable";
  const facts = factsOf([...resumeTexts(original), ...(options.extraTexts ?? [])]);
  return inventedFacts(facts, changeText(change));
}

// ---------------------------------------------------------------------------------------------
// Applying a change

/** The resume with one change applied (a copy), or null when the change does not fit it. */
export function applyTailorChange(data: ResumeData, change: TailorChange): ResumeData | null {
  const next = structuredClone(data);
  switch (change.op) {
    case "field": {
      if (change.section === "basics") {
        next.basics.headline = change.value;
        return next;
      }
      if (change.section === "summary") {
        next.sections.summary.content = change.value;
        return next;
      }
      if (!("itemId" in change)) return null;
      const item = sectionOf(next, change.section)?.items.find((i) => i.id === change.itemId);
      if (!item || typeof item[change.field] !== "string") return null;
      item[change.field] = change.value;
      return next;
    }
    case "visible": {
      const item = sectionOf(next, change.section)?.items.find((i) => i.id === change.itemId);
      if (!item) return null;
      item.visible = change.value;
      return next;
    }
    case "order": {
      const section = sectionOf(next, change.section);
      if (!section) return null;
      const byId = new Map(section.items.map((i) => [i.id, i]));
      if (change.ids.length !== byId.size || change.ids.some((id) => !byId.has(id))) return null;
      section.items = change.ids.map((id) => byId.get(id) as AnyItem);
      return next;
    }
    case "add-skill": {
      const skills = next.sections.skills;
      if (skills.items.some((s) => normalizeText(s.name) === normalizeText(change.name))) return null;
      skills.items.unshift({ ...createEmptyItem("skills"), name: change.name });
      skills.visible = true;
      return next;
    }
    case "add-language": {
      const languages = next.sections.languages;
      if (languages.items.some((s) => normalizeText(s.name) === normalizeText(change.name))) return null;
      languages.items.push({ ...createEmptyItem("languages"), name: change.name });
      languages.visible = true;
      return next;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Proposals

function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(...[".", "!", "?", "؟", "\n", "؛", ";"].map((c) => before.lastIndexOf(c))) + 1;
  const rest = text.slice(end);
  const stop = rest.search(/[.!?؟\n؛;]/);
  return text
    .slice(from, stop === -1 ? text.length : end + stop + 1)
    .trim()
    .slice(0, 300);
}

interface Evidence {
  /** The words as the resume writes them. */
  surface: string;
  sentence: string;
  /** Where: "visible" counted by compare, "uncounted" (interests, hidden summary…), "hidden" item. */
  where: "visible" | "uncounted" | "hidden";
  section: string;
  itemId?: string;
}

/** Text sources of a resume in the order they are searched for evidence. */
type EvidenceSource = Omit<Evidence, "surface" | "sentence"> & { text: string };
function evidenceSources(data: ResumeData): EvidenceSource[] {
  const sources: EvidenceSource[] = [];
  const s = data.sections;
  const summary = htmlToText(s.summary.content);
  sources.push({ text: data.basics.headline, where: "visible", section: "basics" });
  sources.push({ text: summary, where: s.summary.visible ? "visible" : "uncounted", section: "summary" });
  const uncountedSections = new Set(["interests", "profiles", "references", "languages"]);
  for (const key of listSectionKeys(data)) {
    const section = sectionOf(data, key);
    if (!section) continue;
    for (const item of section.items) {
      const where =
        !section.visible || !item.visible ? "hidden" : uncountedSections.has(key) ? "uncounted" : "visible";
      sources.push({ text: itemText(item), where, section: key, itemId: item.id });
    }
  }
  for (const f of data.basics.customFields)
    sources.push({ text: `${f.name} ${f.value}`, where: "uncounted", section: "basics" });
  return sources;
}

function findEvidence(data: ResumeData, kind: "skill" | "language", id: string): Evidence | undefined {
  const rank = { visible: 0, uncounted: 1, hidden: 2 };
  let best: Evidence | undefined;
  for (const source of evidenceSources(data)) {
    const match = findConcepts(source.text, kind).find((m) => m.concept.id === id);
    if (!match) continue;
    const evidence: Evidence = {
      surface: source.text.slice(match.start, match.end),
      sentence: sentenceAround(source.text, match.start, match.end),
      where: source.where,
      section: source.section,
      ...(source.itemId ? { itemId: source.itemId } : {}),
    };
    if (!best || rank[evidence.where] < rank[best.where]) best = evidence;
  }
  return best;
}

const joinLabels = (labels: string[], language: Language) => {
  if (labels.length <= 1) return labels[0] ?? "";
  const and = language === "ar" ? " و" : " and ";
  return `${labels.slice(0, -1).join(language === "ar" ? "، " : ", ")}${and}${labels.at(-1)}`;
};

/** The posting's requirements as the engine reads them, with its compare against `data`. */
export function compareForTailoring(
  data: ResumeData,
  jobText: string,
  options: Pick<TailorOptions, "now" | "language"> = {},
): CompareResult {
  return compareResumeToJob(extractResumeFeatures(data, { now: options.now }), jobText, {
    language: options.language ?? data.metadata.language,
  });
}

/**
 * Offline proposals for tailoring `data` to the posting `jobText`, from the compare engine and
 * the writing rules. Each has passed the no-invention check; none lowers the compare score.
 */
export function proposeTailoring(
  data: ResumeData,
  jobText: string,
  options: TailorOptions = {},
): TailorProposal[] {
  const language = options.language ?? data.metadata.language;
  const now = options.now;
  const base = compareForTailoring(data, jobText, { now, language });
  const job: JobRequirements = base.requirements;
  const wanted = [...job.skills.must, ...job.skills.nice];
  const rankOf = (ids: string[]) => {
    const ranks = ids.map((id) => wanted.indexOf(id)).filter((r) => r >= 0);
    return ranks.length ? Math.min(...ranks) : Number.POSITIVE_INFINITY;
  };
  const label = (id: string) => conceptLabel("skill", id, language);
  const proposals: Omit<TailorProposal, "gain">[] = [];

  // Surface skills (and spoken languages) the resume shows but its skills section does not list.
  const listed = new Set(
    data.sections.skills.visible
      ? data.sections.skills.items
          .filter((i) => i.visible)
          .flatMap((i) => findConceptIds(`${i.name}\n${i.keywords.join(", ")}`, "skill"))
      : [],
  );
  for (const id of wanted) {
    if (listed.has(id)) continue;
    const evidence = findEvidence(data, "skill", id);
    if (!evidence) continue;
    proposals.push({
      id: `surface-skill:${id}`,
      kind: "surface-skill",
      section: "skills",
      label: label(id),
      before: "",
      after: evidence.surface,
      evidence: evidence.sentence,
      skills: [label(id)],
      change: { op: "add-skill", name: evidence.surface },
    });
  }
  const features = extractResumeFeatures(data, { now });
  for (const id of job.languages) {
    if (features.languages.includes(id)) continue;
    const evidence = findEvidence(data, "language", id);
    if (!evidence || evidence.section === "languages") continue;
    proposals.push({
      id: `surface-language:${id}`,
      kind: "surface-language",
      section: "languages",
      label: conceptLabel("language", id, language),
      before: "",
      after: evidence.surface,
      evidence: evidence.sentence,
      skills: [conceptLabel("language", id, language)],
      change: { op: "add-language", name: evidence.surface },
    });
  }

  // Hidden items that carry a requirement: show them again.
  for (const key of listSectionKeys(data)) {
    const section = sectionOf(data, key);
    if (!section?.visible) continue;
    for (const item of section.items) {
      if (item.visible) continue;
      const text = itemText(item);
      const ids = findConceptIds(text, "skill").filter((id) => wanted.includes(id));
      const titles = findConceptIds(text, "title").filter((id) => job.titles.includes(id));
      const degree = key === "education" && job.degree && findConceptIds(text, "degree").length > 0;
      const years = key === "experience" && (job.minYears ?? 0) > 0;
      if (!ids.length && !titles.length && !degree && !years) continue;
      const name = itemName(item);
      const match = ids[0] ? findConcepts(text, "skill").find((m) => m.concept.id === ids[0]) : undefined;
      proposals.push({
        id: `show-item:${key}:${item.id}`,
        kind: "show-item",
        section: key,
        label: name,
        before: "",
        after: name,
        ...(match ? { evidence: sentenceAround(text, match.start, match.end) } : {}),
        skills: ids.map(label),
        change: { op: "visible", section: key, itemId: item.id, value: true },
      });
    }
  }

  // Skills first by the posting's order of requirements.
  const skillItems = data.sections.skills.items;
  const skillRank = (i: SkillItem) => rankOf(findConceptIds(`${i.name}\n${i.keywords.join(", ")}`, "skill"));
  const ordered = skillItems
    .map((item, index) => ({ item, index, rank: skillRank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.item);
  if (ordered.some((item, i) => item.id !== skillItems[i]?.id))
    proposals.push({
      id: "reorder-skills",
      kind: "reorder-skills",
      section: "skills",
      label: data.sections.skills.name,
      before: skillItems.map((i) => i.name).join(LIST_SEP),
      after: ordered.map((i) => i.name).join(LIST_SEP),
      skills: ordered.filter((i) => Number.isFinite(skillRank(i))).map((i) => i.name),
      change: { op: "order", section: "skills", ids: ordered.map((i) => i.id) },
    });

  // Bullets first by requirement, in experience and projects (simple lists only: no formatting lost).
  for (const key of ["experience", "projects"] as const) {
    for (const item of data.sections[key].items) {
      if (!item.visible || !/<li[\s>]/.test(item.summary)) continue;
      const lines = richTextToLines(item.summary).split("\n");
      if (lines.length < 2 || linesToRichText(lines, { list: true }) !== item.summary) continue;
      const sorted = lines
        .map((line, index) => ({ line, index, rank: rankOf(findConceptIds(line, "skill")) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index);
      if (sorted.every((x, i) => x.index === i)) continue;
      const name = itemName(item as unknown as AnyItem);
      proposals.push({
        id: `reorder-bullets:${key}:${item.id}`,
        kind: "reorder-bullets",
        section: key,
        label: name,
        before: lines.join("\n"),
        after: sorted.map((x) => x.line).join("\n"),
        skills: [
          ...new Set(
            sorted.flatMap((x) => findConceptIds(x.line, "skill")).filter((id) => wanted.includes(id)),
          ),
        ].map(label),
        change: {
          op: "field",
          section: key,
          itemId: item.id,
          field: "summary",
          value: linesToRichText(
            sorted.map((x) => x.line),
            { list: true },
          ),
        },
      });
    }
  }

  // Headline: the posting's title when the resume shows it as one of its positions.
  const headlineTitles = findConceptIds(data.basics.headline, "title");
  const ownPosition = data.sections.experience.items.find(
    (i) => i.visible && findConceptIds(i.position, "title").some((id) => job.titles.includes(id)),
  );
  const titleText = ownPosition?.position.trim();
  if (titleText && !findConceptIds(titleText, "title").some((id) => headlineTitles.includes(id))) {
    const old = data.basics.headline.trim();
    const value = !old || headlineTitles.length ? titleText : `${titleText} | ${old}`;
    proposals.push({
      id: "headline",
      kind: "headline",
      section: "basics",
      label: "",
      before: old,
      after: value,
      evidence: `${titleText}${ownPosition?.company ? ` — ${ownPosition.company}` : ""}`,
      skills: [],
      change: { op: "field", section: "basics", field: "headline", value },
    });
  }

  // Summary: lead with the title and the posting's must-haves the resume shows.
  const summaryText = htmlToText(data.sections.summary.content);
  const leadTitle = titleText ?? data.sections.experience.items.find((i) => i.visible)?.position.trim() ?? "";
  const shown = job.skills.must
    .filter((id) => features.skills.includes(id))
    .slice(0, 4)
    .map((id) => findEvidence(data, "skill", id)?.surface ?? label(id));
  if (
    data.sections.summary.visible &&
    leadTitle &&
    shown.length &&
    !normalizeText(summaryText).startsWith(normalizeText(leadTitle))
  ) {
    const lead =
      data.metadata.language === "ar"
        ? `${leadTitle} بخبرة في ${joinLabels(shown, "ar")}.`
        : `${leadTitle} experienced in ${joinLabels(shown, "en")}.`;
    const value = `<p>${escapeLead(lead)}</p>${data.sections.summary.content}`;
    proposals.push({
      id: "summary",
      kind: "summary",
      section: "summary",
      label: data.sections.summary.name,
      before: summaryText,
      after: `${lead}${summaryText ? `\n${summaryText}` : ""}`,
      skills: shown,
      change: { op: "field", section: "summary", field: "content", value },
    });
  }

  // Items about other things: hide (never delete) when they show skills, none of them wanted.
  for (const key of ["projects", "volunteer", "awards", "publications", "interests"] as const) {
    const section = data.sections[key];
    if (!section.visible) continue;
    for (const item of section.items as unknown as AnyItem[]) {
      if (!item.visible) continue;
      const text = itemText(item);
      const ids = findConceptIds(text, "skill");
      if (!ids.length || ids.some((id) => wanted.includes(id))) continue;
      if (findConceptIds(text, "title").some((id) => job.titles.includes(id))) continue;
      const name = itemName(item);
      proposals.push({
        id: `hide-item:${key}:${item.id}`,
        kind: "hide-item",
        section: key,
        label: name,
        before: name,
        after: "",
        skills: [],
        change: { op: "visible", section: key, itemId: item.id, value: false },
      });
    }
  }

  // Every proposal: applies, passes the no-invention check, never lowers the score.
  const facts = factsOf([...resumeTexts(data), ...(options.extraTexts ?? [])]);
  const result: TailorProposal[] = [];
  for (const p of proposals) {
    const next = applyTailorChange(data, p.change);
    if (!next || inventedFacts(facts, changeText(p.change)).length) continue;
    const gain = round(compareForTailoring(next, jobText, { now, language }).score - base.score);
    if (gain < 0) continue;
    result.push({ ...p, gain });
  }
  return result;
}

const round = (n: number) => Math.round(n * 100) / 100;

function escapeLead(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The resume with several changes applied in order; a change that no longer fits is skipped. */
export function applyTailorChanges(data: ResumeData, changes: readonly TailorChange[]): ResumeData {
  let current = data;
  for (const change of changes) current = applyTailorChange(current, change) ?? current;
  return current;
}
