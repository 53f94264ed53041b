import type { TemplateSpec } from "./spec";

/**
 * Rhyhorn (single column): compact header with contacts on one line separated by dots and
 * the picture at the end; titles followed by a full-width rule; skills and languages in two columns.
 */
export const rhyhorn: TemplateSpec = {
  id: "rhyhorn",
  sidebar: "none",
  header: "top",
  wideSections: ["skills", "languages", "interests"],
  css: `
.sira-t-rhyhorn .sira-header { flex-direction: row-reverse; justify-content: space-between; }
.sira-t-rhyhorn .sira-headline { color: var(--sira-primary); }
.sira-t-rhyhorn .sira-contacts { gap: 0.2em 0; }
/* The dot ends the contact before it, so a wrapped line never starts with one. */
.sira-t-rhyhorn .sira-contact:not(:last-child)::after { content: "•"; color: var(--sira-primary); margin-inline: 0.2em 0.6em; }
.sira-t-rhyhorn .sira-section-title { border: 0; padding: 0; display: flex; align-items: center; gap: 0.75em; }
.sira-t-rhyhorn .sira-section-title::after { content: ""; flex: 1 1 0; border-block-start: 2px solid var(--sira-rule); }
.sira-t-rhyhorn .sira-flow > * + * { margin-block-start: calc(0.9em * var(--sira-space, 1)); }
`,
};
