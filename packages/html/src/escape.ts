/**
 * Text for an HTML text node: `&`, `<` and `>` escaped, and a no-break space written as `&nbsp;`
 * (the rich-text editor's own spelling, so an empty paragraph stays recognisable).
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) => textEntities[c] as string);
}

/** Text safe both in a text node and inside a quoted attribute value: `& < > " '` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => attributeEntities[c] as string);
}

const textEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;" };
const attributeEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
