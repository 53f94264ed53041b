import type { TemplateSpec } from "./spec";

/**
 * Bronzor (single column): centred header; every section is a two-part row with its title in a
 * narrow column at the inline start and its items beside it; skills and languages in two columns.
 */
export const bronzor: TemplateSpec = {
  id: "bronzor",
  sidebar: "none",
  header: "top",
  wideSections: ["skills", "languages", "interests"],
  css: `
.sira-t-bronzor .sira-header { flex-direction: column; text-align: center; gap: 0.6em; }
.sira-t-bronzor .sira-contacts { justify-content: center; }
.sira-t-bronzor .sira-name { font-size: 2.1em; }
.sira-t-bronzor .sira-headline { color: var(--sira-primary); }
.sira-t-bronzor .sira-section {
  display: grid;
  grid-template-columns: 24% minmax(0, 1fr);
  column-gap: 1.25em;
  padding-block-start: 0.9em;
  border-block-start: 1px solid color-mix(in srgb, var(--sira-ink) 18%, transparent);
}
.sira-t-bronzor .sira-flow > * + * { margin-block-start: calc(0.9em * var(--sira-space, 1)); }
.sira-t-bronzor .sira-section-title { grid-column: 1; border: 0; padding: 0; margin: 0; font-size: 1.05em; }
.sira-t-bronzor .sira-items { grid-column: 2; }
.sira-t-bronzor .sira-section.sira-cont { border-block-start: 0; padding-block-start: 0; }
.sira-t-bronzor[lang="en"] .sira-section-title { text-transform: uppercase; letter-spacing: 0.05em; font-size: 0.95em; }
.sira-t-bronzor .sira-rating-mark { flex: 0 0 auto; inline-size: var(--sira-mark-h); border-radius: 50%; }
.sira-t-bronzor .sira-rating { gap: calc((128px - 5 * var(--sira-mark-h)) / 4); --sira-mark-h: 10px; }
`,
};
