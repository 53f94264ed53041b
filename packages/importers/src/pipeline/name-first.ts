import type { Line } from "../pdf/resume-text/lines";

// Stage "blocks": the name block put first. A Word CV laid out as a table with the sidebar in its
// first cell ("Contact Details", "Personal Information", …) reads the sidebar before the name, so
// the name and the job title under it landed inside the sidebar's last section.

/**
 * The lines with the name (the one line set larger than every other on page one, when it comes
 * after a heading and no line above the first heading can be a name) and the short line under it (the job title) moved to the front. Lines in
 * another order are returned as they were.
 */
export function nameFirst<T extends Line>(
  lines: readonly T[],
  isHeading: (line: T) => boolean,
  isNameLike: (text: string) => boolean,
): T[] {
  const firstHeading = lines.findIndex(isHeading);
  // Only when nothing above the first heading can be the name (the sidebar came first).
  if (firstHeading < 0 || lines.slice(0, firstHeading).some((l) => isNameLike(l.text))) return [...lines];
  const sized = lines.filter((l) => (l.page ?? 1) === 1 && l.fontSize !== undefined);
  if (!sized.length) return [...lines];
  const largest = Math.max(...sized.map((l) => l.fontSize!));
  const biggest = sized.filter((l) => l.fontSize! > largest - 0.5);
  if (biggest.length !== 1) return [...lines];
  const name = biggest[0]!;
  const at = lines.indexOf(name);
  if (at <= firstHeading || !isNameLike(name.text)) return [...lines];
  const next = lines[at + 1];
  const title =
    next &&
    next.fontSize !== undefined &&
    next.fontSize < largest - 1 &&
    !isHeading(next) &&
    next.text.split(/\s+/).length <= 8 &&
    !/\d/.test(next.text)
      ? next
      : undefined;
  const moved = title ? [name, title] : [name];
  return [...moved, ...lines.filter((l) => !moved.includes(l))];
}
