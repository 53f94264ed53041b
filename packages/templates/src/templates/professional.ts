import type { TemplateSpec } from "./spec";

/**
 * Professional (default): full-width header, name in the primary colour over a thick primary
 * rule; softly tinted sidebar at the inline start (right in Arabic); hairline section titles.
 */
export const professional: TemplateSpec = {
  id: "professional",
  sidebar: "start",
  header: "top",
  css: `
.sira-t-professional { --sira-sidebar-bg: var(--sira-tint); --sira-sidebar-w: 31%; }
.sira-t-professional .sira-page-top .sira-header { padding-block-end: 0.9em; border-block-end: 3px solid var(--sira-primary); }
.sira-t-professional .sira-name { color: var(--sira-primary); }
.sira-t-professional .sira-headline { font-weight: 700; }
.sira-t-professional[lang="en"] .sira-section-title { text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.95em; }
.sira-t-professional .sira-item-subtitle { color: var(--sira-primary); font-weight: 700; }
.sira-t-professional .sira-col-sidebar .sira-item-subtitle { color: inherit; font-weight: 400; }
`,
};
