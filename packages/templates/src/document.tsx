import type { ResumeData } from "@sira/schema";
import { type ResumeDocumentProps, ResumeDocumentView } from "./document-view";
import { scopeCustomCss } from "./lib/custom-css";

export { type ResumeDocumentProps, templateCss } from "./document-view";

/**
 * The user's own CSS (metadata.css), when switched on, scoped to the resume's root (see
 * scopeCustomCss): the preview, print and the public page all take it from here.
 */
export function customCss(data: ResumeData): string {
  if (!data.metadata.css.visible) return "";
  return scopeCustomCss(data.metadata.css.value);
}

/**
 * A resume in its template, with its owner's CSS (see ResumeDocumentView, document-view.tsx, for
 * the rendering and pagination).
 */
export function ResumeDocument(props: ResumeDocumentProps) {
  return (
    <ResumeDocumentView {...props} customCss={props.withStyles === false ? "" : customCss(props.data)} />
  );
}
