import type { TemplateSpec } from "./spec";

/**
 * Kakuna (single column): everything centred: header, and section titles framed by rules on
 * both sides; item headings centred over start-aligned text; round rating dots.
 */
export const kakuna: TemplateSpec = {
  id: "kakuna",
  sidebar: "none",
  header: "top",
  wideSections: ["skills", "languages", "interests"],
  css: `
.sira-t-kakuna .sira-header { flex-direction: column; text-align: center; gap: 0.5em; }
.sira-t-kakuna .sira-contacts { justify-content: center; }
.sira-t-kakuna .sira-headline { color: var(--sira-primary); }
.sira-t-kakuna .sira-section-title {
  border: 0;
  padding: 0;
  display: flex;
  align-items: center;
  gap: 0.75em;
  text-align: center;
}
.sira-t-kakuna .sira-section-title::before, .sira-t-kakuna .sira-section-title::after {
  content: "";
  flex: 1 1 0;
  border-block-start: 1px solid var(--sira-rule);
}
.sira-t-kakuna .sira-item-head { display: block; text-align: center; }
.sira-t-kakuna .sira-item-meta { max-inline-size: none; text-align: center; }
.sira-t-kakuna .sira-item-meta > div { display: inline; }
.sira-t-kakuna .sira-item-meta > div + div::before { content: " · "; color: var(--sira-muted); }
.sira-t-kakuna .sira-item { text-align: center; }
.sira-t-kakuna .sira-rich { text-align: start; }
.sira-t-kakuna .sira-keywords, .sira-t-kakuna .sira-section-profiles .sira-items { justify-content: center; }
.sira-t-kakuna .sira-rating { margin-inline: auto; --sira-mark-h: 10px; }
.sira-t-kakuna .sira-rating-mark { flex: 0 0 auto; inline-size: 10px; border-radius: 50%; }
.sira-t-kakuna .sira-rating { justify-content: space-between; }
.sira-t-kakuna .sira-profile { justify-content: center; }
`,
};
