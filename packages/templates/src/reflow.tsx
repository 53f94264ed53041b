import {
  migratePersonalFields,
  type ResumeData,
  resumePersonalLines,
  splitPersonalLines,
} from "@sira/schema";
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Header } from "./components/header";
import { LogicalRuns } from "./components/logical-runs";
import { Section } from "./components/section";
import { customCss, templateCss } from "./document";
import { documentIdentity, type ResumeParts } from "./html";
import { buildSegments } from "./lib/model";
import { pageSizeOf, rootAttributes, themeVariables } from "./lib/theme";
import { templateSpec } from "./templates";

/**
 * The reflowed resume (issue 36): the same header and sections as the template's pages, from
 * the same model (hidden sections and items, the personal block's visibility, section names in
 * the resume's language), in the template's CSS (colours, fonts, direction, its header and
 * sidebar looks), but as one column that follows the screen's width instead of a page box. The
 * public page shows it on a phone. Text is 16 px; e-mails and URLs wrap anywhere, so nothing
 * scrolls sideways.
 *
 * The template's CSS styles blocks by where they sit on a page (`.sira-page-top`, `.sira-col-main`,
 * `.sira-col-sidebar`): the reflow gives the header and each run of sections the same classes,
 * so a sidebar keeps its background and light text, a header its card, stacked one after another.
 */
export function ReflowDocument({
  data: given,
  assetBase,
  print = false,
}: {
  data: ResumeData;
  assetBase?: string;
  /** The ATS-safe PDF's page (`renderAtsSafeParts`): the resume's own type size, not the phone's. */
  print?: boolean;
}) {
  const data = migratePersonalFields(given);
  const personal = splitPersonalLines(data.personal, resumePersonalLines(data));
  const spec = templateSpec(data.metadata.template);
  const segments = buildSegments(data, spec);
  const headerPlace = spec.sidebar === "none" && spec.header !== "top" ? "main" : spec.header;
  const headerClass =
    headerPlace === "top"
      ? "sira-page-top"
      : headerPlace === "sidebar"
        ? "sira-col-sidebar"
        : "sira-col-main";
  const classes = ["sira-root", `sira-t-${spec.id}`, "sira-reflow"];
  if (spec.darkSidebar) classes.push("sira-dark-sidebar");
  return (
    <div
      className={classes.join(" ")}
      data-template={spec.id}
      data-sira-reflow=""
      style={{ ...themeVariables(data), ...(print ? printVariables : reflowVariables) } as CSSProperties}
      {...rootAttributes(data)}
    >
      <div className={`${headerClass} sira-reflow-block sira-reflow-head`}>
        <Header
          basics={data.basics}
          language={data.metadata.language}
          assetBase={assetBase}
          personal={personal}
        />
      </div>
      {segments.flatMap((segment, i) => [
        segment.main.length > 0 && (
          <div key={`main-${i}`} className="sira-col-main sira-flow sira-reflow-block">
            {segment.main.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </div>
        ),
        segment.sidebar.length > 0 && (
          <div key={`sidebar-${i}`} className="sira-col-sidebar sira-flow sira-reflow-block">
            {segment.sidebar.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </div>
        ),
      ])}
    </div>
  );
}

/**
 * The reflow's own type scale, in place of the resume's printed size and line height (which
 * themeVariables sets on the root, so it is set there too): body text 16 px on a phone.
 */
const reflowVariables = {
  "--sira-size": "16px",
  "--sira-lh": "1.55",
  // A block's padding: templates that bleed a panel to a column's edge (gengar's summary) use them.
  "--sira-margin": "16px",
  "--sira-gap": "32px",
};

/** The ATS-safe PDF keeps the resume's size, line height and margin; only the gap is the reflow's. */
const printVariables = { "--sira-gap": "24px" };

/**
 * CSS of the reflowed resume on top of the template's: body text 16 px, headings in proportion,
 * one column, every line wrapping inside the screen. Scoped to `.sira-reflow`.
 */
export const reflowCss = `
.sira-root.sira-reflow {
  background: var(--sira-bg);
  overflow-wrap: anywhere;
  word-break: normal;
}
.sira-reflow .sira-reflow-block { padding: 20px var(--sira-margin); }
.sira-reflow .sira-reflow-block + .sira-reflow-block.sira-col-main { padding-block-start: 4px; }
.sira-reflow .sira-page-top .sira-header { padding-block-end: 0.8em; }
.sira-reflow .sira-header { flex-wrap: wrap; align-items: flex-start; }
.sira-reflow .sira-name { font-size: 1.75em; line-height: 1.25; }
.sira-reflow .sira-headline { font-size: 1.1em; }
.sira-reflow .sira-contacts { flex-direction: column; gap: 0; font-size: 1em; }
.sira-reflow .sira-contact { min-block-size: 2.25em; max-inline-size: 100%; min-inline-size: 0; }
.sira-reflow .sira-contact a { display: inline-block; padding-block: 0.3em; }
.sira-reflow .sira-section-title { font-size: 1.25em; }
.sira-reflow .sira-items { grid-template-columns: minmax(0, 1fr); gap: 1em; }
.sira-reflow .sira-section-profiles .sira-items { grid-template-columns: minmax(0, 1fr); }
.sira-reflow .sira-item-head { display: block; }
.sira-reflow .sira-item-meta { max-inline-size: none; text-align: start; font-size: 0.9375em; }
.sira-reflow .sira-item-url { display: inline-block; padding-block: 0.35em; font-size: 0.9375em; }
.sira-reflow .sira-keyword { font-size: 0.875em; line-height: 1.75; }
.sira-reflow .sira-profile { min-block-size: 2.75em; }
.sira-reflow .sira-profile .sira-item-subtitle { font-size: 0.875em; }
/* Nothing keeps a line wider than the screen: e-mails, phones, URLs and long names wrap. */
.sira-reflow bdi[dir="ltr"], .sira-reflow .sira-nowrap, .sira-reflow .sira-profile .sira-item-title {
  white-space: normal;
  overflow-wrap: anywhere;
}
.sira-reflow img, .sira-reflow svg { max-inline-size: 100%; }
`;

/**
 * The reflowed resume's markup, rendered once (the public page renders it in the worker pool).
 * It takes the CSS of `renderResumeParts` (base, template and custom rules) plus `reflowCss`.
 */
export function renderReflowBody(data: ResumeData, options: { assetBase?: string } = {}): string {
  return renderToStaticMarkup(<ReflowDocument data={data} assetBase={options.assetBase} />);
}

/**
 * The ATS-safe PDF (issue 36): the resume as one column (the reflow above, in the template's
 * fonts and colours, at the resume's own type size) on pages of the resume's format, for
 * screening systems that misread a page's layout or a right-to-left line's order. In an Arabic
 * resume its text is painted word by word in reading order (`LogicalRuns`, `logicalWords`):
 * MuPDF (PyMuPDF) and pypdf keep a line's runs in the order they are painted, so from the
 * normal PDF a date range read `2020 ديسمبر - 2016 مارس` and a sentence with a Latin word or a
 * number came out in pieces; PDFBox gets invisible marks for such lines (`markLogicalLines` in
 * `prepareForAts`). Measured in bench/README.md, "ats-eval". Printed through the same print host
 * as the normal PDF: the host finds no page boxes to paginate, so the browser breaks the pages.
 */
export function renderAtsSafeParts(data: ResumeData, options: { logicalRuns?: boolean } = {}): ResumeParts {
  const size = pageSizeOf(data.metadata.page.format);
  const css = [
    `@page { size: ${size.width}mm ${size.height}mm; margin: 12mm 0; }
html, body { margin: 0; padding: 0; background: #ffffff; }`,
    templateCss(data.metadata.template),
    customCss(data),
    reflowCss,
    atsSafeCss,
  ].join("\n");
  const body = renderToStaticMarkup(
    <LogicalRuns.Provider value={options.logicalRuns ?? data.metadata.language === "ar"}>
      <ReflowDocument data={data} print />
    </LogicalRuns.Provider>,
  );
  return { ...documentIdentity(data), css, body };
}

/**
 * The ATS-safe page on top of the reflow: print-size blocks, dates word by word, no split entry heads;
 * kakuna's date and place (inline, `date · place`) as flex items, so the date is painted first.
 */
export const atsSafeCss = `
.sira-reflow .sira-reflow-block { padding: 12px var(--sira-margin); }
.sira-reflow .sira-name { font-size: 1.6em; }
.sira-reflow .sira-contacts { flex-direction: row; flex-wrap: wrap; column-gap: 1.25em; font-size: 0.95em; }
.sira-reflow .sira-contact { min-block-size: 0; }
.sira-reflow .sira-contact a { padding-block: 0; }
.sira-reflow .sira-section-title { font-size: 1.15em; break-after: avoid; }
.sira-reflow .sira-items { gap: 0.75em; }
.sira-reflow .sira-item-head { break-inside: avoid; break-after: avoid; }
.sira-reflow .sira-item-url { padding-block: 0; }
.sira-reflow .sira-profile { min-block-size: 0; }
.sira-reflow.sira-t-kakuna .sira-item-meta { display: flex; flex-wrap: wrap; justify-content: center; column-gap: 0.25em; }
.sira-logical-runs { display: inline-flex; flex-wrap: wrap; }
.sira-w { white-space: pre; }
.sira-w[dir="ltr"] { white-space: normal; }
.sira-rich-logical :is(p, li, h1, h2, h3, h4, blockquote) { display: flex; flex-wrap: wrap; align-items: baseline; }
.sira-rich-logical li::before { content: "•"; margin-inline-end: 0.5em; }
.sira-rich-logical :is(ul, ol) { list-style: none; padding-inline-start: 0.5em; }
.sira-rich-logical :is(strong, em, b, i, u, s, a, mark, code, span:not(.sira-w)) { display: contents; }
.sira-rich-logical br { flex-basis: 100%; }
.sira-reflow .sira-section-profiles .sira-items { grid-template-columns: repeat(auto-fill, minmax(12em, 1fr)); }
`;
