import { levelFromText } from "../../text";
import { bulletPattern, keywordSeparator, type Line, sameSize } from "./lines";

// Items of a list section (skills, interests): names, levels and keyword lists.

interface ListEntry {
  name: string;
  description: string;
  keywords: string[];
  nameSize?: number;
  keywordSize?: number;
  /** The item's line had a list mark. */
  bulleted?: boolean;
}

/**
 * Items of a skills or interests list. "Label: a, b, c" is one item with keywords. Otherwise a line
 * names an item; the line under a name is its level ("Advanced", when a level word) or its keyword
 * list (several parts, or one part in a smaller font), and a keyword line's wrapped continuation
 * (same smaller font) adds keywords. A list line with no name above it gives one item per part.
 */
export function listEntries(lines: readonly Line[], withDescription: boolean): ListEntry[] {
  const entries: ListEntry[] = [];
  let previous = "";
  for (const line of lines) {
    const text = line.text.replace(bulletPattern, "").trim();
    if (!text) continue;
    const bulleted = bulletPattern.test(line.text);
    const current = entries[entries.length - 1];
    const wrapped = /[,،]$/.test(previous) && current?.keywords.length;
    previous = text;
    if (wrapped) {
      // "Programming: TypeScript," / "Python, SQL": a keyword list wrapped in a narrow column.
      current.keywords.push(...text.split(keywordSeparator).filter(Boolean));
      continue;
    }
    // "Data analysis – Advanced", "Python (Expert)", "Team leadership: Intermediate": a skill and its level.
    const leveled =
      withDescription &&
      (/^(.{1,40}?)\s*(?:[:：]|\s[–—-])\s*([^,،:]{1,30})$/.exec(text) ??
        /^(.{1,40}?)\s*\(([^()]{1,30})\)$/.exec(text));
    if (leveled && levelFromText(leveled[2]!.trim()) > 0 && leveled[2]!.trim().split(/\s+/).length <= 3) {
      entries.push({ name: leveled[1]!.trim(), description: leveled[2]!.trim(), keywords: [] });
      continue;
    }
    const labelled = /^([^:：]{1,40})[:：]\s*(\S.*)$/.exec(text);
    if (labelled && !/^https?$/i.test(labelled[1]!)) {
      const keywords = proseList(labelled[2]!.split(keywordSeparator).filter(Boolean));
      entries.push({ name: labelled[1]!.trim(), description: "", keywords });
      continue;
    }
    const tokens = text
      .split(keywordSeparator)
      .map((t) => t.trim().replace(/\.$/, ""))
      .filter(Boolean);
    if (
      current?.keywords.length &&
      current.keywordSize !== undefined &&
      sameSize(line.fontSize, current.keywordSize) &&
      !sameSize(line.fontSize, current.nameSize)
    ) {
      current.keywords.push(...tokens);
      continue;
    }
    const open = current?.name && current.keywords.length === 0 ? current : undefined;
    const smaller =
      open?.nameSize !== undefined && line.fontSize !== undefined && line.fontSize < open.nameSize - 0.3;
    if (open && (tokens.length >= 2 || smaller) && !(withDescription && levelFromText(text) > 0)) {
      open.keywords = tokens;
      open.keywordSize = line.fontSize;
      continue;
    }
    // A marked line under a marked item is the next item, even with a level word in it
    // ("• القوائم المالية" / "• Excel المتقدم": advanced Excel, not the level of the line above).
    if (
      open &&
      withDescription &&
      !(bulleted && open.bulleted) &&
      !open.description &&
      text.split(/\s+/).length <= 4 &&
      levelFromText(text) > 0
    ) {
      open.description = text;
      continue;
    }
    if (tokens.length >= 2) {
      for (const token of tokens) entries.push({ name: token, description: "", keywords: [] });
      continue;
    }
    entries.push({
      name: text.replace(/\.$/, ""),
      description: "",
      keywords: [],
      nameSize: line.fontSize,
      bulleted,
    });
  }
  return entries;
}

/** A skill level said in words before a list ("Proficient in", "Experienced with", "خبرة في"). */
const proficiencyLead =
  /^(?:(?:highly|very|fully)\s+)?(?:proficient|skilled|experienced|familiar|fluent|competent|expert|knowledgeable|versed|advanced|working knowledge|knowledge|good knowledge|strong knowledge|excellent knowledge)\s+(?:in|with|of|at)\s+|^(?:إجادة|اجادة|إتقان|اتقان|خبرة في|معرفة ب|القدرة على)\s*/iu;
/** The conjunction before a list's last item ("…, PowerPoint, and Excel"). */
const lastItemConjunction = /^(?:and|or|&|as well as|و|أو)\s+/iu;

/**
 * A keyword list written as a sentence ("Proficient in Windows and Mac OS, Microsoft Word,
 * PowerPoint, and Excel"): the level words before it and the conjunction before its last item
 * dropped, and an item of two short names joined by "and" ("Windows and Mac OS") split. A list
 * that is no sentence is left as it is ("Research and Development, Sales").
 */
export function proseList(keywords: string[]): string[] {
  if (keywords.length === 0) return keywords;
  const led = proficiencyLead.test(keywords[0]!);
  const joined = keywords.length > 1 && lastItemConjunction.test(keywords[keywords.length - 1]!);
  if (!led && !joined) return keywords;
  const out: string[] = [];
  for (const [i, raw] of keywords.entries()) {
    let item = raw.trim();
    if (i === 0) item = item.replace(proficiencyLead, "");
    if (i === keywords.length - 1) item = item.replace(lastItemConjunction, "").replace(/[.]$/, "");
    const halves = item.split(/(?<!\s)\s+(?:and|or|&)\s+/i);
    const short = (h: string) => h.split(/\s+/).length <= 3 && /^[\p{Lu}\d]/u.test(h);
    if (halves.length === 2 && halves.every(short)) out.push(...halves);
    else if (item) out.push(item);
  }
  return out;
}
