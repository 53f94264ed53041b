import type { TemplateSpec } from "./spec";

/**
 * Glalie: a tinted sidebar at the inline start carries a centred header (picture, name in the
 * primary colour, contacts in a bordered card); section titles are framed, square rating marks.
 */
export const glalie: TemplateSpec = {
  id: "glalie",
  sidebar: "start",
  header: "sidebar",
  css: `
.sira-t-glalie { --sira-sidebar-bg: color-mix(in srgb, var(--sira-primary) 12%, var(--sira-bg)); --sira-sidebar-w: 32%; --sira-mark-radius: 0; --sira-mark-h: 8px; }
.sira-t-glalie .sira-col-sidebar .sira-header { align-items: center; text-align: center; }
.sira-t-glalie .sira-name { color: var(--sira-primary); font-size: 1.7em; }
.sira-t-glalie .sira-col-sidebar .sira-contacts {
  align-items: flex-start;
  text-align: start;
  padding: 0.6em 0.5em;
  border: 1px solid var(--sira-rule);
  border-radius: 4px;
  inline-size: 100%;
}
.sira-t-glalie .sira-section-title {
  border: 1px solid var(--sira-rule);
  border-inline-start: 4px solid var(--sira-primary);
  padding: 0.1em 0.6em;
  border-radius: 2px;
}
`,
};
