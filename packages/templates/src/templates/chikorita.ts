import type { TemplateSpec } from "./spec";

/**
 * Chikorita (mirrored): main column first with the header atop it; the sidebar sits at the
 * inline end (left in Arabic) in solid primary colour with white text, full page height.
 */
export const chikorita: TemplateSpec = {
  id: "chikorita",
  sidebar: "end",
  darkSidebar: true,
  header: "main",
  css: `
.sira-t-chikorita { --sira-sidebar-bg: var(--sira-primary); --sira-sidebar-w: 33%; }
.sira-t-chikorita .sira-col-main .sira-header { padding-block-end: 0.6em; }
.sira-t-chikorita .sira-name { color: var(--sira-primary); font-size: 2.2em; }
.sira-t-chikorita .sira-section-title { border: 0; padding: 0; font-size: 1.15em; }
.sira-t-chikorita .sira-col-main .sira-section-title span { border-block-end: 2px solid var(--sira-primary); padding-block-end: 0.1em; }
.sira-t-chikorita .sira-col-sidebar .sira-section-title { border-block-end: 1px solid var(--sira-rule); padding-block-end: 0.2em; }
.sira-t-chikorita .sira-col-sidebar .sira-keyword { background: color-mix(in srgb, var(--sira-on-primary) 18%, transparent); }
.sira-t-chikorita .sira-rating-mark { --sira-mark-radius: 0; }
`,
};
