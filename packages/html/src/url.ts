/** A URL that parses and uses http or https: the only links resumes and pages show (spec §5). */
export function isHttpUrl(href: string | undefined | null): href is string {
  if (!href) return false;
  try {
    const url = new URL(href.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
