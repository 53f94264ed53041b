import type { TemplateSpec } from "./spec";

/**
 * Nosepass (single column): name at the start with the picture at the end; section titles with
 * a thick primary marker at the inline start; items hang on a timeline line with dots.
 */
export const nosepass: TemplateSpec = {
  id: "nosepass",
  sidebar: "none",
  header: "top",
  wideSections: ["skills", "languages", "interests"],
  css: `
.sira-t-nosepass .sira-header { flex-direction: row-reverse; justify-content: space-between; }
.sira-t-nosepass .sira-name { font-size: 2.2em; }
.sira-t-nosepass .sira-headline { color: var(--sira-primary); font-weight: 700; }
.sira-t-nosepass .sira-section-title {
  border: 0;
  padding: 0.05em 0 0.05em 0;
  padding-inline-start: 0.6em;
  border-inline-start: 5px solid var(--sira-primary);
  color: var(--sira-ink);
}
.sira-t-nosepass .sira-section:not(.sira-section-summary):not(.sira-section-profiles) .sira-items { padding-inline-start: 0.35em; }
.sira-t-nosepass .sira-section:not(.sira-section-summary):not(.sira-section-profiles) .sira-item {
  position: relative;
  padding-inline-start: 1.1em;
  border-inline-start: 2px solid var(--sira-rule);
}
.sira-t-nosepass .sira-section:not(.sira-section-summary):not(.sira-section-profiles) .sira-item::before {
  content: "";
  position: absolute;
  inset-inline-start: -6px;
  inset-block-start: 0.35em;
  inline-size: 10px;
  block-size: 10px;
  border-radius: 50%;
  background: var(--sira-primary);
}
.sira-t-nosepass .sira-item-date { color: var(--sira-primary); }
`,
};
