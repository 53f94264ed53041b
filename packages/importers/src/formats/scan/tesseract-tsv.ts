import type { PdfTextItem } from "../../pdf/page-text/items";

/**
 * Tesseract's TSV output (`tesseract page.png stdout tsv`) → positioned words in PDF points, the
 * runs the PDF page reader takes (pdf/pdf-text.ts buildPageLines), so a scanned page goes through
 * the same reading as a PDF with text. One row per word (level 5): left, top, width, height in
 * pixels of an image rendered at `dpi`, a confidence, the text. Every word of a Tesseract line
 * gets the line's baseline and font size (the median word height, about 1.1 font sizes), so the
 * page reader groups it into one row. Known misreadings are repaired: a lone "©", "®", "e" or "°"
 * at the start of a line is a bullet, set beside its item; a year cut short in an Arabic line is
 * taken from an English-only reading of the same place when one is given (repairNumbers). In
 * right-to-left lines, runs of digit groups ("6543 987 50 +966", "2019 - 2015" as drawn) are read
 * right to left, as the bidirectional algorithm drew them (numbers separated by spaces take the
 * direction of the Arabic paragraph), and become one run.
 */

export interface Word {
  line: string;
  x: number;
  top: number;
  width: number;
  height: number;
  conf: number;
  text: string;
}

const arabic = /[\u0600-\u06ff]/;
const latin = /[A-Za-z]/;
/** A bullet Tesseract read as a letter or sign. */
const bulletMisreads = /^(?:[©®°¢•●◆▪■oe]|\(?[«»]\)?)$/;
const numberPart = /^(?:\+?[\d٠-٩]+\+?|[-–—/]|\([\d٠-٩]+\))$/;
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Words with text from a TSV, in file order. */
export function readWords(tsv: string): Word[] {
  const words: Word[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12 || cells[0] !== "5") continue;
    const [, page, block, par, line, , left, top, width, height, conf] = cells.map(Number);
    const text = (cells.slice(11).join("\t") ?? "").replace(bidiControls, "").normalize("NFKC").trim();
    if (!text || [left, top, width, height].some((n) => !Number.isFinite(n))) continue;
    words.push({
      line: `${page}.${block}.${par}.${line}`,
      x: left!,
      top: top!,
      width: width!,
      height: height!,
      conf: Number.isFinite(conf) ? conf! : 0,
      text,
    });
  }
  return words;
}

/** A number of one to three digits: in a line with a range or a year, likely a year that lost digits. */
const shortNumber = /^[\d٠-٩]{1,3}$/;
const rangeSign = /^(?:[-–—]|حتى|الآن|\d{4})$/;

/**
 * Whether a page read with Arabic and English has a line where a year seems to have lost digits
 * (`9 - حتى الآن` for `2019 - حتى الآن`): a short number beside a range sign or a year. Then a
 * second pass with English alone (numbers only) is worth its time (see repairNumbers).
 */
export function needsNumberPass(tsv: string): boolean {
  const lines = new Map<string, string[]>();
  for (const word of readWords(tsv)) lines.set(word.line, [...(lines.get(word.line) ?? []), word.text]);
  return [...lines.values()].some(
    (texts) => texts.some((t) => shortNumber.test(t)) && texts.some((t) => rangeSign.test(t)),
  );
}

/**
 * Numbers the Arabic pass cut short, taken from an English-only pass over the same image: a word
 * of one to three digits is replaced by the English pass's confident number (four digits or more)
 * over the same place whose digits end or begin with it (`9` → `2019`). Nothing is invented: the
 * English pass read those digits there; a short number with no such reading stays as it was.
 */
function repairNumbers(words: readonly Word[], numberWords: readonly Word[]): Word[] {
  const candidates = numberWords.filter((w) => /^\d{4,}$/.test(w.text) && w.conf >= 80);
  return words.map((word) => {
    if (!shortNumber.test(word.text)) return word;
    const digits = word.text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    const match = candidates.find((c) => {
      const overlapX = Math.min(c.x + c.width, word.x + word.width) - Math.max(c.x, word.x);
      const overlapY = Math.min(c.top + c.height, word.top + word.height) - Math.max(c.top, word.top);
      return (
        overlapX >= word.width * 0.5 &&
        overlapY >= Math.min(c.height, word.height) * 0.5 &&
        (c.text.endsWith(digits) || c.text.startsWith(digits))
      );
    });
    return match ? { ...word, x: match.x, width: match.width, text: match.text } : word;
  });
}

/** Runs of number parts in a right-to-left line joined right to left, as one word. */
function joinNumberRuns(words: Word[]): Word[] {
  const byX = [...words].sort((a, b) => b.x - a.x);
  const out: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    if (run.filter((w) => /\d|[٠-٩]/.test(w.text)).length >= 2) {
      const parts = run.map((w) => w.text.replace(/^([\d٠-٩]+)\+$/, "+$1"));
      // A separator at either end belongs to the words beside the run, not to the number.
      while (parts.length && /^[-–—/]$/.test(parts[0]!)) parts.shift();
      while (parts.length && /^[-–—/]$/.test(parts.at(-1)!)) parts.pop();
      const text = parts.join(" ");
      const x = Math.min(...run.map((w) => w.x));
      const right = Math.max(...run.map((w) => w.x + w.width));
      out.push({ ...run[0]!, x, width: right - x, text });
    } else out.push(...run);
    run = [];
  };
  for (const word of byX) {
    if (numberPart.test(word.text)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

/** Least gap between two words of a line, in font sizes: above the page reader's 0.2 (cells.ts joinItems). */
const wordGap = 0.3;

/**
 * Words Tesseract set apart kept apart: the page reader puts a space between two runs only when
 * their gap is wider than a fifth of the font size, and Tesseract's boxes of Arabic words often
 * nearly touch (a final ي's tail under the next word: `علي الشهري` read `عليالشهري`). Two
 * neighbouring words closer than `minGap` pixels are each trimmed by half the shortfall on the
 * facing side (never below half their width), so the gap is what Tesseract's space says it is.
 */
export function separateWords(words: readonly Word[], minGap: number): Word[] {
  const byX = [...words].sort((a, b) => a.x - b.x);
  const out = byX.map((w) => ({ ...w }));
  for (let i = 1; i < out.length; i++) {
    const left = out[i - 1]!;
    const right = out[i]!;
    const gap = right.x - (left.x + left.width);
    const half = (minGap - gap) / 2;
    if (half <= 0 || half > left.width / 2 || half > right.width / 2) continue;
    left.width -= half;
    right.x += half;
    right.width -= half;
  }
  // Back in the order given.
  return words.map((w) => out[byX.indexOf(w)]!);
}

/**
 * The words of one page's TSV as PDF text items (points, y measured from the top to the line's
 * baseline). `numberTsv`: the same image read with English alone, to repair numbers (repairNumbers).
 * `rtlPage`: the page reads right to left (most letters Arabic); decided here when absent.
 */
export function tesseractTsvItems(tsv: string, dpi: number, numberTsv?: string): PdfTextItem[] {
  return wordItems(readWords(tsv), dpi, numberTsv ? readWords(numberTsv) : undefined);
}

/** Words (readWords, perhaps with words read again: ocr.ts) as PDF text items; see tesseractTsvItems. */
export function wordItems(read: readonly Word[], dpi: number, numberWords?: readonly Word[]): PdfTextItem[] {
  const scale = 72 / dpi;
  const words = repairEmails(numberWords ? repairNumbers([...read], [...numberWords]) : [...read]);
  const allText = words.map((w) => w.text).join(" ");
  const arabicCount = allText.match(/[\u0600-\u06ff]/g)?.length ?? 0;
  const latinCount = allText.match(/[A-Za-z]/g)?.length ?? 0;
  const rtlPage = arabicCount > 0 && arabicCount >= latinCount * 0.5;
  const lines = new Map<string, Word[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const items: PdfTextItem[] = [];
  for (const lineWords of lines.values()) {
    const lineText = lineWords.map((w) => w.text).join(" ");
    const rtl = arabic.test(lineText) || (rtlPage && !latin.test(lineText));
    let ordered = rtl ? joinNumberRuns(lineWords) : [...lineWords].sort((a, b) => a.x - b.x);
    // The line's first word in reading order, when it is a misread bullet, becomes "•".
    // On a right-to-left page a bullet stands at the right even before a Latin item ("● SAP").
    const first = rtl || rtlPage ? ordered.reduce((a, b) => (b.x > a.x ? b : a)) : ordered[0];
    const bullet = first && ordered.length > 1 && bulletMisreads.test(first.text) ? first : undefined;
    if (bullet) {
      // The bullet is set beside its item (half a line height away), not a tab's width: otherwise
      // the page reader takes it for a cell of its own and the item loses its list mark. A Latin
      // line's mark goes before its first word, where a left-to-right line is read from, even when
      // a right-to-left page drew it at the right.
      const rest = ordered.filter((w) => w !== bullet);
      const gap = bullet.height * 0.5;
      const x = rtl
        ? Math.min(bullet.x, Math.max(...rest.map((w) => w.x + w.width)) + gap)
        : Math.min(...rest.map((w) => w.x)) - gap - bullet.width;
      ordered = ordered.map((w) => (w === bullet ? { ...w, text: "•", x } : w));
      if (!rtl) ordered.sort((a, b) => a.x - b.x);
    }
    const top = Math.min(...lineWords.map((w) => w.top));
    const bottom = Math.max(...lineWords.map((w) => w.top + w.height));
    // A bullet is smaller than the letters: the font size comes from the other words.
    const sized = lineWords.filter((w) => w !== bullet);
    const heights = (sized.length ? sized : lineWords).map((w) => w.height).sort((a, b) => a - b);
    const fontSize = (heights[Math.floor(heights.length / 2)]! * scale) / 1.1;
    const baseline = (top + (bottom - top) * 0.8) * scale;
    ordered = separateWords(ordered, (fontSize / scale) * wordGap);
    for (const word of ordered) {
      items.push({ text: word.text, x: word.x * scale, y: baseline, width: word.width * scale, fontSize });
    }
  }
  return items;
}

/** An e-mail address as a whole word. */
export const emailShape = /^[A-Za-z0-9._%+-]*[A-Za-z0-9]@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * The "@" of an e-mail address misread (`shehriggexample.com`, `name©gmail.com`, `name(a)mail.sa`):
 * a Latin word shaped `local<misread>domain.tld` gets its "@" back, only
 * when the result is an address (emailShape) and the domain has a dot and letters after it.
 * Common misreadings only: `gg`, `©`, `®`, `(a)`, `(at)`, `&`.
 */
export function repairEmail(text: string): string | undefined {
  if (text.includes("@")) return undefined;
  const word = withoutEndSigns(text);
  for (const misread of ["gg", "©", "®", "(a)", "(at)", "&"]) {
    for (let at = word.indexOf(misread); at >= 0; at = word.indexOf(misread, at + 1)) {
      const local = word.slice(0, at);
      const domain = word.slice(at + misread.length);
      // A website (`blogger.com`, `eggs.com`) is no address: the part before the misreading and
      // the domain's first label are long enough to be a name.
      if (local.length < 2 || domain.split(".")[0]!.length < 3) continue;
      const address = `${local}@${domain}`;
      if (emailShape.test(address)) return address;
    }
  }
  return undefined;
}

/** A word without the full stops, commas, semicolons and colons it ends with. */
function withoutEndSigns(text: string): string {
  let end = text.length;
  while (end > 0 && ".,;:".includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** The page's e-mail repaired (repairEmail) when no word of the page has an @ at all. */
function repairEmails(words: Word[]): Word[] {
  if (words.some((w) => w.text.includes("@"))) return words;
  return words.map((word) => {
    const address = repairEmail(word.text);
    return address ? { ...word, text: address } : word;
  });
}

/** A group of words read again from a small crop (ocr.ts): an e-mail address or a phone number. */
export interface ContactGroup {
  kind: "email" | "phone";
  /** The words of the group, as given. */
  words: Word[];
  /** The crop read: the words' box widened by a margin, in the image's pixels. */
  box: { x: number; y: number; width: number; height: number };
}

/** Two years and a dash (a period, not a phone number). */
const yearRange = /^\s*(?:19|20)\d\d\s*[-–—]\s*(?:19|20)\d\d\s*$/;

const digitCount = (text: string) => text.match(/[0-9٠-٩]/g)?.length ?? 0;

/**
 * Contact details worth a second, targeted reading: in each line, a run of neighbouring words
 * without Arabic letters that holds an e-mail address or something shaped like one (a word with
 * "@", or a Latin word with a dot and a domain ending), or a phone number (7 to 15 digits in the
 * run). Arabic labels (`الجوال:`) stay out of the crop, so English alone can read it.
 */
export function contactGroups(words: readonly Word[]): ContactGroup[] {
  const lines = new Map<string, Word[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const groups: ContactGroup[] = [];
  for (const lineWords of lines.values()) {
    const byX = [...lineWords].sort((a, b) => a.x - b.x);
    let run: Word[] = [];
    const flush = () => {
      const text = run.map((w) => w.text).join(" ");
      const digits = digitCount(text);
      const kind =
        /@|[A-Za-z0-9]\.(?:com|net|org|edu|gov|[a-z]{2})\b/i.test(text) && /[A-Za-z]/.test(text)
          ? "email"
          : digits >= 7 && digits <= 15 && /^[\d٠-٩+()\s.-]+$/.test(text) && !yearRange.test(text)
            ? "phone"
            : undefined;
      if (kind) {
        const height = Math.max(...run.map((w) => w.height));
        const left = Math.min(...run.map((w) => w.x));
        const right = Math.max(...run.map((w) => w.x + w.width));
        const top = Math.min(...run.map((w) => w.top));
        const bottom = Math.max(...run.map((w) => w.top + w.height));
        const padX = height * 0.6;
        const padY = height * 0.35;
        groups.push({
          kind,
          words: run,
          box: {
            x: Math.max(0, left - padX),
            y: Math.max(0, top - padY),
            width: right - left + 2 * padX,
            height: bottom - top + 2 * padY,
          },
        });
      }
      run = [];
    };
    for (const word of byX) {
      if (arabic.test(word.text)) flush();
      else run.push(word);
    }
    flush();
  }
  return groups;
}

/**
 * How good a reading of a contact group is: an e-mail address whole (after repairEmail) or a phone
 * of 9 to 15 digits counts first, then Tesseract's mean confidence of its words.
 */
export function contactScore(kind: ContactGroup["kind"], words: readonly Word[]): number {
  if (!words.length) return -1;
  const texts = words.map((w) => withoutEndSigns(w.text));
  const digits = digitCount(texts.join(" "));
  const whole =
    kind === "email"
      ? texts.some((t) => emailShape.test(t))
        ? 100
        : texts.some((t) => repairEmail(t) !== undefined)
          ? 50
          : 0
      : digits >= 9 && digits <= 15
        ? 100
        : 0;
  const conf = words.reduce((sum, w) => sum + w.conf, 0) / words.length;
  return whole + conf;
}

/** A reading's text as compared between readings: words in order of x, end signs dropped. */
function readingText(words: readonly Word[]): string {
  return [...words]
    .sort((a, b) => a.x - b.x)
    .map((w) => withoutEndSigns(w.text))
    .join(" ");
}

/**
 * The best of several readings of one contact group (the first: what the page's reading gave): by
 * contactScore, each reading gaining 15 for every other reading of the same text (independent
 * readings that agree are rarely wrong together). Undefined when the first is best.
 */
export function bestContactReading(
  kind: ContactGroup["kind"],
  readings: readonly (readonly Word[])[],
): Word[] | undefined {
  // A whole phone number is only read again for its grouping: the same digits, more groups
  // (Arabic and English together join `321 55` into `32155`; a 0 read 6 is not a better reading).
  const sameDigits = (words: readonly Word[]) =>
    [...readingText(words).replace(/\D/g, "")].sort().join("") ===
    [...readingText(readings[0]!).replace(/\D/g, "")].sort().join("");
  if (kind === "phone" && contactScore(kind, readings[0]!) >= 100)
    readings = [
      readings[0]!,
      ...readings.slice(1).filter((words) => sameDigits(words) && words.length > readings[0]!.length),
    ];
  const texts = readings.map(readingText);
  const scores = readings.map(
    (words, i) => contactScore(kind, words) + 15 * (texts.filter((t) => t === texts[i]).length - 1),
  );
  let best = 0;
  for (let i = 1; i < readings.length; i++) if (scores[i]! > scores[best]!) best = i;
  return best > 0 && contactScore(kind, readings[best]!) >= 100 ? [...readings[best]!] : undefined;
}

/**
 * Words of a crop's reading (readWords of its TSV) placed on the page: shifted by the crop's
 * corner and put on the line `line` (the line the group was read on), signs and specks at the
 * crop's edges (words without a letter or digit) left out.
 */
export function placeWords(words: readonly Word[], box: { x: number; y: number }, line: string): Word[] {
  return words
    .filter((w) => /[A-Za-z0-9٠-٩@]/.test(w.text))
    .map((w) => ({ ...w, line, x: w.x + box.x, top: w.top + box.y }));
}
