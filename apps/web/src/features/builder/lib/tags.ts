/**
 * Tag input rules of spec §5: split on commas (Latin and Arabic), trim, drop empties and
 * duplicates (case-insensitive), keep the order they were typed in.
 */
export function addTags(existing: readonly string[], input: string): string[] {
  const result = [...existing];
  const seen = new Set(existing.map((tag) => tag.toLocaleLowerCase()));
  for (const part of input.split(/[,،]/)) {
    const tag = part.trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * What typing `value` into the tag field does: every complete part (followed by a comma) is
 * committed as a tag, the text after the last comma stays in the field.
 */
export function splitTagInput(existing: readonly string[], value: string): { tags: string[]; rest: string } {
  const lastComma = Math.max(value.lastIndexOf(","), value.lastIndexOf("،"));
  if (lastComma < 0) return { tags: [...existing], rest: value };
  return { tags: addTags(existing, value.slice(0, lastComma)), rest: value.slice(lastComma + 1) };
}
