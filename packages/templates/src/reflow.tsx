import {
  migratePersonalFields,
  type ResumeData,
  resumePersonalLines,
  splitPersonalLines,
} from "@sira/schema";
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Header } from "./components/header";
import { Section } from "./components/section";
import { buildSegments } from "./lib/model";
import { rootAttributes, themeVariables } from "./lib/theme";
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
export function ReflowDocument({ data: given, assetBase }: { data: ResumeData; assetBase?: string }) {
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
      style={{ ...themeVariables(data), ...reflowVariables } as CSSProperties}
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
