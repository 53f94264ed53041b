import { useContext } from "react";
import { LogicalRuns } from "./logical-runs";

/** Summary HTML that lib/rich-text.ts has already sanitized. */
export function RichText({ html }: { html: string }) {
  const logical = useContext(LogicalRuns);
  if (!html) return null;
  return (
    <div
      className={logical ? "sira-rich sira-rich-logical" : "sira-rich"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: html comes from sanitizeRichText's allowlist (@sira/html).
      dangerouslySetInnerHTML={{ __html: logical ? logicalWords(html) : html }}
    />
  );
}

/**
 * Sanitized rich text with each word (and each space, one per run of white space) in a span of its own,
 * for the ATS-safe PDF: its CSS makes paragraphs and list items flex containers of those spans,
 * which the browser paints in reading order (see `LogicalRuns`). The sanitizer escapes `<` in
 * text, so every `<` starts a tag.
 */
export function logicalWords(html: string): string {
  return tagsAndTexts(html)
    .map((part) =>
      part.startsWith("<")
        ? part
        : logicalItems(part)
            .map((item) =>
              item.ltr
                ? `<span class="sira-w" dir="ltr">${item.text}</span>`
                : `<span class="sira-w">${item.text}</span>`,
            )
            .join(""),
    )
    .join("");
}

/** Markup split into its tags and the texts between them, in one pass. */
function tagsAndTexts(html: string): string[] {
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) {
      parts.push(html.slice(at));
      break;
    }
    if (open > at) parts.push(html.slice(at, open));
    const close = html.indexOf(">", open);
    const end = close < 0 ? html.length : close + 1;
    parts.push(html.slice(open, end));
    at = end;
  }
  return parts;
}

/**
 * Right-to-left letters and their marks (not Arabic punctuation, digits or signs). Harakat and
 * tanween (U+064B–U+0652) are of the Inherited script: each letter takes the marks after it, or a
 * vocalized word (`مُهَنْدِسًا`) was cut into items and painted as unjoined letters.
 */
const rtlRun = /(?:(?=[\p{Script=Arabic}\p{Script=Hebrew}])[\p{L}\p{M}]\p{M}*)+/u;
const letterOrDigit = /[\p{L}\p{Nd}]/u;

/**
 * A word's pieces as the page shows them: right-to-left letters (with a colon or comma after
 * them) and the rest (Latin words, numbers with their signs, a final period; an Arabic comma
 * apart), so `وSQL`, `المملكة.` and `4567،` are two items each: PDFBox and MuPDF then keep the
 * period after the word.
 */
function pieces(word: string): string[] {
  const out: string[] = [];
  for (const m of word.matchAll(new RegExp(`${rtlRun.source}|(?:(?!${rtlRun.source}).)+`, "gu"))) {
    const last = out.at(-1);
    const piece = m[0];
    // Where trailing Arabic commas and semicolons start.
    let cut = piece.length;
    while (cut > 0 && (piece[cut - 1] === "\u060C" || piece[cut - 1] === "\u061B")) cut--;
    if (last !== undefined && rtlRun.test(last) && /^[:,;\u060C\u061B]+$/u.test(piece))
      out[out.length - 1] += piece;
    // An Arabic comma after a number or a Latin word (`4567،`) stands on its left, as in the
    // paragraph: an item of its own, not the end of a left-to-right item.
    else if (cut > 0 && cut < piece.length) out.push(piece.slice(0, cut), piece.slice(cut));
    else out.push(piece);
  }
  return out;
}

/**
 * A text's flex items in reading order: each piece of a word, each run of white space (as one
 * space), and left-to-right words (`SAP HANA`, `Apache Airflow`, `45٪`) as left-to-right items,
 * consecutive ones joined, so they keep their order on the page and in a PDF reader's
 * left-to-right section.
 */
export function logicalItems(text: string): { text: string; ltr: boolean }[] {
  const tokens = text
    .split(/(\s+)/)
    .filter(Boolean)
    .flatMap((t) => (/^\s+$/.test(t) ? [" "] : pieces(t)));
  // Arabic-Indic numbers are right-to-left numbers: `٩٢٪` shows its sign on the left, as in the paragraph.
  const ltr = (t: string | undefined) =>
    t !== undefined && !rtlRun.test(t) && letterOrDigit.test(t) && !/[\u0660-\u0669\u06F0-\u06F9]/u.test(t);
  const items: { text: string; ltr: boolean }[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (!ltr(t)) {
      items.push({ text: t, ltr: false });
      i++;
      continue;
    }
    let end = i;
    while (tokens[end + 1] === " " && ltr(tokens[end + 2])) end += 2;
    items.push({ text: tokens.slice(i, end + 1).join(""), ltr: true });
    i = end + 1;
  }
  return items;
}
