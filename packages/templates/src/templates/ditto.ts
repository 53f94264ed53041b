import type { TemplateSpec } from "./spec";

/**
 * Ditto: a full-bleed primary band across the top holds the white header; a plain sidebar at
 * the inline start below it; section titles in bold primary with a short accent bar.
 */
export const ditto: TemplateSpec = {
  id: "ditto",
  sidebar: "start",
  header: "top",
  css: `
.sira-t-ditto { --sira-sidebar-w: 31%; }
.sira-t-ditto .sira-page-top { padding: 0; }
.sira-t-ditto .sira-page-top .sira-header {
  background: var(--sira-primary);
  color: var(--sira-on-primary);
  padding: calc(var(--sira-margin) + 6px) var(--sira-margin);
  --sira-accent: var(--sira-on-primary);
  --sira-muted: color-mix(in srgb, var(--sira-on-primary) 85%, transparent);
}
.sira-t-ditto .sira-picture { border: 3px solid var(--sira-on-primary); }
.sira-t-ditto .sira-name { font-size: 2.2em; }
.sira-t-ditto .sira-section-title { border: 0; padding: 0; display: flex; align-items: center; gap: 0.5em; }
.sira-t-ditto .sira-section-title::before {
  content: "";
  inline-size: 0.35em;
  block-size: 1.1em;
  border-radius: 2px;
  background: var(--sira-primary);
}
.sira-t-ditto .sira-col-sidebar { border-inline-end: 1px solid color-mix(in srgb, var(--sira-ink) 12%, transparent); }
`,
};
