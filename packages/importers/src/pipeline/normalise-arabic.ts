import { isKnownWord, knownArabicWordsMatching } from "./word-list";

// Stage 1 of the text pipeline: Arabic (and mixed-script) normalisation, before anything is
// recognised. Each rule is a small exported function with its own test (normalise-arabic.test.ts);
// `normaliseArabicText` runs them in order on one line; `recognitionKey` is the stricter form the
// recognisers compare with (no harakat, unified alef, ta marbuta and ya).

const tatweel = /\u0640/g;
const harakat = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
/** An Arabic letter (the base block; not digits or punctuation). */
const arabicLetter = "\\u0621-\\u063A\\u0641-\\u064A\\u066E-\\u06D3\\u06D5\\u06FA-\\u06FF";
const arabicWord = new RegExp(`[${arabicLetter}\\u064B-\\u065F\\u0670]+`, "gu");

/** Tatweel (kashida) stretches letters for looks; it is never part of a word: "التعـليم" → "التعليم". */
export function removeTatweel(text: string): string {
  return text.replace(tatweel, "");
}

/** Harakat, tanween, shadda and Quranic marks: "المؤهّلات" → "المؤهلات" (for recognition). */
export function removeHarakat(text: string): string {
  return text.replace(harakat, "");
}

/**
 * Presentation forms (U+FB50–FDFF, FE70–FEFF) to letters with NFKC, only inside those runs: NFKC
 * on the whole text would also fold full-width digits, superscripts and ligatures the writer chose.
 */
export function foldPresentationForms(text: string): string {
  return text.replace(/[\uFB50-\uFDFF\uFE70-\uFEFF]+/g, (run) => run.normalize("NFKC"));
}

/** Letters only Urdu writes (ٹ ڈ ڑ ں ے ۓ): a text with them is Urdu, whose letter forms stay. */
const urduOnly = /[\u0679\u0688\u0691\u06BA\u06D2\u06D3]/;
/** Arabic words that end in alef maksura, which a Persian-form font writes with final ی. */
const maksuraWords = new Set(
  "على إلى الى حتى لدى متى مستشفى مستوى المستوى المستشفى أخرى اخرى كبرى صغرى أولى اولى الأولى الاولى موسى عيسى يحيى مصطفى ليلى منى هدى سلمى نهى لبنى سلوى ندى رؤى هوى مدى المدى جدوى فتوى دعوى شكوى ذكرى بشرى مبنى معنى أقصى أدنى أعلى اعلى الأعلى ملتقى منتدى مقهى".split(
    " ",
  ),
);

/**
 * Persian/Urdu letter forms some fonts map Arabic letters to (ھ ی ک ہ ۀ), back to the Arabic
 * letters in Arabic text: "مھندس" → "مهندس", "الریاض" → "الرياض", "کلیة" → "كلية". A final ی is ى
 * in words that end in alef maksura ("علی" → "على"). Left alone in Urdu text.
 */
export function foldPersianForms(text: string): string {
  if (!/[\u06BE\u06CC\u06A9\u06C1\u06C0]/.test(text) || urduOnly.test(text)) return text;
  return text.replace(arabicWord, (word) => {
    const folded = word
      .replace(/\u06BE/g, "\u0647")
      .replace(/\u06C1/g, "\u0647")
      .replace(/\u06C0/g, "\u0629")
      .replace(/\u06A9/g, "\u0643")
      .replace(/\u06CC/g, "\u064A");
    if (/\u06CC$/.test(word)) {
      const maksura = `${folded.slice(0, -1)}\u0649`;
      if (maksuraWords.has(maksura)) return maksura;
    }
    return folded;
  });
}

/**
 * The Allah ligature (ﷲ) mapped to its letters but reversed by a right-to-left reading: "عبدهللا"
 * → "عبدالله". "هللا" is never Arabic as written.
 */
export function repairAllahLigature(text: string): string {
  return text.replace(/\uFDF2/g, "الله").replace(/هللا/g, "الله");
}

/**
 * A lam + alef maksura ligature read backwards (Word's Arabic fonts draw "لى" as one glyph):
 * "عىل" → "على", "إىل" → "إلى", "الأعىل" → "الأعلى". Alef maksura never stands inside a word.
 */
export function repairDotlessYa(text: string): string {
  return text.replace(new RegExp(`(?<=[${arabicLetter}])\\u0649\\u0644(?![${arabicLetter}])`, "gu"), "لى");
}

/**
 * A lam-alef ligature read backwards inside a word ("لا" → "ال"): "صافوال" → "صافولا",
 * "المؤهالت" → "المؤهلات", "عالقات" → "علاقات". "ال" inside a word is also correct Arabic
 * ("أعمال", "اتصال"), so a word is changed only when the word list knows the repaired word and not
 * the word as read, or by the plural ending "ـالت" after a letter ("ـلات"; "قالت" is the only
 * common word it would wrongly change, and it is no CV word).
 */
export function repairLamAlefInWord(text: string): string {
  return text.replace(arabicWord, (word) => {
    if (word.length < 4 || word.indexOf("ال", 1) < 0) return word;
    const inner = word.slice(0, 1) + word.slice(1).replace(/(?<=.)ال(?=ت$)/u, "لا");
    if (inner !== word && word !== "قالت") return inner;
    if (isKnownWord(word)) return word;
    // Try each inner "ال" (not the article at the start, nor after a one-letter prefix).
    for (let at = word.indexOf("ال", 1); at > 0; at = word.indexOf("ال", at + 1)) {
      if (at === 1 && /^[وبفكل]/.test(word)) continue;
      const candidate = `${word.slice(0, at)}لا${word.slice(at + 2)}`;
      if (isKnownWord(candidate)) return candidate;
    }
    return word;
  });
}

/**
 * Two-letter ligatures read backwards. Many Arabic fonts (Traditional Arabic, KacstOne, Simplified
 * Arabic) draw a beh-like or seen-like letter with a following reh or zain, lam with meem, and a
 * final beh-like letter with ya or alef maksura as one glyph; a right-to-left reading reverses its
 * two letters: "الخبرات" comes out "الخربات", "شركة" "رشكة", "المهارات" "املهارات", "الزعبي"
 * "الزعيب", "حتى" "حىت" (a final pair only: "طيبة" is a name, not "طبية"). A word is changed only when the word list does not know it and knows the
 * word with up to three such pairs (and inner lam-alefs) put back.
 */
export function repairReversedLigatures(text: string): string {
  return text.replace(arabicWord, (word) => {
    if (word.length < 3 || isKnownWord(word)) return word;
    const pairs: number[] = [];
    for (let i = 0; i + 1 < word.length && pairs.length < 4; i++)
      if (
        (reversedLigature.test(word.slice(i, i + 2)) ||
          (i + 2 === word.length && finalLigature.test(word.slice(i)))) &&
        !pairs.includes(i - 1)
      )
        pairs.push(i);
    if (!pairs.length) return word;
    for (let mask = 1; mask < 1 << pairs.length; mask++) {
      let candidate = word;
      for (const [n, at] of pairs.entries())
        if (mask & (1 << n))
          candidate = candidate.slice(0, at) + candidate[at + 1] + candidate[at] + candidate.slice(at + 2);
      if (isKnownWord(candidate)) return candidate;
    }
    return word;
  });
}
/** The two letters of a ligature as a backwards reading leaves them (the last: at a word's end only). */
const reversedLigature = /^(?:[رز][بتثنيئسشصض]|مل|ال)$/u;
const finalLigature = /^[ىي][بتثنيئ]$/u;

/**
 * Letters of one word split by spaces when a PDF positions glyphs one by one ("ممرض ة" → "ممرضة",
 * "عن اية" → "عناية"): a ta marbuta or alef maksura standing alone always belongs to the word before
 * it, and so does a nisba ending after a letter that does not join ("الثانو ية"); two pieces are joined when the word list knows the joined word and not both pieces.
 */
export function rejoinSplitWords(text: string): string {
  let out = text.replace(
    new RegExp(`([${arabicLetter}])\\s+([\\u0629\\u0649])(?![${arabicLetter}])`, "gu"),
    "$1$2",
  );
  // A nisba ending set apart after a letter that does not join leftwards ("الثانو ية", "الإنجليز ية":
  // Amiri in Chrome leaves a gap there that pdf.js reads as a space): "ية", "يات", "يين" are no word.
  out = out.replace(
    new RegExp(`(?<=[${arabicLetter}][اأإآدذرزو])\\s+(ية|يات|يين)(?![${arabicLetter}])`, "gu"),
    "$1",
  );
  const tokens = out.split(" ");
  const isPiece = (t: string | undefined) =>
    t !== undefined && new RegExp(`^[${arabicLetter}]{1,6}$`, "u").test(t);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1]!;
    if (!isPiece(a) || !isPiece(b) || a.length + b.length < 4) continue;
    const joined = a + b;
    if (isKnownWord(joined) && !(isKnownWord(a) && isKnownWord(b))) {
      tokens.splice(i, 2, joined);
      i--;
    }
  }
  out = tokens.join(" ");
  return out;
}

/**
 * A Latin phrase inside an Arabic line whose words came out in visual order ("Ads Google" →
 * "Google Ads", "Office Microsoft" → "Microsoft Office"): reversed when the word list knows the
 * reversed phrase and not the phrase as read. Latin-only lines are left alone.
 */
export function unreverseLatinRuns(text: string): string {
  if (!/[\u0600-\u06FF]/.test(text)) return text;
  const tokens = text.split(" ");
  const latin = (token: string | undefined) => token !== undefined && /^[A-Za-z][\w+#.&-]*$/.test(token);
  for (let i = 0; i < tokens.length; i++) {
    if (!latin(tokens[i])) continue;
    let end = i;
    while (end + 1 < tokens.length && end - i < 3 && latin(tokens[end + 1])) end++;
    if (end > i) {
      const run = tokens.slice(i, end + 1);
      const reversed = [...run].reverse();
      if (isKnownWord(reversed.join(" ")) && !isKnownWord(run.join(" ")))
        tokens.splice(i, run.length, ...reversed);
    }
    i = end;
  }
  return tokens.join(" ");
}

/** What pdf.js gives for a glyph without a Unicode mapping. */
const unmapped = String.fromCharCode(0);
const unmappedRun = new RegExp(`${unmapped}+`, "g");

/**
 * Glyphs without a Unicode mapping inside an Arabic word. A font's ligatures and contextual forms
 * that its cmap does not reach (Amiri's lam-kha, its medial lam, in a Chrome-printed CV) come out of
 * pdf.js as U+0000: "الخبرات" reads "ال\0\0برات", "اللّغات" "ال\0ّ\0غات". Each run of them
 * stands for one or two letters; the word is filled in when the word list knows exactly one word
 * of that shape (with or without the article), else the unmapped glyphs are dropped.
 */
export function fillUnmappedGlyphs(input: string): string {
  // Other fonts' subsets map such glyphs to a control character (LibreOffice's Amiri: U+0018) or
  // to a lone Latin letter inside an Arabic word ("الإلAكتروني"): as unmapped as U+0000.
  const controls = Array.from(input, (c) => {
    const code = c.charCodeAt(0);
    return code > 0 && code < 32 && c !== "\t" && c !== "\n" && c !== "\r" ? unmapped : c;
  }).join("");
  const text = controls.replace(
    new RegExp(`(?<=[${arabicLetter}])[A-Za-z](?=[${arabicLetter}])`, "gu"),
    unmapped,
  );
  if (!text.includes(unmapped)) return text;
  const wordChar = `${arabicLetter}\\u064B-\\u065F\\u0670\\u0000`;
  const token = new RegExp(`[${wordChar}]+`, "gu");
  return text
    .replace(token, (word) => {
      if (!word.includes(unmapped)) return word;
      const bare = removeHarakat(word).replace(unmappedRun, unmapped);
      if (bare.replaceAll(unmapped, "").length >= 2) {
        const shape = (w: string) => new RegExp(`^${w.replaceAll(unmapped, `[${arabicLetter}]{1,2}`)}$`, "u");
        const whole = knownArabicWordsMatching(shape(bare));
        if (whole.length === 1) return whole[0]!;
        const article = /^([وبفكل]?ال)(.+)$/u.exec(bare);
        if (!whole.length && article && article[2]!.replaceAll(unmapped, "").length >= 2) {
          const stem = article[2]!;
          const found = new Set(
            knownArabicWordsMatching(shape(stem)).concat(
              knownArabicWordsMatching(shape(`ال${stem}`)).map((w) => w.slice(2)),
            ),
          );
          if (found.size === 1) return article[1]! + [...found][0]!;
        }
      }
      return word.replaceAll(unmapped, "");
    })
    .replaceAll(unmapped, "");
}

/**
 * The normalisation stage on one line of text: every rule above that changes what is written
 * (harakat are kept in the text and dropped only for recognition).
 */
export function normaliseArabicText(text: string): string {
  if (!/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text)) return text;
  let out = foldPresentationForms(text);
  out = fillUnmappedGlyphs(out);
  out = removeTatweel(out);
  out = foldPersianForms(out);
  out = repairAllahLigature(out);
  out = repairDotlessYa(out);
  out = repairLamAlefInWord(out);
  out = repairReversedLigatures(out);
  out = rejoinSplitWords(out);
  out = unreverseLatinRuns(out);
  return out;
}

/**
 * The form recognisers compare (headings, labels): normalised, no harakat, alef forms as ا, ta
 * marbuta as ه, alef maksura as ي, lower case.
 */
export function recognitionKey(text: string): string {
  return removeHarakat(normaliseArabicText(text))
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .toLowerCase();
}
