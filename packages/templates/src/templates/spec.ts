import type { ListSectionKey, TemplateId } from "@sira/schema";

/** What one template decides; everything else is shared. */
export interface TemplateSpec {
  id: TemplateId;
  /** Where the sidebar column sits; "none" stacks sidebar sections after the main ones. */
  sidebar: "start" | "end" | "none";
  /** Where the header goes on the first page: across the top, or atop the main or sidebar column. */
  header: "top" | "main" | "sidebar";
  /** Sidebar width as a share of the page width. */
  sidebarWidth?: string;
  /** Sections shown in at least two columns when they sit in the main column (skills, languages…). */
  wideSections?: readonly ListSectionKey[];
  /** The sidebar is solid primary colour: its text, titles and marks turn light. */
  darkSidebar?: boolean;
  /** Template CSS, scoped under `.sira-t-<id>`, logical properties only. */
  css: string;
}
