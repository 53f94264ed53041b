import type { Resume } from "@sira/schema/api";
import type { Language } from "@sira/schema/constants";
import type { ResumeData } from "@sira/schema/resume-data";
import { createContext, type ReactNode, useContext } from "react";

export interface WritingHelpProps {
  text: string;
  kind: "summary" | "list";
  language: Language;
  /** Accepting a suggestion replaces the field's HTML through the store, so undo covers it. */
  onAccept: (html: string) => void;
}

export interface ShareProps {
  /** The resume as last saved, with its current lock state. */
  resume: Resume;
  /** Save the editor's content with this visibility (keeps autosave in step). */
  changeVisibility: (visibility: Resume["visibility"]) => Promise<Resume>;
  /** Save the editor's content with this slug (keeps autosave in step). */
  changeSlug: (slug: string) => Promise<Resume>;
  className: string;
}

/** A field of the form the import review can point at (see state/field-focus.ts). */
export interface ReviewFieldTarget {
  section: string;
  itemId?: string;
  field?: string;
}

export interface ImportReviewProps {
  resumeId: string;
  /** The resume data being edited (live, so fixed fields leave the list). */
  data: ResumeData;
  /** Open the review at once: the builder was opened by an import. */
  openOnStart: boolean;
  /** Close the review and bring a field of the form into view, focused. */
  onJump: (target: ReviewFieldTarget) => void;
}

export interface SidePanelProps {
  resumeId: string;
  /** The version last saved (undefined before the first load). */
  version: number | undefined;
  /** Save pending edits now. */
  flush: () => Promise<void>;
  /** Replace the editor's content with a resume the server saved (keeps autosave in step). */
  load: (resume: Resume) => void;
}

export interface BuilderExtensions {
  /** After an import: what was read, beside the original file (given by the route from the import feature). */
  renderImportReview?: (props: ImportReviewProps) => ReactNode;
  /** The toolbar's Share button and panel (given by the route from the share feature). */
  renderShare?: (props: ShareProps) => ReactNode;
  /**
   * AI writing help under the summary and item descriptions (given by the route from the ai
   * feature). Rendered inside the rich text field's Suspense boundary, so it may load lazily.
   */
  renderWritingHelp?: (props: WritingHelpProps) => ReactNode;
  /** A panel above the form, e.g. tailoring proposals (given by the route from the tailor feature). */
  renderSidePanel?: (props: SidePanelProps) => ReactNode;
}

const BuilderExtensionsContext = createContext<BuilderExtensions>({});

/** Provides slots other features fill in; the builder renders nothing for an empty slot. */
export const BuilderExtensionsProvider = BuilderExtensionsContext.Provider;

export function useBuilderExtensions(): BuilderExtensions {
  return useContext(BuilderExtensionsContext);
}
