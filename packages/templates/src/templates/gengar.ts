import type { TemplateSpec } from "./spec";

/**
 * Gengar: the sidebar at the inline start is solid primary colour and carries the header
 * (picture, name, contacts in white); the summary sits in a tinted panel atop the main column.
 */
export const gengar: TemplateSpec = {
  id: "gengar",
  sidebar: "start",
  darkSidebar: true,
  header: "sidebar",
  css: `
.sira-t-gengar { --sira-sidebar-bg: var(--sira-primary); --sira-sidebar-w: 32%; }
.sira-t-gengar .sira-col-sidebar .sira-header { padding-block-end: 0.9em; border-block-end: 1px solid var(--sira-rule); }
.sira-t-gengar .sira-col-sidebar .sira-name { font-size: 1.7em; }
.sira-t-gengar .sira-section-title { border: 0; padding: 0; }
.sira-t-gengar .sira-col-main .sira-section-title { border-block-end: 2px solid var(--sira-rule); padding-block-end: 0.15em; }
.sira-t-gengar .sira-col-main .sira-section-summary {
  background: var(--sira-tint);
  margin-inline: calc(var(--sira-gap) / -2) calc(var(--sira-margin) * -1);
  padding: 0.9em calc(var(--sira-margin)) 0.9em calc(var(--sira-gap) / 2);
}
.sira-t-gengar .sira-col-main .sira-flow > .sira-section-summary:first-child { margin-block-start: calc(var(--sira-margin) * -1); }
.sira-t-gengar .sira-col-sidebar .sira-keyword { background: color-mix(in srgb, var(--sira-on-primary) 18%, transparent); }
`,
};
