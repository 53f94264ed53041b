import type { TemplateSpec } from "./spec";

/**
 * Pikachu: the header is a rounded primary card with white text atop the main column; a plain
 * sidebar at the inline start with primary-underlined titles; rounded pill keywords.
 */
export const pikachu: TemplateSpec = {
  id: "pikachu",
  sidebar: "start",
  header: "main",
  css: `
.sira-t-pikachu { --sira-sidebar-w: 30%; }
.sira-t-pikachu .sira-col-main .sira-header {
  background: var(--sira-primary);
  color: var(--sira-on-primary);
  border-radius: 10px;
  padding: 1em 1.2em;
  --sira-accent: var(--sira-on-primary);
  --sira-muted: color-mix(in srgb, var(--sira-on-primary) 85%, transparent);
}
.sira-t-pikachu .sira-header .sira-picture { border: 3px solid var(--sira-on-primary); }
.sira-t-pikachu .sira-section-title { border-block-end: 2px solid var(--sira-primary); }
.sira-t-pikachu .sira-col-main .sira-section-title { color: var(--sira-ink); }
.sira-t-pikachu .sira-keyword { background: none; border: 1px solid var(--sira-rule); }
`,
};
