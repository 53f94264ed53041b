import { type ResumeData, sampleResumeData } from "@sira/schema";

/**
 * The adversarial text shapes of the hostile-text harness: each is cheap for a client to send and
 * was, on some path, super-linear for the server (a tag-stripping regex scans to the end of the
 * text from every `<`; a recursive walk follows every level of nesting).
 */
export const textShapes = {
  /** `<a<a<a…`: an opening tag that never closes, repeated (the `/<[^>]*>/g` worst case). */
  tagRun: (length: number) => "<a".repeat(Math.ceil(length / 2)).slice(0, length),
  /** `<<<<…`: every character starts a tag. */
  ltRun: (length: number) => "<".repeat(length),
  /** `<b><b><b>…`: nesting as deep as the text allows. */
  deepTags: (length: number) => "<b>".repeat(Math.ceil(length / 3)).slice(0, length),
  /** An attribute quote that never closes. */
  openQuote: (length: number) => `<a href="${"x".repeat(Math.max(0, length - 10))}`,
  /** An HTML comment that never closes, full of tag starts. */
  openComment: (length: number) => `<!--${"<a".repeat(Math.ceil(length / 2))}`.slice(0, length),
} as const;

export type TextShape = keyof typeof textShapes;

/** `[[[…]]]` nested `depth` levels: valid JSON that a recursive walk follows to the bottom. */
export const nestedJson = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/** An array of `count` zeros: valid JSON that is cheap to send and costly to walk. */
export const wideJson = (count: number) => `[${"0,".repeat(count - 1)}0]`;

/**
 * A resume whose every rich-text field (the summary and each item's summary, 50 fields in all)
 * holds one hostile shape at the schema's longest length, so every reader of a stored resume
 * (exports, the public page, twins, matching, the ATS view, alerts) meets it.
 */
export function hostileResume(shape: TextShape, fieldLength = 20_000, fields = 50): ResumeData {
  const data = sampleResumeData("en");
  const text = textShapes[shape](fieldLength);
  data.sections.summary.content = text;
  const experience = data.sections.experience.items[0];
  if (!experience) throw new Error("the sample resume has an experience item");
  data.sections.experience.items = Array.from({ length: fields - 1 }, (_, i) => ({
    ...experience,
    id: `hostile-${i}`,
    summary: text,
  }));
  return data;
}

/** The bytes of an SVG file that says it is a PNG: `data:image/png;base64,` of nested `<use>`. */
export function svgAsPngDataUrl(): string {
  const uses = Array.from(
    { length: 12 },
    (_, i) => `<g id="g${i + 1}">${`<use href="#g${i}"/>`.repeat(10)}</g>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><defs><rect id="g0" width="1" height="1"/>${uses.join("")}</defs><use href="#g12"/></svg>`;
  return `data:image/png;base64,${Buffer.from(svg).toString("base64")}`;
}
