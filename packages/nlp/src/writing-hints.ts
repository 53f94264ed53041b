import type { Language } from "@sira/schema";
import { detectLanguage, normalizeText } from "./normalize";

/**
 * Rule-based writing hints for resume text: passive voice, weak verbs, sentences without any
 * number, over-long sentences. Honest by design: it points at text and says why, it never
 * rewrites or generates text (that needs a model server).
 */

export type WritingHintKind = "passive-voice" | "weak-verb" | "missing-numbers" | "long-sentence";

export interface WritingHint {
  kind: WritingHintKind;
  /** The sentence or phrase concerned, as written. */
  excerpt: string;
  /** Offsets of the excerpt in the input text. */
  start: number;
  end: number;
  /** What to change, in the requested language. */
  message: string;
}

const PASSIVE_EN =
  /\b(?:am|is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?(?:\w+ed|built|done|made|given|taken|written|led|run|chosen|known|shown|seen|sent|paid|held|kept|brought|taught|won)\b(?:\s+by\b)?/i;
// Arabic officialese passive: تم/يتم + verbal noun, or a "by" agent (من قبل).
const PASSIVE_AR = /(?:^|\s)(?:تم|يتم|تمت|سيتم)\s+\S+|من قبل/;
const WEAK_EN =
  /\b(?:responsible for|helped(?: with| to)?|worked on|assisted(?: with| in)?|participated in|involved in|duties included|tasked with|handled|dealt with)\b/i;
const WEAK_AR = /مسوول عن|مسووله عن|ساعدت في|ساعدت|شاركت في|عملت على|المساهمه في|قمت بالمساعده|كنت مسوول/;
const ACTION_CONTEXT_EN =
  /\b(?:led|built|managed|created|increased|reduced|improved|developed|delivered|launched|sold|trained|designed)\b/i;
const ACTION_CONTEXT_AR = /قدت|بنيت|ادرت|انشات|زدت|خفضت|حسنت|طورت|اطلقت|بعت|دربت|صممت|حققت|زياده|تحسين|خفض/;

interface Sentence {
  text: string;
  start: number;
}

function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const pattern = /[^.!?؟\n•]+[.!?؟]?/g;
  for (const m of text.matchAll(pattern)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim().replace(/^[-*–]\s*/, "");
    if (trimmed.length > 0)
      out.push({ text: trimmed, start: m.index + lead + (raw.trim().length - trimmed.length) });
  }
  return out;
}

const MESSAGES: Record<WritingHintKind, Record<Language, string>> = {
  "passive-voice": {
    en: "Passive voice hides who did the work. Start with an action verb and make yourself the subject.",
    ar: "صيغة المبني للمجهول (تم/يتم) تخفي دورك. ابدأ بفعل يصف ما فعلته أنت.",
  },
  "weak-verb": {
    en: "This verb describes a duty, not an achievement. Say what you did and what changed.",
    ar: "هذه العبارة تصف مسؤولية لا إنجازًا. اذكر ما فعلته وما الذي تغيّر بسببه.",
  },
  "missing-numbers": {
    en: "This achievement has no number. Add a quantity, percentage, amount or time frame if you know it.",
    ar: "هذا الإنجاز بلا أرقام. أضف عددًا أو نسبة أو مبلغًا أو مدة إن كانت معروفة لديك.",
  },
  "long-sentence": {
    en: "This sentence is long. Split it so each line carries one idea.",
    ar: "هذه الجملة طويلة. قسّمها بحيث تحمل كل جملة فكرة واحدة.",
  },
};

/**
 * Hints for a piece of resume text (summary, bullet list). `language` sets the language of the
 * messages and the rules applied (default: detected from the text). Each hint names the
 * sentence and why it is weak; a sentence may get several hints. Long means over 30 words
 * (English) or 28 (Arabic); "missing numbers" applies to sentences that describe an action or
 * result but contain no digit.
 */
export function writingHints(text: string, language?: Language): WritingHint[] {
  const lang = language ?? detectLanguage(text);
  const hints: WritingHint[] = [];
  for (const s of sentences(text)) {
    const n = normalizeText(s.text);
    const isArabic = detectLanguage(s.text) === "ar";
    const push = (kind: WritingHintKind) =>
      hints.push({
        kind,
        excerpt: s.text,
        start: s.start,
        end: s.start + s.text.length,
        message: MESSAGES[kind][lang],
      });
    if (isArabic ? PASSIVE_AR.test(n) : PASSIVE_EN.test(s.text)) push("passive-voice");
    if (isArabic ? WEAK_AR.test(n) : WEAK_EN.test(s.text)) push("weak-verb");
    const words = s.text.split(/\s+/).length;
    if (words > (isArabic ? 28 : 30)) push("long-sentence");
    const describesAction = isArabic ? ACTION_CONTEXT_AR.test(n) : ACTION_CONTEXT_EN.test(s.text);
    if (describesAction && !/\d/.test(n) && words >= 4) push("missing-numbers");
  }
  return hints;
}
