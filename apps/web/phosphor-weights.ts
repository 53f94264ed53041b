import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Phosphor's icons each carry six drawings, one per weight (thin, light, regular, bold, fill,
 * duotone), in one module, so an icon costs its six drawings wherever it is used; the app draws
 * most icons in the regular weight only. This plugin reads the app's sources and keeps, in each
 * icon's drawings module, the weights the app can ask of that icon (issue 39: 22 KB gzip off
 * the builder's first screen, bench/notes/builder-bundle.md).
 *
 * The reading is conservative: an icon imported from `@phosphor-icons/react` and only ever
 * written as a JSX element (`<Coins …/>`) needs "regular" plus each weight written in its
 * `weight` attribute (a literal, or every string literal of an expression there); an icon used
 * in any other way (passed as a value, rendered through a variable, spread props, a weight
 * without a string literal, a namespace import) keeps all six. An icon the sources do not name is left as it is.
 */

export type IconWeights = Map<string, Set<string> | "all">;

const weights = ["thin", "light", "regular", "bold", "fill", "duotone"];
const importPattern =
  /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']@phosphor-icons\/react(?:\/[^"']*)?["'];?/g;

/** The JSX opening tag starting at `start` (at its "<"), up to its closing ">" outside braces and quotes. */
function openingTag(text: string, start: number): string | null {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (c === ">" && depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** The weights one JSX tag asks for: "regular" and its `weight` attribute's, or null when unknowable. */
function tagWeights(tag: string): string[] | null {
  // Spread props may carry a weight this reading cannot see.
  if (tag.includes("{...")) return null;
  const at = tag.search(/\bweight\s*=/);
  if (at < 0) return ["regular"];
  const value = tag.slice(at).replace(/^weight\s*=\s*/, "");
  const literal = /^["']([a-z]+)["']/.exec(value);
  if (literal?.[1]) return ["regular", literal[1]];
  if (!value.startsWith("{")) return null;
  const expression = openingTag(`<${value}`, 0) ?? value;
  const named = [...expression.matchAll(/["']([a-z]+)["']/g)].map((m) => m[1] ?? "");
  if (named.length === 0 || !named.every((w) => weights.includes(w))) return null;
  return ["regular", ...named];
}

/** What each icon (by its Phosphor name, without the `Icon` suffix) is drawn in across `sources`. */
export function iconWeights(sources: string[]): IconWeights {
  const result: IconWeights = new Map();
  const add = (icon: string, found: string[] | null) => {
    const known = result.get(icon);
    if (known === "all") return;
    if (found === null) {
      result.set(icon, "all");
      return;
    }
    const set = known ?? new Set<string>();
    for (const w of found) set.add(w);
    result.set(icon, set);
  };
  for (const text of sources) {
    if (!text.includes("@phosphor-icons/react")) continue;
    if (/import\s*\*\s*as\s+\w+\s+from\s*["']@phosphor-icons\/react/.test(text))
      return new Map([["*", "all"]]);
    const body = text.replace(importPattern, "");
    for (const match of text.matchAll(importPattern)) {
      for (const specifier of (match[1] ?? "").split(",")) {
        const [imported, local = imported] = specifier
          .replace(/\s+/g, " ")
          .trim()
          .replace(/^type /, "")
          .split(" as ")
          .map((s) => s.trim());
        if (
          !imported ||
          !local ||
          /^(IconContext|IconBase|Icon|IconProps|IconWeight|SSRBase)$/.test(imported)
        )
          continue;
        const icon = imported.replace(/Icon$/, "");
        const uses = [...body.matchAll(new RegExp(`\\b${local}\\b`, "g"))];
        if (uses.length === 0) continue;
        for (const use of uses) {
          const at = use.index ?? 0;
          if (body[at - 1] !== "<") {
            add(icon, null);
            continue;
          }
          const tag = openingTag(body, at - 1);
          add(icon, tag ? tagWeights(tag) : null);
        }
      }
    }
  }
  return result;
}

/** `code` (an icon's drawings module) with only `keep`'s weights, or null when its shape is not the known one. */
export function keepWeights(code: string, keep: Set<string>): string | null {
  const open = code.indexOf("new Map([");
  const close = code.lastIndexOf("]);");
  if (open < 0 || close < open) return null;
  const inner = code.slice(open + "new Map([".length, close);
  const entryStart = /\n {2}\[\n {4}"([a-z]+)",/g;
  const starts = [...inner.matchAll(entryStart)];
  if (starts.length !== weights.length) return null;
  const entries = starts.map((m, i) => {
    const from = m.index ?? 0;
    const to = i + 1 < starts.length ? (starts[i + 1]?.index ?? inner.length) : inner.length;
    return { weight: m[1] ?? "", text: inner.slice(from, to).replace(/,\s*$/, "") };
  });
  const kept = entries.filter((e) => keep.has(e.weight));
  if (kept.length === 0) return null;
  return `${code.slice(0, open)}new Map([${kept.map((e) => e.text).join(",")}\n${code.slice(close)}`;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The Vite plugin: reads `sourceDir` at the start of a build (not in development). */
export function phosphorWeights(sourceDir: string): Plugin {
  let plan: IconWeights = new Map();
  return {
    name: "sira-phosphor-weights",
    apply: "build",
    buildStart() {
      plan = iconWeights(sourceFiles(sourceDir).map((file) => fs.readFileSync(file, "utf8")));
    },
    transform(code, id) {
      const icon = /@phosphor-icons\/react\/dist\/defs\/(\w+)\.es\.js$/.exec(id)?.[1];
      if (!icon || plan.get("*") === "all") return null;
      const keep = plan.get(icon);
      if (!keep || keep === "all") return null;
      const trimmed = keepWeights(code, keep);
      return trimmed === null ? null : { code: trimmed, map: null };
    },
  };
}
