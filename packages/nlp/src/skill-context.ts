import { normalizeText, stripArabicArticle, type Token, tokenizeNormalized } from "./normalize";
import { type ConceptMatch, findConcepts } from "./vocabulary";

/**
 * Skills by phrase with context. The phrase index finds every label wherever its light stems
 * occur; this layer drops matches that are part of a longer phrase meaning something else:
 *
 * - a one-word label read as an adjective of the noun before it: Arabic definite adjectives
 *   ("السجل الطبي الإلكتروني": الإلكتروني describes السجل, it is not "الإلكترونيات") and nisba
 *   adjectives of a plural label (إلكتروني ≠ إلكترونيات, "electronic" ≠ "electronics");
 * - a one-word label that only modifies another noun ("audit committee", "audit trail",
 *   "لجنة التدقيق", "قسم المحاسبة"): the posting names a committee or a department, not a skill;
 * - a label inside a degree's field of study ("Bachelor's in Computer Science"): a major, read
 *   as education, never as a skill.
 *
 * Arabic morphology goes through the normaliser (normalizeText, article stripping), not
 * substrings.
 */

// English nouns that, right after a one-word skill, make the pair name something else.
const ENGLISH_HEADS = new Set([
  "committee",
  "committees",
  "trail",
  "trails",
  "readiness",
  "firm",
  "firms",
  "finding",
  "findings",
  "department",
  "departments",
  "office",
  "partner",
  "partners",
  "store",
  "stores",
  "company",
  "companies",
  "industry",
  "sector",
]);
// Arabic nouns that, right before a one-word skill, make an iḍāfa naming a body or a place
// (لجنة التدقيق، قسم المحاسبة، شركة تدقيق، مكتب محاماة).
const ARABIC_HEADS = new Set(["لجنه", "لجان", "قسم", "اقسام", "شركه", "شركات", "مكتب", "مكاتب"]);
// Generic Arabic heads a definite skill word may follow without being their adjective.
const ARABIC_GENERIC = new Set(["الخبره", "الخبرات", "المهارات", "المعرفه", "الالمام", "المجالات", "المجال"]);

const DEGREE_CUE =
  /\b(?:degree|bachelor'?s?|master'?s?|bsc|b\.sc|msc|m\.sc|ba|bs|ms|phd|diploma|graduate|major(?:ing)?|studies)\b|بكالوريوس|ماجستير|دكتوراه|دبلوم|تخصص|مؤهل|شهاده جامعيه|خريج/;

/** Whether the gap between two tokens is only spaces (no comma, slash, full stop …). */
function adjacent(normalized: string, a: Token, b: Token): boolean {
  return /^ +$/.test(normalized.slice(a.end, b.start));
}

function isArabic(token: Token): boolean {
  return token.script === "ar";
}

/** A one-word match that stands for its label, not for part of a longer phrase. */
function standsAlone(match: ConceptMatch, tokens: Token[], index: number, normalized: string): boolean {
  const token = tokens[index]!;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  const label = match.concept;
  if (isArabic(token)) {
    const word = stripArabicArticle(token.text);
    const arLabel = normalizeText(label.ar).split(" ");
    const labelWord = stripArabicArticle(arLabel[arLabel.length - 1] ?? "");
    // Nisba adjective (إلكتروني/إلكترونية) against a plural noun label (إلكترونيات).
    if (labelWord.endsWith("يات") && !word.endsWith("يات")) return false;
    // People (المراجعين، المحاسبون: participle plurals م…ين/ون) against the activity (المراجعة،
    // المحاسبة), which the light stem makes equal: the posting names who one works with.
    if (/^م.{3,}(?:ين|ون)$/.test(word) && !/(?:ين|ون)$/.test(labelWord)) return false;
    if (before && adjacent(normalized, before, token)) {
      // A definite word after a definite noun is its adjective: السجل الطبي الإلكتروني.
      if (
        token.text.startsWith("ال") &&
        before.script === "ar" &&
        before.text.startsWith("ال") &&
        !ARABIC_GENERIC.has(before.text)
      )
        return false;
      if (ARABIC_HEADS.has(before.text)) return false;
    }
    return true;
  }
  if (token.script === "latin") {
    // "electronic" against the label "electronics" (the stemmer drops the plural -s).
    const en = label.en.toLowerCase();
    if (/ics$/.test(en) && !en.includes(" ") && !token.text.endsWith("s")) return false;
    if (after && adjacent(normalized, token, after) && ENGLISH_HEADS.has(after.text)) return false;
  }
  return true;
}

/**
 * Skill concepts found in text with their context checked (see the module comment), in text
 * order. Use this, not findConcepts(text, "skill"), wherever a skill is reported to the user.
 */
export function findSkillMatches(text: string): ConceptMatch[] {
  const normalized = normalizeText(text);
  const tokens = tokenizeNormalized(normalized);
  if (tokens.length === 0) return [];
  const byStart = new Map(tokens.map((t, i) => [t.start, i]));
  const matches = findConcepts(tokens, "skill");
  const majors = DEGREE_CUE.test(normalized) ? findConcepts(tokens, "major") : [];
  return matches.filter((m) => {
    if (majors.some((major) => major.start <= m.start && m.end <= major.end)) return false;
    const first = byStart.get(m.start);
    if (first === undefined) return true;
    const oneWord = tokens[first]!.end === m.end;
    return !oneWord || standsAlone(m, tokens, first, normalized);
  });
}

/** Distinct skill ids of findSkillMatches, in order of first appearance. */
export function findSkillIds(text: string): string[] {
  return [...new Set(findSkillMatches(text).map((m) => m.concept.id))];
}

// What joins two alternatives: "Power BI or Tableau", "MySQL/PostgreSQL", "Power BI أو Tableau".
const ALTERNATIVE_GAP = /^\s*(?:or|او|\/)\s*$/;

/**
 * Groups of skills the text offers as alternatives ("Power BI or Tableau", "MySQL/PostgreSQL",
 * "Power BI أو Tableau"): any one of a group meets the requirement. Only skills joined directly
 * by "or", "أو" or a slash; a comma list stays a list of requirements.
 */
export function findSkillAlternatives(text: string): string[][] {
  const normalized = normalizeText(text);
  const matches = findSkillMatches(text);
  const groups: string[][] = [];
  let current: string[] = [];
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const previous = matches[i - 1];
    const joined = previous && ALTERNATIVE_GAP.test(normalized.slice(previous.end, m.start));
    if (joined) {
      if (current.length === 0) current.push(previous.concept.id);
      if (!current.includes(m.concept.id)) current.push(m.concept.id);
    } else {
      if (current.length > 1) groups.push(current);
      current = [];
    }
  }
  if (current.length > 1) groups.push(current);
  return groups;
}
