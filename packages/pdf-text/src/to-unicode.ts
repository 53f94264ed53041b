import { fromHex, hex4, reversed } from "./text-codes";

/** Code (hex, upper case) → text of a ToUnicode CMap's bfchar and bfrange entries. */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, dst] of (body as string).matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((code as string).toUpperCase(), fromHex(dst as string));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of (body as string).matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]{4})>/g,
    )) {
      const from = Number.parseInt(lo as string, 16);
      const to = Number.parseInt(hi as string, 16);
      const start = Number.parseInt(dst as string, 16);
      for (let k = 0; k <= to - from && k < 65536; k++)
        map.set(
          (from + k)
            .toString(16)
            .toUpperCase()
            .padStart((lo as string).length, "0"),
          String.fromCharCode(start + k),
        );
    }
  return map;
}

/** Ligatures that ToUnicode maps to one compatibility code point, and their letters. */
export const ligatures: Record<number, string> = Object.fromEntries(
  [0xfef5, 0xfef6, 0xfef7, 0xfef8, 0xfef9, 0xfefa, 0xfefb, 0xfefc, 0xfdf2].map((cp) => [
    cp,
    String.fromCodePoint(cp).normalize("NFKC"),
  ]),
);

/**
 * A ToUnicode CMap whose ligature glyphs map to their letters in visual order (ranges that hold
 * a ligature are split into single entries); other entries are kept as they are.
 */
export function fixToUnicode(cmap: string): string {
  if (!/<(FEF[5-9A-C]|FDF2)>|bfrange/i.test(cmap)) return cmap;
  let changed = false;
  const lig = (cp: number) => ligatures[cp];
  const out = cmap.replace(/(?<!\d)(\d+)\s+beginbfrange([\s\S]*?)endbfrange/g, (whole, _n, body: string) => {
    const keep: string[] = [];
    const singles: string[] = [];
    for (const m of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]{4})>/g)) {
      const [line, lo, hi, dst] = m as unknown as [string, string, string, string];
      const from = Number.parseInt(lo, 16);
      const to = Number.parseInt(hi, 16);
      const start = Number.parseInt(dst, 16);
      const hits = Array.from({ length: to - from + 1 }, (_, k) => start + k).some((cp) => lig(cp));
      if (!hits) {
        keep.push(line);
        continue;
      }
      changed = true;
      for (let k = 0; k <= to - from; k++) {
        const cp = start + k;
        const code = (from + k).toString(16).toUpperCase().padStart(lo.length, "0");
        singles.push(`<${code}> <${hex4(lig(cp) ? reversed(lig(cp) as string) : String.fromCharCode(cp))}>`);
      }
    }
    if (!singles.length) return whole;
    const ranges = keep.length ? `${keep.length} beginbfrange\n${keep.join("\n")}\nendbfrange\n` : "";
    return `${ranges}${singles.length} beginbfchar\n${singles.join("\n")}\nendbfchar`;
  });
  const result = out.replace(/<([0-9A-Fa-f]+)>\s*<(FEF[5-9A-C]|FDF2)>/gi, (_, code: string, dst: string) => {
    changed = true;
    return `<${code}> <${hex4(reversed(lig(Number.parseInt(dst, 16)) as string))}>`;
  });
  return changed ? result : cmap;
}

/** A ToUnicode CMap with `entries` (`<code> <text>`) added in a bfchar block of their own. */
export const withEntries = (cmap: string, entries: string[]) =>
  cmap.replace(/endcmap/, `${entries.length} beginbfchar\n${entries.join("\n")}\nendbfchar\nendcmap`);
