import { escapeHtml, sanitizeRichText } from "@sira/html";
import {
  type DateRange,
  formatDateRange,
  type Language,
  type MonthYear,
  parseDateRange,
  parseMonthYear,
  toWesternDigits,
} from "@sira/schema";

/** Bounds of resumeDataSchema, repeated here only as the numbers importers trim to. */
export const bounds = { short: 500, long: 20_000, href: 2000, keywords: 100, items: 200 } as const;

/** A string from an unknown value: strings trimmed, finite numbers stringified, anything else "". */
export function toText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** Cut text to `max` characters without splitting a surrogate pair. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/** Short schema text (500 characters) from an unknown value. */
export function shortText(value: unknown): string {
  return clampText(toText(value).replace(/\s+/g, " "), bounds.short);
}

/** A plain object, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** An array, or [] for anything else. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Unique, non-empty, trimmed keywords within the schema's bounds. */
export function toKeywords(value: unknown): string[] {
  const out: string[] = [];
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  for (const item of items) {
    const text = shortText(item);
    if (text && !out.includes(text)) out.push(text);
    if (out.length >= bounds.keywords) break;
  }
  return out;
}

/**
 * Rich-text HTML (the editor's format) from plain text and bullet points: paragraphs from the
 * text's lines (lines starting with "- ", "• " or "* " become list items), then the bullets.
 */
export function textToHtml(text: string, bullets: readonly string[] = []): string {
  const parts: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) parts.push(`<ul>${list.map((b) => `<li><p>${escapeHtml(b)}</p></li>`).join("")}</ul>`);
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[-•*▪●◦‣]\s+(\S.*)$/.exec(line);
    if (bullet) list.push(bullet[1]!.trim());
    else {
      flush();
      parts.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  for (const b of bullets) {
    const t = b.trim();
    if (t) list.push(t);
  }
  flush();
  return clampHtml(parts.join(""));
}

/** Inline markdown (bold, italic, code, links) of one escaped line to HTML. */
function markdownInline(escaped: string): string {
  return escaped
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*(?!\s)(.+?)\*/g, "$1<em>$2</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\[([^[\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2">$1</a>');
}

/** Reactive Resume v3 markdown (paragraphs, "- " lists, bold, italic, links) to rich-text HTML. */
export function markdownToHtml(markdown: string): string {
  const parts: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) parts.push(`<ul>${list.map((b) => `<li><p>${b}</p></li>`).join("")}</ul>`);
    list = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const bullet = /^[-*+]\s+(\S.*)$/.exec(line);
    if (bullet) list.push(markdownInline(escapeHtml(bullet[1]!)));
    else if (list.length) list[list.length - 1] += ` ${markdownInline(escapeHtml(line))}`;
    else {
      flush();
      parts.push(`<p>${markdownInline(escapeHtml(line))}</p>`);
    }
  }
  flush();
  return clampHtml(parts.join(""));
}

/**
 * Rich text from an imported file: the resume allowlist (`sanitizeRichText` of @sira/html, the
 * one the renderers apply), cut to the long-text bound at the end of a paragraph or list item.
 */
export function importedRichText(html: string): string {
  return clampHtml(sanitizeRichText(html));
}

/** Long text bound for HTML: cut at the last paragraph or list end before the limit. */
function clampHtml(html: string): string {
  if (html.length <= bounds.long) return html;
  const cut = clampText(html, bounds.long);
  const lastClose = Math.max(cut.lastIndexOf("</p>"), cut.lastIndexOf("</li>"), cut.lastIndexOf("</ul>"));
  if (lastClose > 0) return cut.slice(0, lastClose);
  // No block end: drop a tag the cut split (a "<" with no ">" after it); renderers re-balance.
  const lastOpen = cut.lastIndexOf("<");
  return lastOpen >= 0 && !cut.includes(">", lastOpen) ? cut.slice(0, lastOpen) : cut;
}

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const latinLetter = /[A-Za-z\u00C0-\u024F]/g;

/**
 * "ar" when Arabic letters make up at least 30% of the letters in the given texts, else "en":
 * an English resume naming one Arabic company stays English.
 */
export function detectLanguage(texts: Iterable<string>): Language {
  let arabic = 0;
  let latin = 0;
  for (const text of texts) {
    arabic += text.match(arabicLetter)?.length ?? 0;
    latin += text.match(latinLetter)?.length ?? 0;
  }
  return arabic > 0 && arabic / (arabic + latin) >= 0.3 ? "ar" : "en";
}

/** Every string inside a JSON value (depth-limited), for language detection. */
export function* collectStrings(value: unknown, depth = 0): Generator<string> {
  if (depth > 12) return;
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* collectStrings(v, depth + 1);
  else if (value && typeof value === "object")
    for (const v of Object.values(value as Record<string, unknown>)) yield* collectStrings(v, depth + 1);
}

const longMonthDay = /^([A-Za-z]+)\.?\s+\d{1,2},?\s+(\d{4})$/;
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T/;

/** One date in any form importers meet (ISO, ISO date-time, "Nov 2022", "Feb 17, 1998", "2015"). */
export function parseLooseDate(text: string): MonthYear | undefined {
  const t = toWesternDigits(text).trim();
  if (!t) return undefined;
  const iso = isoDateTime.exec(t);
  if (iso) return parseMonthYear(`${iso[1]}-${iso[2]}`);
  const mdY = longMonthDay.exec(t);
  if (mdY) return parseMonthYear(`${mdY[1]} ${mdY[2]}`);
  const dmY = /^\d{1,2}\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(t);
  if (dmY) return parseMonthYear(`${dmY[1]} ${dmY[2]}`);
  const dmyNumeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (dmyNumeric) return parseMonthYear(`${dmyNumeric[2]}/${dmyNumeric[3]}`);
  return parseMonthYear(t) ?? parseMonthYear(t.replace(/^(\w{3})\w+\.?(\s)/, "$1$2"));
}

/**
 * The canonical English date text ("Jan 2020 - Mar 2023", "Jan 2020 - Present", "2020") of a
 * start and end. `openEnded`: a start without an end means the item is ongoing. Dates that do not
 * parse are kept as written.
 */
export function formatDates(startText: unknown, endText: unknown, openEnded: boolean): string {
  const startRaw = toText(startText);
  const endRaw = toText(endText);
  const start = parseLooseDate(startRaw);
  const endIsPresent = /^(present|current|now|today|حتى الآن|حاليا|حاليًا|الآن)$/i.test(endRaw);
  const end = endIsPresent ? "present" : parseLooseDate(endRaw);
  if (start) {
    if (end) return formatDateRange({ start, end }, "en");
    if (!endRaw) return formatDateRange(openEnded ? { start, end: "present" } : { start }, "en");
    return shortText(`${formatDateRange({ start }, "en")} - ${endRaw}`);
  }
  if (!startRaw) {
    if (end && end !== "present") return formatDateRange({ start: end }, "en");
    return shortText(endRaw);
  }
  return shortText(endRaw ? `${startRaw} - ${endRaw}` : startRaw);
}

/** A date text already holding a range ("August 2012 to May 2016") in canonical form, else as written. */
export function normalizeDateText(text: unknown): string {
  const raw = toText(text);
  if (!raw) return "";
  const range: DateRange | undefined =
    parseDateRange(raw) ?? parseDateRange(raw.replace(/\b([A-Za-z]{3})[a-z]*\.?(?=\s+\d{4})/g, "$1"));
  return range ? formatDateRange(range, "en") : shortText(raw);
}

const levelWords: [RegExp, number][] = [
  [
    /native|bilingual|mother|first language|اللغة الأم|لغة أم|اللغه الام|لغة الأم|\bc2\b|expert|master|خبير/i,
    5,
  ],
  [/full professional|fluent|advanced|proficient|\bc1\b|بطلاقة|طلاقة|متقدم|ممتاز|جيد جدا|جيد جدًا/i, 4],
  [/limited|conversational|\ba2\b|basic|أساسي|محدود|مقبول/i, 2],
  [/elementary|beginner|novice|\ba1\b|مبتدئ|ضعيف/i, 1],
  [/professional working|upper.intermediate|\bb2\b|good|working|intermediate|مهني|جيد|متوسط|\bb1\b/i, 3],
];

/** A level 0-5 from a fluency or skill level text ("Native speaker" → 5, "Intermediate" → 3), 0 if unknown. */
export function levelFromText(value: unknown): number {
  if (typeof value === "number" && Number.isFinite(value)) return Math.max(0, Math.min(5, Math.round(value)));
  const text = toText(value);
  if (!text) return 0;
  const n = Number(toWesternDigits(text));
  if (Number.isFinite(n) && text !== "") return Math.max(0, Math.min(5, Math.round(n)));
  for (const [pattern, level] of levelWords) if (pattern.test(text)) return level;
  return 0;
}

/** An icon slug for a network name ("LinkedIn" → "linkedin", "Stack Overflow" → "stackoverflow"). */
export function networkIcon(network: string): string {
  return network.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The network name of a profile URL, or "" when it is not a known network. */
export function networkOfUrl(url: string): string {
  const host = /^(?:https?:\/\/)?(?:www\.)?([^/\s?#]+)/i.exec(url.trim())?.[1]?.toLowerCase() ?? "";
  const known: [string, string][] = [
    ["linkedin.com", "LinkedIn"],
    ["github.com", "GitHub"],
    ["gitlab.com", "GitLab"],
    ["twitter.com", "Twitter"],
    ["x.com", "X"],
    ["stackoverflow.com", "Stack Overflow"],
    ["behance.net", "Behance"],
    ["dribbble.com", "Dribbble"],
    ["medium.com", "Medium"],
    ["kaggle.com", "Kaggle"],
    ["facebook.com", "Facebook"],
    ["instagram.com", "Instagram"],
    ["youtube.com", "YouTube"],
  ];
  for (const [domain, name] of known) if (host === domain || host.endsWith(`.${domain}`)) return name;
  return "";
}

/** The user name inside a profile URL ("https://github.com/jane" → "jane"). */
export function usernameOfUrl(url: string): string {
  const path = /^(?:https?:\/\/)?[^/\s]+\/(.*)$/i.exec(url.trim())?.[1] ?? "";
  const parts = path.split(/[/?#]/).filter(Boolean);
  const skip = new Set(["in", "u", "users", "user", "company", "pub"]);
  const name = parts.find((p) => !skip.has(p.toLowerCase()));
  return name ? shortText(decodeURIComponentSafe(name).replace(/^@/, "")) : "";
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** An href for a URL-ish text: "example.com" → "https://example.com"; bounded; "" for non-links. */
export function toHref(value: unknown): string {
  const text = toText(value);
  if (!text || /\s/.test(text)) return "";
  if (/^(https?:|mailto:)/i.test(text)) return clampText(text, bounds.href);
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text))
    return clampText(`https://${text}`, bounds.href);
  return "";
}
