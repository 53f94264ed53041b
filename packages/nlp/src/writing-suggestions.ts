import type { Language } from "@sira/schema/constants";

/**
 * Offline writing suggestions for resume text (a summary or one item's bullets), in Arabic and
 * English: weak openings and vague verbs (with stronger verbs), first-person pronouns, missing
 * figures, passive voice, overlong bullets, mixed tenses within one item, repeated words and
 * common Arabic spelling slips (hamza on alef, ة/ه and ى/ي at word end, tanween on the alef).
 * Every suggestion says why; where a fix is mechanical and grammatical, it carries the
 * replacement text for a one-click fix. No data files: safe to bundle in the web app.
 */

export type SuggestionKind =
  | "weak-opening"
  | "first-person"
  | "missing-number"
  | "passive-voice"
  | "long-bullet"
  | "tense"
  | "repeated-word"
  | "spelling";

export interface Suggestion {
  kind: SuggestionKind;
  /** The text concerned, exactly as written (a phrase, a word or the whole bullet). */
  excerpt: string;
  /** Offsets of the excerpt in the input text. */
  start: number;
  end: number;
  /** One-click fix: the text that replaces the excerpt, when the fix is mechanical. */
  replacement?: string;
  /** Stronger verbs to choose from (weak openings, repeated verbs). */
  alternatives?: string[];
  /** Why, in the requested language. */
  message: string;
}

/** Kinds that say a bullet is weak (the others are advice: add a figure, vary a word). */
export const weakKinds: readonly SuggestionKind[] = [
  "weak-opening",
  "first-person",
  "passive-voice",
  "long-bullet",
];

const STRONG_EN = ["Led", "Managed", "Delivered", "Built", "Improved", "Reduced", "Increased", "Launched"];
const STRONG_AR = ["قدت", "أدرت", "أنجزت", "طورت", "نفذت", "حققت", "خفضت", "رفعت"];

/** Weak English openings and the verbs to use instead. */
const WEAK_EN: [RegExp, string[]][] = [
  [
    /^(?:was |am |i was |i am )?(?:responsible for|in charge of|tasked with)\b/i,
    ["Led", "Managed", "Oversaw"],
  ],
  [/^(?:i )?(?:helped|assisted)(?: with| in| to)?\b/i, ["Supported", "Enabled", "Coordinated"]],
  [/^(?:i )?worked (?:on|with)\b/i, ["Built", "Developed", "Delivered"]],
  [
    /^(?:i )?(?:participated|took part|was involved|involved) in\b/i,
    ["Contributed to", "Co-led", "Delivered"],
  ],
  [/^duties included\b/i, ["Managed", "Delivered", "Ran"]],
  [/^(?:i )?(?:handled|dealt with)\b/i, ["Resolved", "Managed", "Processed"]],
  [/^(?:i )?did\b/i, ["Completed", "Delivered", "Performed"]],
];

/** Arabic weak openings (ممسؤول عن، قمت بـ، ساعدت في …) and the verbs to use instead. */
const WEAK_AR: [RegExp, string[]][] = [
  [/^(?:كنت |أنا )?(?:مسؤول|مسؤولة|مسئول|مسئولة|مسوول)(?:ا|ًا|اً)? عن\s*/u, ["أدرت", "قدت", "أشرفت على"]],
  [/^(?:قمت|قمنا) (?:ب|بـ)/u, ["نفذت", "أنجزت", "طورت"]],
  [/^(?:ساعدت|ساعد|المساعدة)(?: في| على)?\s*/u, ["دعمت", "نسقت", "أنجزت"]],
  [/^(?:شاركت|المشاركة|المساهمة|ساهمت) في\s*/u, ["أسهمت في", "قدت", "نفذت"]],
  [/^(?:عملت|العمل) على\s*/u, ["طورت", "بنيت", "نفذت"]],
  [/^(?:مهامي|من مهامي|تشمل مهامي)(?: تشمل)?:?\s*/u, ["أدرت", "نفذت", "أنجزت"]],
];

/** Arabic verbal nouns common in resumes and the first-person past verb they become. */
const MASDAR_TO_VERB: Record<string, string> = {
  إدارة: "أدرت",
  تطوير: "طورت",
  تنفيذ: "نفذت",
  إعداد: "أعددت",
  متابعة: "تابعت",
  تنسيق: "نسقت",
  الإشراف: "أشرفت",
  إشراف: "أشرفت",
  تحليل: "حللت",
  تصميم: "صممت",
  بناء: "بنيت",
  تدريب: "دربت",
  إنشاء: "أنشأت",
  تحسين: "حسنت",
  مراجعة: "راجعت",
  تقديم: "قدمت",
  تنظيم: "نظمت",
  إطلاق: "أطلقت",
  تخطيط: "خططت",
  قيادة: "قدت",
  خفض: "خفضت",
  زيادة: "زدت",
  رفع: "رفعت",
  معالجة: "عالجت",
  التواصل: "تواصلت",
  تشغيل: "شغلت",
  صيانة: "صنت",
  كتابة: "كتبت",
  إنجاز: "أنجزت",
  دعم: "دعمت",
};
const stripArticle = (w: string) => w.replace(/^ال(?=\S{3,})/u, "");
function masdarVerb(word: string): string | undefined {
  return MASDAR_TO_VERB[word] ?? MASDAR_TO_VERB[stripArticle(word)];
}

const IRREGULAR_PAST: Record<string, string> = {
  leading: "led",
  running: "ran",
  building: "built",
  making: "made",
  writing: "wrote",
  selling: "sold",
  teaching: "taught",
  setting: "set",
  bringing: "brought",
  keeping: "kept",
  holding: "held",
  giving: "gave",
  meeting: "met",
  overseeing: "oversaw",
};
/** "managing" → "managed", "planning" → "planned", "applying" → "applied"; undefined if not -ing. */
function gerundToPast(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{4,}ing$/.test(w)) return undefined;
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w];
  const base = w.slice(0, -3);
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const PASSIVE_EN =
  /\b(?:am|is|are|was|were|been|being)\s+(?:\w+ly\s+)?(?:\w+ed|built|done|made|given|taken|written|led|run|chosen|shown|seen|sent|paid|held|kept|brought|taught|won)\b/i;
const PASSIVE_AR = /(?:^|\s)(?:تم|يتم|تمت|سيتم)\s+(\S+)/u;
const FIRST_PERSON_EN = /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/;
const FIRST_PERSON_AR = /(?:^|\s)(?:أنا|انا|خاصتي|نفسي)(?=\s|$|[.,،])/u;
const ACTION_EN =
  /^(?:led|built|managed|created|increased|reduced|improved|developed|delivered|launched|sold|trained|designed|grew|cut|saved|supervised|implemented|negotiated|generated|achieved|handled|processed|recruited)\b/i;
const ACTION_AR =
  /^(?:قدت|بنيت|أدرت|ادرت|أنشأت|زدت|خفضت|حسنت|طورت|أطلقت|بعت|دربت|صممت|حققت|نفذت|أشرفت|رفعت|وفرت|أنجزت|عالجت)/u;
const RESULT_WORDS_EN =
  /\b(?:increas|reduc|improv|grew|growth|sav|revenue|sales|cost|faster|customers?|users?)\w*/i;
const RESULT_WORDS_AR = /(?:زياد|خفض|تحسين|رفع|نمو|إيراد|ايراد|مبيعات|تكلف|توفير|عملاء|مستخدم)/u;
const DIGIT =
  /[0-9\u0660-\u0669]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|million|percent|half|double|twice)\b|(?:واحد|اثن|ثلاث|أربع|خمس|ست|سبع|ثمان|تسع|عشر|مئ|مائة|ألف|مليون|ضعف|نصف|بالمئة|بالمائة)/iu;

const STOP_EN = new Set(
  "the and for with from that this have has into over their they them then than your our was were are been also such very more most other which while within across using".split(
    " ",
  ),
);
const STOP_AR = new Set(
  "على في من إلى الى مع عن التي الذي هذا هذه ذلك تلك كما حيث خلال بين بعد قبل عند".split(" "),
);

/**
 * Correct spellings of words common in Gulf resumes where the slip is hamza on alef, ة/ه or ى/ي
 * at the end. Words whose slip is itself a word (علي the name, مديره "his manager") are left out.
 */
const AR_WORDS =
  `إدارة الإدارة إلى أنا أكثر أفضل أخصائي أخصائية إشراف الإشراف إعداد الإعداد إنشاء الإنشاء إنجاز إنجازات
الإنجازات إطلاق الإنجليزية إنجليزي الإنتاج إنتاج إنتاجية الإنتاجية إجراءات الإجراءات إحصاء أساسي أساسية أداء الأداء أمن
الأمن إدارية الإدارية أعمال الأعمال أنظمة الأنظمة أولى أولويات إيرادات الإيرادات إصدار أجهزة الأجهزة أدوات الأدوات أهداف
الأهداف أقسام الأقسام أيضًا إضافة إلى الاتصال مهارة المهارة شركة الشركة خبرة الخبرة مسؤولية المسؤولية جودة الجودة صيانة
الصيانة مبيعات خدمة الخدمة متابعة المتابعة مراجعة المراجعة دراسة الدراسة جامعة الجامعة كلية الكلية شهادة الشهادة
مهنية المهنية إدارة تقنية التقنية محاسبة المحاسبة هندسة الهندسة برمجة البرمجة مدرسة المدرسة وزارة الوزارة حكومية
الحكومية إلكتروني الإلكتروني الإلكترونية إلكترونية مستشفى المستشفى مستوى المستوى حتى أعلى أدنى مبنى المبنى سنة السنة
مدة المدة فترة الفترة كفاءة الكفاءة دقة الدقة قدرة القدرة مقدرة اللغة لغة العربية الإمارات`
    .split(/\s+/)
    .filter(Boolean);

const normalizeForSpelling = (w: string) =>
  w
    .replace(/[أإآ]/g, "ا")
    .replace(/ة$/u, "ه")
    .replace(/ى$/u, "ي")
    .replace(/[\u064B-\u0652]/g, "");
let spellingMap: Map<string, string> | undefined;
function correctSpelling(word: string): string | undefined {
  spellingMap ??= new Map(AR_WORDS.map((w) => [normalizeForSpelling(w), w]));
  const direct = spellingMap.get(normalizeForSpelling(word));
  if (direct !== undefined) return direct === word ? undefined : direct;
  // لل + word is ل + ال + word with the article's alef dropped: للادارة → للإدارة.
  const lil = /^(و?)لل(.{3,})$/u.exec(word);
  if (lil) {
    const withArticle = spellingMap.get(normalizeForSpelling(`ال${lil[2]}`));
    if (withArticle !== undefined && withArticle !== `ال${lil[2]}`)
      return `${lil[1]}لل${withArticle.slice(2)}`;
  }
  // One clitic in front: و ب ل ف ك (وال، بال are covered by the article forms in the list).
  const m = /^([وبفكل])(.{3,})$/u.exec(word);
  if (m) {
    const rest = spellingMap.get(normalizeForSpelling(m[2]!));
    if (rest !== undefined && rest !== m[2]) return m[1] + rest;
  }
  return undefined;
}

const MESSAGES: Record<SuggestionKind, Record<Language, string>> = {
  "weak-opening": {
    en: "This opening describes a duty, not what you did. Start with a strong verb.",
    ar: "هذه البداية تصف مهمة لا إنجازًا. ابدأ بفعل قوي يصف ما فعلته.",
  },
  "first-person": {
    en: "Resumes leave out I, me and my: the reader knows it is you.",
    ar: "لا حاجة إلى ضمير المتكلم (أنا) في السيرة الذاتية: القارئ يعرف أنك المقصود.",
  },
  "missing-number": {
    en: "Add a figure if you know one: how many, how much, what percentage, how fast.",
    ar: "أضف رقمًا إن كان معروفًا لديك: كم عددًا أو مبلغًا أو نسبة أو مدة.",
  },
  "passive-voice": {
    en: "Passive voice hides who did the work. Make yourself the subject with an active verb.",
    ar: "صيغة المبني للمجهول (تم/يتم) تخفي دورك. استعمل فعلًا يبيّن أنك من قام بالعمل.",
  },
  "long-bullet": {
    en: "This line is long. Keep one idea per bullet (under 30 words) or split it.",
    ar: "هذا السطر طويل. اجعل لكل نقطة فكرة واحدة (أقل من 28 كلمة) أو قسّمه.",
  },
  tense: {
    en: "The other bullets of this item use another tense. Use past tense for past jobs and present for the current one, the same in every bullet.",
    ar: "بقية نقاط هذا البند بزمن مختلف. استعمل الزمن نفسه في كل النقاط.",
  },
  "repeated-word": {
    en: "This word appears several times. Vary it so each line reads fresh.",
    ar: "تتكرر هذه الكلمة عدة مرات. نوّع الكلمات حتى يبقى النص حيويًا.",
  },
  spelling: {
    en: "Spelling: hamza, ta marbuta (ة) or alif maqsura (ى) at the end of the word.",
    ar: "إملاء: الهمزة أو التاء المربوطة (ة) أو الألف المقصورة (ى) في آخر الكلمة.",
  },
};
const TANWEEN_MESSAGE: Record<Language, string> = {
  en: "Spelling: tanween goes on the letter before the alef (ًا, not اً).",
  ar: "إملاء: يوضع تنوين الفتح على الحرف الذي قبل الألف (ًا وليس اً).",
};

interface Line {
  text: string;
  start: number;
}

/** Lines of a text (bullets or sentences), with the bullet marker taken off. */
function linesOf(text: string): Line[] {
  const out: Line[] = [];
  for (const m of text.matchAll(/[^\n.!?؟]+[.!?؟]?/g)) {
    const raw = m[0];
    const marker = /^\s*(?:[-*•–]\s*)?/.exec(raw)![0].length;
    const body = raw.slice(marker).trimEnd();
    if (body.trim().length > 0) out.push({ text: body, start: m.index + marker });
  }
  return out;
}

const isArabic = (text: string) => {
  const ar = (text.match(/[\u0621-\u064a]/g) ?? []).length;
  const lat = (text.match(/[A-Za-z]/g) ?? []).length;
  return ar > 0 && ar >= lat * 0.43;
};

const PRESENT_BASE = new Set(
  "manage lead build develop create design deliver coordinate prepare support maintain oversee supervise train handle run review analyze analyse plan write sell drive ensure provide".split(
    " ",
  ),
);

function englishTense(line: string): "past" | "present" | undefined {
  const first = /^([A-Za-z]+)/.exec(line)?.[1]?.toLowerCase();
  if (!first || first.length < 3) return undefined;
  if (/ed$/.test(first) || Object.values(IRREGULAR_PAST).includes(first)) return "past";
  if ((/[^s]s$/.test(first) && !/ss$/.test(first)) || PRESENT_BASE.has(first)) return "present";
  return undefined;
}

/**
 * Suggestions for a summary or an item's bullets (plain text, one bullet or sentence per line).
 * `language` sets the language of the messages (default: the text's).
 */
export function writingSuggestions(text: string, language?: Language): Suggestion[] {
  const lang = language ?? (isArabic(text) ? "ar" : "en");
  const out: Suggestion[] = [];
  const add = (s: Omit<Suggestion, "message">, message = MESSAGES[s.kind][lang]) =>
    out.push({ ...s, message });
  const lines = linesOf(text);

  for (const line of lines) {
    const arabic = isArabic(line.text);
    const words = line.text.trim().split(/\s+/);
    const at = (offset: number, excerpt: string) => ({
      start: line.start + offset,
      end: line.start + offset + excerpt.length,
    });

    // Weak openings, with a grammatical one-click fix when one exists.
    const weak = (arabic ? WEAK_AR : WEAK_EN).find(([re]) => re.test(line.text));
    if (weak) {
      const [re, alternatives] = weak;
      const opening = re.exec(line.text)![0];
      const rest = line.text.slice(opening.length).trimStart();
      const next = /^(\S+)/u.exec(rest)?.[1] ?? "";
      let replacement: string | undefined;
      if (arabic) {
        const stripped = next.replace(/^بـ?/u, "");
        const verb = masdarVerb(stripped) ?? masdarVerb(next);
        if (verb) replacement = `${verb}${rest.slice(next.length)}`;
      } else {
        const past = gerundToPast(next);
        if (past) replacement = `${capitalize(past)}${rest.slice(next.length)}`;
      }
      add({
        kind: "weak-opening",
        excerpt: line.text,
        ...at(0, line.text),
        alternatives,
        ...(replacement ? { replacement } : {}),
      });
    }

    // First-person pronouns.
    const fp = (arabic ? FIRST_PERSON_AR : FIRST_PERSON_EN).exec(line.text);
    if (fp) {
      const word = fp[0].trim();
      const offset = line.text.indexOf(word, fp.index);
      const leadingI = !arabic && offset === 0 && word === "I" ? /^I\s+(\S)/.exec(line.text) : null;
      add({
        kind: "first-person",
        excerpt: leadingI ? leadingI[0] : word,
        ...at(offset, leadingI ? leadingI[0] : word),
        ...(leadingI ? { replacement: leadingI[1]!.toUpperCase() } : {}),
        ...(arabic && (word === "أنا" || word === "انا") ? { replacement: "" } : {}),
      });
    }

    // Passive voice; تم + a known verbal noun becomes the first-person verb.
    if (arabic) {
      const p = PASSIVE_AR.exec(line.text);
      if (p) {
        // "تم تطوير النظام" → "طورت النظام"; not when an agent follows (من قبل الفريق: not you).
        const verb = /من قبل/u.test(line.text) ? undefined : masdarVerb(p[1]!);
        const excerpt = p[0].trim();
        add({
          kind: "passive-voice",
          excerpt,
          ...at(line.text.indexOf(excerpt), excerpt),
          ...(verb ? { replacement: verb } : {}),
        });
      }
    } else {
      const p = PASSIVE_EN.exec(line.text);
      if (p) add({ kind: "passive-voice", excerpt: p[0], ...at(p.index, p[0]) });
    }

    // Overlong bullets.
    if (words.length > (arabic ? 28 : 30))
      add({ kind: "long-bullet", excerpt: line.text, ...at(0, line.text) });

    // Achievements without a figure.
    const action = arabic
      ? ACTION_AR.test(line.text) || RESULT_WORDS_AR.test(line.text)
      : ACTION_EN.test(line.text) || RESULT_WORDS_EN.test(line.text);
    if (action && words.length >= 4 && !DIGIT.test(line.text))
      add({ kind: "missing-number", excerpt: line.text, ...at(0, line.text) });

    // Arabic spelling slips, each with its fix.
    if (arabic) {
      for (const m of line.text.matchAll(/[\u0621-\u0652]+/gu)) {
        const word = m[0];
        const tanween = /اً$/u.test(word) ? word.replace(/اً$/u, "ًا") : undefined;
        if (tanween) {
          add(
            { kind: "spelling", excerpt: word, ...at(m.index, word), replacement: tanween },
            TANWEEN_MESSAGE[lang],
          );
          continue;
        }
        const fixed = correctSpelling(word);
        if (fixed) add({ kind: "spelling", excerpt: word, ...at(m.index, word), replacement: fixed });
      }
    }
  }

  // Tense consistency across the bullets of one item (English: past -ed vs present -s openings).
  const tenses = lines.map((l) => (isArabic(l.text) ? undefined : englishTense(l.text)));
  const past = tenses.filter((t) => t === "past").length;
  const present = tenses.filter((t) => t === "present").length;
  if (past > 0 && present > 0) {
    const minority = past >= present ? "present" : "past";
    lines.forEach((l, i) => {
      if (tenses[i] === minority)
        add({ kind: "tense", excerpt: l.text, start: l.start, end: l.start + l.text.length });
    });
  }

  // Repeated words: a content word three times or more.
  const counts = new Map<string, { n: number; first: RegExpMatchArray }>();
  for (const m of text.matchAll(/[\p{L}]{4,}/gu)) {
    const key = m[0].toLowerCase().replace(/^ال/u, "");
    if (STOP_EN.has(key) || STOP_AR.has(m[0]) || key.length < 4) continue;
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { n: 1, first: m });
  }
  for (const { n, first } of counts.values())
    if (n >= 3) {
      const arabic = isArabic(first[0]);
      add({
        kind: "repeated-word",
        excerpt: first[0],
        start: first.index!,
        end: first.index! + first[0].length,
        alternatives: arabic ? STRONG_AR : STRONG_EN,
      });
    }
  return out.sort((a, b) => a.start - b.start);
}

/** Whether a bullet gets a "weak" flag (weak opening, first person, passive or overlong). */
export function isWeakBullet(text: string): boolean {
  return writingSuggestions(text).some((s) => weakKinds.includes(s.kind));
}

/** Apply a suggestion's one-click fix to the text it was computed on. */
export function applySuggestion(text: string, s: Suggestion): string {
  if (s.replacement === undefined) return text;
  let replaced = text.slice(0, s.start) + s.replacement + text.slice(s.end);
  if (s.replacement === "") replaced = replaced.replace(/ {2,}/g, " ").replace(/^ /, "");
  return replaced;
}

/**
 * "List text": split a paragraph into bullets: on line breaks, bullet marks, semicolons and
 * sentence ends; a single long sentence also on ", and" / "، و". Bullet marks are removed.
 */
export function splitIntoBullets(text: string): string[] {
  const parts = text
    .split(/\n+|[•;؛]|(?<=[.!?؟])\s+|^[^\S\n\r\u2028\u2029]*[-*–]\s+/mu)
    .map((p) =>
      p
        .replace(/^\s*[-*–]\s*/u, "")
        .replace(/[.]\s*$/u, "")
        .trim(),
    )
    .filter((p) => p.length > 0);
  if (parts.length === 1 && parts[0]!.split(/\s+/).length > 20) {
    return parts[0]!
      .split(/,\s+and\s+|،\s*و(?=\S)|,\s+/u)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => capitalize(p));
  }
  return parts.map((p) => capitalize(p));
}
