import type { TemplateSpec } from "./spec";

/**
 * Onyx (single column): classic and dense: picture at the start of the header, the name in
 * primary, a primary rule under the header; bold primary titles; keywords as a plain list.
 */
export const onyx: TemplateSpec = {
  id: "onyx",
  sidebar: "none",
  header: "top",
  wideSections: ["skills", "languages", "interests"],
  css: `
.sira-t-onyx .sira-page-top .sira-header { padding-block-end: 0.8em; border-block-end: 2px solid var(--sira-primary); }
.sira-t-onyx .sira-name { color: var(--sira-primary); }
.sira-t-onyx .sira-section-title { border: 0; padding: 0; margin-block-end: 0.35em; }
.sira-t-onyx[lang="en"] .sira-section-title { text-transform: uppercase; letter-spacing: 0.04em; }
.sira-t-onyx .sira-flow > * + * { margin-block-start: calc(0.9em * var(--sira-space, 1)); }
.sira-t-onyx .sira-keywords { gap: 0; }
.sira-t-onyx .sira-keyword { background: none; padding: 0; border-radius: 0; font-size: 0.9em; color: var(--sira-muted); }
.sira-t-onyx[dir="rtl"] .sira-keyword[data-latin] { text-box: normal; padding-block: 0; }
.sira-t-onyx .sira-keyword + .sira-keyword::before { content: "، "; }
.sira-t-onyx[lang="en"] .sira-keyword + .sira-keyword::before { content: ", "; }
.sira-t-onyx .sira-rating-mark { --sira-mark-radius: 0; }
`,
};
