// The text → resume pipeline, stage by stage, and the module each stage is (each with its tests):
//
//   normalise   pipeline/normalise.ts (+ normalise-arabic.ts, word-list.ts): control marks, presentation
//               forms, Arabic extraction damage (unmapped glyphs filled from the word list), lost
//               range dashes, date ranges in visual order
//   lines       pipeline/running-lines.ts: running headers and footers out; parse-resume-text.ts
//               joinWrappedLines: wrapped e-mails and date ranges joined
//   blocks      pipeline/personal-rows.ts: label/value personal rows out (customFields)
//   sections    parse-resume-text.ts splitSections + resume-patterns.ts headings
//   basics      pdf/resume-text/basics.ts: name, title under it, contacts, links
//   experience  pdf/resume-text/experience.ts, entries.ts, stacked-entries.ts
//   education   pdf/resume-text/education.ts
//   lists       pdf/resume-text/list-sections.ts, list-entries.ts: skills, languages, certificates…
//
// Formats (formats/<id>/) read a file into positioned lines; parseDocument (parse-document.ts)
// runs these stages on them.

/** The stages of the text pipeline, in order. */
export const textPipelineStages = [
  "normalise",
  "lines",
  "blocks",
  "sections",
  "basics",
  "experience",
  "education",
  "lists",
] as const;
export type TextPipelineStage = (typeof textPipelineStages)[number];
