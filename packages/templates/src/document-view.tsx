// By module, not the package index: the builder's preview frame loads this (issue 39), and the
// index brings every API schema along.
import { migratePersonalFields } from "@sira/schema/personal-migrate";
import { resumePersonalLines, splitPersonalLines } from "@sira/schema/personal-text";
import type { ResumeData } from "@sira/schema/resume-data";
import { type CSSProperties, useLayoutEffect, useMemo, useRef } from "react";
import { Header } from "./components/header";
import { Section } from "./components/section";
import { buildSegments } from "./lib/model";
import { rootAttributes, themeVariables } from "./lib/theme";
import { paginate, repaginate } from "./paginate";
import { baseCss } from "./styles";
import { templateSpec, templates } from "./templates";

/** Shared CSS plus the CSS of one template (or of all twelve when no id is given). */
export function templateCss(template?: string): string {
  const specs = template === undefined ? Object.values(templates) : [templateSpec(template)];
  return baseCss + specs.map((spec) => spec.css).join("\n");
}

export interface ResumeDocumentProps {
  data: ResumeData;
  /** Include the template's CSS in a style element (the printed document puts it in <head>). */
  withStyles?: boolean;
  /** @font-face rules for the resume's font (see fontFaceCss), injected with the styles. */
  fontCss?: string;
  /** Prefix for app-relative picture URLs ("/api/storage/…"). */
  assetBase?: string;
  /** Called with the page count after each pagination (browser only). */
  onPaginate?: (pages: number) => void;
}

/**
 * A resume in its template. Renders the hidden source (header and sections) and an empty pages
 * host; in the browser a layout effect runs repaginate() after every change (only the changed
 * blocks poured again when that is exact) and paginate() again when fonts finish loading. On the
 * server the same markup is printed with paginate() inlined as a script
 * (renderResumeHtml).
 */
export function ResumeDocumentView({
  data: given,
  withStyles = true,
  fontCss,
  customCss = "",
  assetBase,
  onPaginate,
}: ResumeDocumentProps & {
  /**
   * The owner's CSS as `scopeCustomCss` made it (document.tsx `customCss`). Given rather than
   * made here, so this module does not bring the CSS parser: the builder's preview frame loads
   * it only for a resume with custom CSS (issue 39).
   */
  customCss?: string;
}) {
  // Resumes saved before the personal block show their "Nationality"-like fields in it (issue 40).
  const data = useMemo(() => migratePersonalFields(given), [given]);
  const personal = useMemo(() => splitPersonalLines(data.personal, resumePersonalLines(data)), [data]);
  const spec = templateSpec(data.metadata.template);
  const segments = useMemo(() => buildSegments(data, spec), [data, spec]);
  const rootRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let active = true;
    // After an edit only the changed blocks are poured again when that is exact (repaginate);
    // fonts that finish loading change measures without changing the source: paginate in full.
    const report = (pages: number) => {
      if (active) onPaginate?.(pages);
    };
    report(repaginate(root));
    const fontSet = typeof document !== "undefined" ? document.fonts : undefined;
    const loaded = () => Array.from(fontSet ?? []).filter((face) => face.status === "loaded").length;
    const loadedNow = loaded();
    const full = () => {
      if (active) report(paginate(root));
    };
    fontSet?.ready.then(() => {
      if (loaded() !== loadedNow) full();
    });
    fontSet?.addEventListener("loadingdone", full);
    return () => {
      active = false;
      fontSet?.removeEventListener("loadingdone", full);
    };
  });

  const classes = ["sira-root", `sira-t-${spec.id}`];
  if (spec.darkSidebar) classes.push("sira-dark-sidebar");
  const styles = withStyles ? `${fontCss ?? ""}\n${templateCss(spec.id)}\n${customCss}` : "";
  return (
    <div
      ref={rootRef}
      className={classes.join(" ")}
      data-sira-root=""
      data-template={spec.id}
      data-sidebar={spec.sidebar}
      data-header={spec.sidebar === "none" && spec.header !== "top" ? "main" : spec.header}
      style={themeVariables(data) as CSSProperties}
      {...rootAttributes(data)}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own CSS; custom CSS is rebuilt from its parse tree. */}
      {styles && <style dangerouslySetInnerHTML={{ __html: styles }} />}
      <div className="sira-source" data-sira-source="" aria-hidden="true">
        <Header
          basics={data.basics}
          language={data.metadata.language}
          assetBase={assetBase}
          personal={personal}
        />
        {segments.map((segment, i) => (
          <div key={i} data-sira-segment="">
            <div data-sira-column="main">
              {segment.main.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </div>
            <div data-sira-column="sidebar">
              {segment.sidebar.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="sira-pages" data-sira-pages="" />
    </div>
  );
}
