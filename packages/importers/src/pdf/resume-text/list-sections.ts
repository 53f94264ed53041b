import languageData from "@sira/nlp/data/languages.json" with { type: "json" };
import { createId, emptyCustomItem } from "@sira/schema";
import { recognitionKey } from "../../pipeline/normalise-arabic";
import type { ResumeBuilder } from "../../resume-builder";
import { bounds, levelFromText, shortText, textToHtml, toHref } from "../../text";
import { headingKind, urlPattern } from "../resume-patterns";
import { extractDate } from "./date-place";
import { splitEntries } from "./entries";
import { bulletPattern, keywordSeparator, type Line, type Section, splitParts } from "./lines";
import { listEntries } from "./list-entries";
import { stackedEntries } from "./stacked-entries";

// The other sections read into items: skills, languages, certifications and awards, projects,
// publications, and sections under headings the dictionary does not know (custom sections).

export function addSkills(builder: ResumeBuilder, lines: readonly Line[]): void {
  for (const entry of listEntries(lines, true)) {
    // "Languages: Korean, English, Japanese", a row of a skills table: the languages (but
    // "Languages: Python, C++, Rust" are programming languages, skills).
    // "Language: Fluent in Spanish", a level said in words around the language, the same.
    const spoken =
      headingKind(entry.name) === "languages"
        ? spokenLanguages(entry.keywords.length ? entry.keywords : [entry.description])
        : undefined;
    if (spoken) {
      for (const { name, level } of spoken)
        builder.addItem("languages", {
          name: shortText(name),
          description: shortText(level),
          level: levelFromText(level),
        });
      continue;
    }
    // A languages table whose heading was lost (OCR read `اللُّغات` as "Li"), its cells taken as
    // the keywords of the line above: "العربية | اللغة الأم | الإنجليزية | جيد", each spoken
    // language followed by a level, are the languages; a name that is neither is the lost heading.
    const pairs = languageLevelPairs(entry.keywords);
    if (pairs) {
      if (isLanguageName(entry.name))
        builder.addItem("languages", {
          name: shortText(entry.name),
          description: shortText(entry.description),
          level: levelFromText(entry.description),
        });
      for (const [name, level] of pairs)
        builder.addItem("languages", {
          name: shortText(name),
          description: shortText(level),
          level: levelFromText(level),
        });
      continue;
    }
    builder.addItem("skills", {
      name: shortText(entry.name),
      description: shortText(entry.description),
      keywords: entry.keywords,
      level: entry.description ? levelFromText(entry.description) : 0,
    });
  }
}

export function addLanguages(builder: ResumeBuilder, lines: readonly Line[]): void {
  let open: { name: string; size?: number } | undefined;
  const flush = (description = "") => {
    if (!open) return;
    builder.addItem("languages", {
      name: shortText(open.name),
      description: shortText(description),
      level: levelFromText(description),
    });
    open = undefined;
  };
  for (const line of lines) {
    const text = line.text.replace(bulletPattern, "").trim();
    if (open && text && !keywordSeparator.test(text) && levelFromText(text) > 0) {
      flush(text);
      continue;
    }
    flush();
    const tokens = text.split(keywordSeparator).filter(Boolean);
    if (tokens.length === 1 && tokens[0]!.split(/\s+/).length <= 3 && !/[:(]|\s[–—-]\s/.test(text)) {
      open = { name: tokens[0]!, size: line.fontSize };
      continue;
    }
    for (const token of tokens.flatMap(languagePairs)) {
      // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: a token of one PDF line, and cleanText cuts lines to 2,000 characters
      const m = /^(.+?)(?<!\s)(?:\s*[:：(–—-]\s*|\s+)\(?([^\s)][^)]*)?\)?$/.exec(token);
      const level = m ? levelFromText(m[2]) : 0;
      // "الإنجليزية: مقبول": a language's name before a level word the list lacks.
      const split = m !== null && (level > 0 || (/[:：(–—-]/.test(token) && isLanguageName(m[1]!)));
      const name = split ? m[1]! : token;
      const description = split ? (m[2] ?? "") : "";
      if (!name.trim()) continue;
      builder.addItem("languages", { name: shortText(name), description: shortText(description), level });
    }
  }
  flush();
}

let languageNames: Set<string> | undefined;
/** True when the text names a spoken language (English, العربية, الإنجليزية…; @sira/nlp's list). */
function isLanguageName(text: string): boolean {
  if (!languageNames) {
    languageNames = new Set();
    for (const item of languageData.items as { en: string; ar: string; aka?: string[] }[])
      for (const name of [item.en, item.ar, ...(item.aka ?? [])]) languageNames.add(recognitionKey(name));
  }
  return languageNames.has(recognitionKey(text.trim()));
}

/**
 * Spoken languages each with the level words around it ("Fluent in Spanish", "French (basic)",
 * "Arabic and English"): undefined unless every part names one.
 */
function spokenLanguages(texts: readonly string[]): { name: string; level: string }[] | undefined {
  const parts = texts
    .flatMap((t) => t.split(/(?<!\s)\s*[,،;|/]\s*|(?<!\s)\s+(?:and|&|و)\s+/i))
    .map((t) => t.trim())
    .filter(Boolean);
  if (!parts.length) return undefined;
  const out: { name: string; level: string }[] = [];
  for (const part of parts) {
    if (isLanguageName(part)) {
      out.push({ name: part, level: "" });
      continue;
    }
    const words = part.split(/\s+/);
    let found: { name: string; level: string } | undefined;
    for (let length = Math.min(2, words.length); length >= 1 && !found; length--)
      for (let at = 0; at + length <= words.length && !found; at++) {
        const name = words
          .slice(at, at + length)
          .join(" ")
          .replace(/^[(]|[):]$/g, "");
        if (!isLanguageName(name)) continue;
        const level = [...words.slice(0, at), ...words.slice(at + length)]
          .join(" ")
          .replace(/[():–—-]/g, " ")
          .replace(/\s+/g, " ")
          .trim()
          .replace(/(?<!\s)\s+(?:in|at)$/i, "");
        found = { name, level };
      }
    if (!found) return undefined;
    out.push(found);
  }
  return out;
}

/** Keywords that alternate a spoken language and its level ("العربية", "اللغة الأم", …), as pairs. */
function languageLevelPairs(keywords: readonly string[]): [string, string][] | undefined {
  if (keywords.length < 2 || keywords.length % 2) return undefined;
  const pairs: [string, string][] = [];
  for (let i = 0; i < keywords.length; i += 2) {
    const [name, level] = [keywords[i]!, keywords[i + 1]!];
    if (!isLanguageName(name) || levelFromText(level) === 0) return undefined;
    pairs.push([name, level]);
  }
  return pairs;
}

/** "Arabic: Native – English: Fluent": language/level pairs set in one line apart by dashes, one each. */
function languagePairs(token: string): string[] {
  const parts = token.split(/\s[–—-]\s/);
  const pair = (part: string) => {
    const colon = part.search(/[:：]/);
    return colon > 0 && isLanguageName(part.slice(0, colon));
  };
  return parts.length > 1 && parts.every(pair) ? parts.map((p) => p.trim()) : [token];
}

/** Entries of one line each (certifications, awards): "Name — Issuer (2021)". */
export function addSimpleEntries(
  builder: ResumeBuilder,
  lines: readonly Line[],
  key: "certifications" | "awards",
): void {
  const stacked = stackedEntries(lines, key === "awards");
  if (stacked?.some((e) => e.subtitle || e.title.length > 1)) {
    for (const e of stacked) {
      const name = shortText(e.title.join(" "));
      const summary = textToHtml([...e.lead, ...e.summary].join(" "), e.bullets);
      if (key === "certifications")
        builder.addItem("certifications", {
          name,
          issuer: shortText(e.subtitle),
          date: e.date,
          summary,
          url: e.url,
        });
      else
        builder.addItem("awards", {
          title: name,
          awarder: shortText(e.subtitle),
          date: e.date,
          summary,
          url: e.url,
        });
    }
    return;
  }
  let last: { text: string; date: string } | undefined;
  const items: { text: string; date: string }[] = [];
  for (const line of lines) {
    const raw = line.text;
    const isBullet = bulletPattern.test(raw);
    const text = raw.replace(bulletPattern, "").trim();
    const dated = extractDate(text, true);
    if (last && !isBullet && !dated && /^[\p{Ll}(]/u.test(text)) {
      last.text += ` ${text}`;
      continue;
    }
    if (last && !isBullet && dated && !dated.rest && !last.date) {
      last.date = dated.date;
      continue;
    }
    last = { text: dated ? dated.rest : text, date: dated?.date ?? "" };
    items.push(last);
  }
  for (const item of items) {
    const parts = item.text.split(/(?<!\s)(?:\s+[—–|-]\s+|\s*[|—–]\s*)/).filter(Boolean);
    const name = parts[0] ?? "";
    const issuer = parts.slice(1).join(", ");
    if (key === "certifications")
      builder.addItem("certifications", {
        name: shortText(name),
        issuer: shortText(issuer),
        date: item.date,
      });
    else builder.addItem("awards", { title: shortText(name), awarder: shortText(issuer), date: item.date });
  }
}

export function addProjects(builder: ResumeBuilder, lines: readonly Line[]): void {
  const stacked = stackedEntries(lines, true);
  if (stacked?.some((e) => e.url || e.keywords.length)) {
    for (const e of stacked) {
      // A short label under the name ("Open-source project") is the description.
      const label = e.lead.length === 1 && e.lead[0]!.split(/\s+/).length <= 6 && !/[.!؟]$/.test(e.lead[0]!);
      builder.addItem("projects", {
        name: shortText(e.title.join(" ")),
        description: shortText(label ? e.lead[0]! : e.subtitle),
        date: e.date,
        summary: textToHtml(
          [...(label ? [] : e.lead), ...(label && e.subtitle ? [e.subtitle] : []), ...e.summary].join("\n"),
          e.bullets,
        ),
        keywords: e.keywords,
        url: e.url,
      });
    }
    return;
  }
  for (const entry of splitEntries(lines, true)) {
    const [name = "", ...rest] = entry.head;
    const parts = splitParts(name);
    const url = toHref(urlPattern.exec(entry.head.join(" "))?.[0] ?? "");
    builder.addItem("projects", {
      name: shortText(parts[0] ?? name),
      description: shortText(parts.slice(1).join(", ")),
      date: entry.date,
      summary: textToHtml([...rest, ...entry.body].join("\n"), entry.bullets),
      url,
    });
  }
}

export function addPublications(builder: ResumeBuilder, lines: readonly Line[]): void {
  const stacked = stackedEntries(lines, false);
  if (stacked?.some((e) => e.subtitle)) {
    for (const e of stacked)
      builder.addItem("publications", {
        name: shortText(e.title.join(" ")),
        publisher: shortText(e.subtitle),
        date: e.date,
        summary: textToHtml(e.summary.join("\n"), e.bullets),
        url: e.url,
      });
    return;
  }
  for (const entry of splitEntries(lines, true)) {
    const [name = "", ...rest] = entry.head;
    builder.addItem("publications", {
      name: shortText(name),
      publisher: shortText(rest[rest.length - 1]?.match(/\(([^()]+)\)\s*$/)?.[1] ?? ""),
      date: entry.date,
      summary: textToHtml([...rest, ...entry.body].join("\n"), entry.bullets),
    });
  }
}

export function addCustom(builder: ResumeBuilder, section: Section): void {
  const id = createId();
  const items = section.lines
    .map((line) => line.text.replace(bulletPattern, "").trim())
    .filter(Boolean)
    .slice(0, bounds.items)
    .map((text) => ({ ...structuredClone(emptyCustomItem), id: createId(), name: shortText(text) }));
  if (!items.length) return;
  builder.data.sections.custom[id] = {
    id,
    name: shortText(section.title) || "Custom Section",
    columns: 1,
    visible: true,
    items,
  };
  const layout = builder.data.metadata.layout[0];
  layout?.[0]?.push(`custom.${id}`);
}
