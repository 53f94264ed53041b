/**
 * CSS every template shares. Logical properties only (inline/block, start/end), so one rule set
 * serves Arabic (rtl) and English (ltr). Theme values arrive as custom properties set on the
 * root by themeVariables(); templates override the `--sira-*` hooks and add their own rules.
 */
export const baseCss = `
.sira-root {
  --sira-accent: var(--sira-primary);
  --sira-ink: var(--sira-text);
  --sira-muted: color-mix(in srgb, var(--sira-ink) 68%, transparent);
  --sira-tint: color-mix(in srgb, var(--sira-primary) 8%, var(--sira-bg));
  --sira-rule: color-mix(in srgb, var(--sira-accent) 35%, transparent);
  --sira-on-primary: #ffffff;
  --sira-sidebar-w: 32%;
  --sira-sidebar-bg: transparent;
  --sira-gap: 24px;
  --sira-mark-h: 6px;
  --sira-mark-radius: 3px;
  color: var(--sira-ink);
  font-family: var(--sira-font);
  font-size: var(--sira-size);
  /* --sira-lh-scale tightens the resume's line height (never below 1.25, or the user's own
     when lower); --sira-space its gaps between sections, items and titles. Both are set only by
     paginate() through data-tight, when that saves a nearly empty last page. */
  line-height: max(min(var(--sira-lh), 1.25), calc(var(--sira-lh) * var(--sira-lh-scale, 1)));
  text-align: start;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
  overflow-wrap: break-word;
}
.sira-root[data-kerning="none"] { font-kerning: none; }
.sira-root[data-tight="1"] { --sira-lh-scale: 0.94; --sira-space: 0.8; }
.sira-root[data-tight="2"] { --sira-lh-scale: 0.88; --sira-space: 0.65; }
.sira-root[data-tight="3"] { --sira-lh-scale: 0.83; --sira-space: 0.5; }
.sira-root *, .sira-root *::before, .sira-root *::after { box-sizing: border-box; }
.sira-root h1, .sira-root h2, .sira-root h3, .sira-root p, .sira-root ul, .sira-root ol { margin: 0; }
.sira-root h1, .sira-root h2, .sira-root h3 { font-size: inherit; font-weight: 700; }
.sira-root a { color: inherit; text-decoration-line: var(--sira-link-decoration); text-underline-offset: 0.15em; }
.sira-source { display: none; }

.sira-pages { display: flex; flex-direction: column; align-items: center; gap: var(--sira-page-gap, 16px); }
.sira-page {
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: var(--sira-page-w);
  block-size: var(--sira-page-h);
  overflow: hidden;
  background: var(--sira-bg);
  break-after: page;
  break-inside: avoid;
}
.sira-page:last-child { break-after: auto; }
.sira-page-top { flex: none; padding: var(--sira-margin) var(--sira-margin) 0; }
.sira-page-top:empty { display: none; }
.sira-page-body {
  flex: 1 1 auto;
  min-block-size: 0;
  display: grid;
  grid-template-rows: minmax(0, 1fr);
  grid-template-columns: minmax(0, 1fr);
}
.sira-root[data-sidebar="start"] .sira-page-body { grid-template-columns: var(--sira-sidebar-w) minmax(0, 1fr); }
.sira-root[data-sidebar="start"] .sira-col-sidebar { grid-column: 1; grid-row: 1; }
.sira-root[data-sidebar="start"] .sira-col-main { grid-column: 2; grid-row: 1; }
.sira-root[data-sidebar="end"] .sira-page-body { grid-template-columns: minmax(0, 1fr) var(--sira-sidebar-w); }
.sira-root[data-sidebar="end"] .sira-col-main { grid-column: 1; grid-row: 1; }
.sira-root[data-sidebar="end"] .sira-col-sidebar { grid-column: 2; grid-row: 1; }
.sira-col { min-block-size: 0; overflow: hidden; padding: var(--sira-margin); }
.sira-root[data-sidebar="start"] .sira-col-main { padding-inline-start: calc(var(--sira-gap) / 2); }
.sira-root[data-sidebar="start"] .sira-col-sidebar { padding-inline-end: calc(var(--sira-gap) / 2); }
.sira-root[data-sidebar="end"] .sira-col-main { padding-inline-end: calc(var(--sira-gap) / 2); }
.sira-root[data-sidebar="end"] .sira-col-sidebar { padding-inline-start: calc(var(--sira-gap) / 2); }
.sira-col-sidebar { background: var(--sira-sidebar-bg); }
.sira-page-top + .sira-page-body .sira-col { padding-block-start: calc(var(--sira-margin) * 0.75 + 4px); }
.sira-root[data-page-numbers="true"] .sira-col { padding-block-end: calc(var(--sira-margin) + 18px); }
.sira-flow { display: flow-root; }
.sira-page-number {
  position: absolute;
  inset-inline: 0;
  inset-block-end: max(6px, calc(var(--sira-margin) / 2));
  text-align: center;
  font-size: 0.75em;
  line-height: 1;
  color: var(--sira-muted);
  direction: ltr;
  unicode-bidi: isolate;
}

.sira-icon { inline-size: 1em; block-size: 1em; flex: none; fill: currentColor; vertical-align: -0.125em; }
.sira-root[data-hide-icons="true"] .sira-icon { display: none; }

.sira-header { display: flex; align-items: center; gap: 1em; }
.sira-header-text { min-inline-size: 0; flex: 1 1 auto; }
.sira-picture { display: block; flex: none; object-fit: cover; }
.sira-picture-border { border: 3px solid var(--sira-accent); }
.sira-picture-grayscale { filter: grayscale(100%); }
.sira-root .sira-name { font-size: 2em; line-height: 1.2; }
.sira-headline { font-size: 1.05em; margin-block-start: 0.15em; }
.sira-contacts {
  list-style: none;
  padding: 0;
  margin-block-start: 0.5em;
  display: flex;
  flex-wrap: wrap;
  gap: 0.2em 1.1em;
  font-size: 0.9em;
}
.sira-contact { display: inline-flex; align-items: center; gap: 0.4em; }
.sira-contact .sira-icon { color: var(--sira-accent); }
.sira-contact-label { color: var(--sira-muted); }
/* Personal block (issue 40): details reuse the contacts' look; the top line sits under the headline. */
.sira-personal { margin-block-start: 0.25em; }
.sira-personal-top { font-size: 0.95em; margin-block-start: 0.2em; }
.sira-personal-sep { color: var(--sira-muted); }
.sira-col-sidebar .sira-header { flex-direction: column; align-items: flex-start; }
.sira-col-sidebar .sira-contacts { flex-direction: column; }
/* In a sidebar the header text takes the sidebar's width, never its longest line's (a column
   flexbox that centres or starts its items would let a long English name or e-mail overflow). */
.sira-col-sidebar .sira-header-text { align-self: stretch; max-inline-size: 100%; overflow-wrap: break-word; }
.sira-col-sidebar .sira-contact { max-inline-size: 100%; min-inline-size: 0; }
/* An e-mail, phone or link stays on one line (extractors read a wrapped one wrong): paginate's
   fitHeaderRuns sets one too wide for the sidebar smaller; one still too wide at 0.6 of its size
   wraps rather than clips. */
.sira-col-sidebar .sira-contact bdi[dir="ltr"] { white-space: normal; overflow-wrap: anywhere; }
.sira-col-sidebar .sira-contact bdi[data-fit] { white-space: nowrap; }

.sira-flow > * + * { margin-block-start: calc(0.9em * var(--sira-space, 1)); }
.sira-section-title {
  font-size: 1.1em;
  color: var(--sira-accent);
  /* The rule under a title keeps some room from the tall Arabic letters below it at every step. */
  margin-block-end: calc(0.5em * max(0.7, var(--sira-space, 1)));
  padding-block-end: 0.15em;
  border-block-end: 1px solid var(--sira-rule);
}
.sira-items {
  display: grid;
  grid-template-columns: repeat(var(--sira-cols, 1), minmax(0, 1fr));
  gap: calc(0.65em * var(--sira-space, 1)) 1.25em;
}
.sira-col-sidebar .sira-items { grid-template-columns: minmax(0, 1fr); }
.sira-item-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 0.75em; }
.sira-item-main { min-inline-size: 0; }
.sira-item-meta { flex: none; max-inline-size: 45%; text-align: end; font-size: 0.9em; }
.sira-item-date { font-weight: 700; }
.sira-item-location, .sira-item-score, .sira-item-description { color: var(--sira-muted); }
.sira-item-subtitle { font-size: 0.95em; }
.sira-col-sidebar .sira-item-head, .sira-items:not([data-cols="1"]) .sira-item-head { display: block; }
.sira-items:not([data-cols="1"]) .sira-item-meta { max-inline-size: none; text-align: start; }
.sira-col-sidebar .sira-item-meta { max-inline-size: none; text-align: start; }
.sira-item-url { display: inline-block; font-size: 0.9em; margin-block-start: 0.1em; }
.sira-rich { margin-block-start: 0.25em; }
/* Phones, e-mails, URLs and handles never wrap (a wrap at a hyphen loses it in extracted text). */
.sira-page bdi[dir="ltr"], .sira-profile .sira-item-title, .sira-nowrap { white-space: nowrap; }
.sira-section-summary .sira-rich { margin-block-start: 0; }
.sira-rich p + p, .sira-rich p + ul, .sira-rich ul + p { margin-block-start: 0.3em; }
.sira-rich ul, .sira-rich ol { padding-inline-start: 1.2em; }
/* A text bullet rather than a drawn disc, so "•" reaches the PDF text layer (ATS and import read it). */
.sira-rich ul { list-style-type: "•  "; }
.sira-rich li { margin-block: 0.1em; }
.sira-rich li::marker { color: var(--sira-accent); }
.sira-rich h1, .sira-rich h2, .sira-rich h3, .sira-rich h4 { font-size: 1em; margin-block: 0.3em 0.1em; }
.sira-rich blockquote { margin: 0.3em 0; padding-inline-start: 0.75em; border-inline-start: 2px solid var(--sira-rule); }
.sira-keywords { list-style: none; padding: 0; margin-block-start: 0.35em; display: flex; flex-wrap: wrap; gap: 0.3em; }
.sira-keyword {
  font-size: 0.82em;
  line-height: 1.5;
  padding-inline: 0.55em;
  border-radius: 999px;
  background: color-mix(in srgb, var(--sira-accent) 12%, transparent);
}
/* A Latin label in an Arabic resume: its line trimmed to the capitals and the baseline, and the
   pill's height given back as equal padding, so the label sits in the middle like an Arabic one. */
.sira-root[dir="rtl"] .sira-keyword[data-latin] {
  text-box: trim-both cap alphabetic;
  padding-block: calc((1.5em - 1cap) / 2);
}
.sira-rating { display: flex; gap: 4px; inline-size: 128px; max-inline-size: 100%; margin-block-start: 0.3em; }
.sira-rating-mark {
  flex: 1 1 0;
  block-size: var(--sira-mark-h);
  border-radius: var(--sira-mark-radius);
  background: color-mix(in srgb, var(--sira-accent) 22%, transparent);
}
.sira-rating-mark[data-filled] { background: var(--sira-accent); }
.sira-rating + .sira-keywords { margin-block-start: 0.45em; }
.sira-section-profiles .sira-items { grid-template-columns: repeat(auto-fill, minmax(11em, 1fr)); gap: 0.4em 1em; }
.sira-col-sidebar .sira-section-profiles .sira-items { grid-template-columns: minmax(0, 1fr); }
.sira-profile { display: flex; align-items: center; gap: 0.5em; }
.sira-profile .sira-icon { inline-size: 1.25em; block-size: 1.25em; color: var(--sira-accent); }
.sira-profile .sira-item-title { font-weight: 700; }
.sira-profile .sira-item-subtitle { font-size: 0.85em; color: var(--sira-muted); }

/* A sidebar in the primary colour: light text and marks. */
.sira-dark-sidebar .sira-col-sidebar {
  --sira-ink: var(--sira-on-primary);
  --sira-accent: var(--sira-on-primary);
  --sira-muted: color-mix(in srgb, var(--sira-on-primary) 80%, transparent);
  --sira-rule: color-mix(in srgb, var(--sira-on-primary) 45%, transparent);
  color: var(--sira-ink);
}

@media print {
  .sira-pages { gap: 0; }
}
`;

/** Styles of the standalone printed document around the root. */
export function printDocumentCss(width: number, height: number): string {
  return `@page { size: ${width}mm ${height}mm; margin: 0; }
html, body { margin: 0; padding: 0; background: #ffffff; }
body { --sira-page-gap: 0px; }`;
}
