import { inflateWithinBudget, isZlibHeader } from "../inflate";

/**
 * How many bytes the Flate streams of one PDF may expand to, all together (images excluded: text
 * extraction never decodes them). A resume's fonts and page contents take a few MB; a Flate bomb
 * (an 8 MB upload that inflates to gigabytes) stops here, counted while inflating.
 */
export const pdfInflateBudgetBytes = 64 * 1024 * 1024;

const streamStart = /(?<!end)stream(?:\r\n|\n|\r)/g;

/**
 * Inflate every Flate-encoded stream of the PDF (each layer of a `[/FlateDecode /FlateDecode]`
 * chain too) within one shared byte budget, before pdf.js sees the file: pdf.js itself inflates
 * without a limit. Answers false as soon as the output passes `budget`. Streams that do not inflate
 * (broken, another filter) are left for pdf.js to judge.
 */
export function pdfInflatesWithinBudget(bytes: Uint8Array, budget = pdfInflateBudgetBytes): boolean {
  const text = new TextDecoder("latin1").decode(bytes);
  let left = budget;
  let previousEnd = 0;
  streamStart.lastIndex = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const start = match.index + match[0].length;
    const endAt = text.indexOf("endstream", start);
    const end = endAt < 0 ? text.length : endAt;
    const dictionary = text.slice(Math.max(previousEnd, match.index - 4096), match.index);
    previousEnd = end;
    streamStart.lastIndex = end;
    const dictStart = dictionary.lastIndexOf("obj");
    const dict = dictStart < 0 ? dictionary : dictionary.slice(dictStart);
    if (/\/Subtype\s*\/Image\b/.test(dict)) continue;
    const layers = (dict.match(/\/(?:FlateDecode|Fl)\b/g) ?? []).length;
    let data = bytes.subarray(start, end);
    for (let layer = 0; layer < layers; layer++) {
      const raw = isZlibHeader(data[0], data[1]) ? data.subarray(2) : data;
      const inflated = inflateWithinBudget(raw, left);
      if (!inflated.ok) return false;
      left -= inflated.bytes.byteLength;
      data = inflated.bytes;
      if (!inflated.complete && inflated.bytes.byteLength === 0) break;
    }
  }
  return true;
}
