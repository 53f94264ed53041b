import type { TemplateSpec } from "./spec";

/**
 * Leafish (mirrored): a tinted full-bleed header band with the name in primary; a plain sidebar
 * at the inline end (left in Arabic) behind a hairline; titles underlined by a short primary bar.
 */
export const leafish: TemplateSpec = {
  id: "leafish",
  sidebar: "end",
  header: "top",
  css: `
.sira-t-leafish { --sira-sidebar-w: 32%; }
.sira-t-leafish .sira-page-top { padding: 0; }
.sira-t-leafish .sira-page-top .sira-header {
  background: var(--sira-tint);
  padding: calc(var(--sira-margin) + 4px) var(--sira-margin);
  border-block-end: 1px solid var(--sira-rule);
}
.sira-t-leafish .sira-name { color: var(--sira-primary); font-size: 2.1em; }
.sira-t-leafish .sira-col-sidebar { border-inline-start: 1px solid color-mix(in srgb, var(--sira-ink) 14%, transparent); }
.sira-t-leafish .sira-section-title { border: 0; padding: 0; }
.sira-t-leafish .sira-section-title::after {
  content: "";
  display: block;
  inline-size: 2.5em;
  block-size: 3px;
  margin-block-start: 0.2em;
  border-radius: 2px;
  background: var(--sira-primary);
}
`,
};
