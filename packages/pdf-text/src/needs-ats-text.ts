import { baseCss, type ResumeParts, templates } from "@sira/templates";

/**
 * Characters that make Chromium write right-to-left runs (`/ReversedChars`) or ligature glyphs
 * `prepareForAts` rewrites: Hebrew and Arabic letters, marks and presentation forms. A CSS
 * escape of one (`content: "\\0627"` in custom CSS) counts too.
 */
const rtlText =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]|\\0*(?:5[9a-f]|[6-8][0-9a-f]|f[b-e][0-9a-f])[0-9a-f](?![0-9a-f])/i;

/** The CSS our templates bring (the Arabic comma onyx draws between keywords in Arabic resumes). */
const ownCss = [baseCss, ...Object.values(templates).map((template) => template.css)].filter(Boolean);

/**
 * Whether a printed document can hold anything `prepareForAts` rewrites: a right-to-left resume,
 * or right-to-left text in its markup or in the user's own CSS (generated content). Without it
 * (an English resume) Chromium writes no reversed run and no Arabic ligature, so the PDF is
 * left as printed without opening it: a regex over the markup instead of a MuPDF parse.
 */
export function needsAtsText(parts: Pick<ResumeParts, "dir" | "css" | "body">): boolean {
  if (parts.dir === "rtl" || rtlText.test(parts.body)) return true;
  let css = parts.css;
  for (const own of ownCss) css = css.replace(own, "");
  return rtlText.test(css);
}
