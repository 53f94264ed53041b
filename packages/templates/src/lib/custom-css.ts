import type { CssNode, Declaration, List, Selector } from "css-tree";
import generate from "css-tree/generator";
import parse from "css-tree/parser";
import walk from "css-tree/walker";

/**
 * The owner's custom CSS (resume metadata), made to style their resume and nothing else. It is
 * shown on the public page (the app's own origin, to visitors), in the builder's preview and in
 * print; each of them passes through `customCss` (document.tsx), so this is the one rule.
 *
 * What keeps it inside the resume's root element (`[data-sira-root]`):
 * - Every selector is rewritten so its subject is a descendant of the root
 *   (`:where([data-sira-root]) <selector>`): html, body, :root, the public page's bar and anything
 *   else outside the root can never match. The root itself matches (`<selector>` on the root)
 *   only for custom properties (`--sira-*` tuning), so nothing can undo the root's containment.
 * - The root gets `contain: paint`: it is the containing block of every positioned descendant
 *   (fixed ones too) and paints nothing outside its own box, so no offset, transform, shadow or
 *   overflow of a descendant can cover the page around the resume.
 * - Only style rules with plain declarations, inside @media, @supports and @container, are kept.
 *   Everything that reaches outside the document or defines names the page shares is dropped:
 *   @import, @font-face (a face named like the page's own font), @keyframes, @layer, @property,
 *   @page, @scope and any other at-rule, and nested rules.
 * - Declarations that load from elsewhere are dropped (url() other than data:, image-set(),
 *   src(), image(), cross-fade(), element()), as are `position` values other than static,
 *   relative and absolute, `z-index`, and anything the parser could not read (a raw value, an
 *   escaped property or function name), so the browser never reads something this code did not.
 *
 * The result is generated from the parsed tree (css-tree: linear, tolerant of errors), not
 * patched text.
 */

const root = "[data-sira-root]";
const containment = `${root}{contain:paint}`;
const groupingRules = new Set(["media", "supports", "container"]);
const positions = new Set([
  "static",
  "relative",
  "absolute",
  "inherit",
  "initial",
  "unset",
  "revert",
  "revert-layer",
]);
const loadingFunctions = new Set(["image-set", "image", "cross-fade", "src", "element"]);

const unprefixed = (name: string) => name.toLowerCase().replace(/^-(?:webkit|moz|ms|o)-/, "");

function contains(node: CssNode, test: (node: CssNode) => boolean): boolean {
  let found = false;
  walk(node, (child: CssNode) => {
    if (!found && test(child)) found = true;
  });
  return found;
}

/** Whether a declaration can stay: it loads nothing, positions nothing outside and was fully read. */
function isSafeDeclaration(declaration: Declaration): boolean {
  const property = declaration.property;
  if (property.includes("\\")) return false;
  const name = unprefixed(property);
  const value = declaration.value;
  if (name === "z-index" || value.type === "Raw") return false;
  if (name === "position") {
    const words = value.children.toArray();
    return (
      words.length === 1 && words[0]?.type === "Identifier" && positions.has(words[0].name.toLowerCase())
    );
  }
  return !contains(
    value,
    (node) =>
      node.type === "Raw" ||
      (node.type === "Url" && !/^\s*data:/i.test(node.value)) ||
      (node.type === "Function" && (node.name.includes("\\") || loadingFunctions.has(unprefixed(node.name)))),
  );
}

/** Whether a selector ends in a pseudo-element (which the root-itself form cannot take). */
function endsInPseudoElement(selector: Selector): boolean {
  const parts = selector.children.toArray();
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    if (part?.type === "Combinator") return false;
    if (part?.type === "PseudoElementSelector") return true;
  }
  return false;
}

/** One style rule, scoped; "" when nothing of it is kept. */
function scopeStyleRule(prelude: CssNode, block: List<CssNode>): string {
  if (prelude.type !== "SelectorList") return "";
  const selectors = prelude.children
    .toArray()
    .filter((node): node is Selector => node.type === "Selector" && !contains(node, (n) => n.type === "Raw"));
  const declarations = block
    .toArray()
    .filter((node): node is Declaration => node.type === "Declaration" && isSafeDeclaration(node));
  if (selectors.length === 0 || declarations.length === 0) return "";
  const text = (list: Declaration[]) => list.map((d) => generate(d)).join(";");
  const out = [`${selectors.map((s) => `:where(${root}) ${generate(s)}`).join(",")}{${text(declarations)}}`];
  const variables = declarations.filter((d) => d.property.startsWith("--"));
  const onRoot = selectors.filter((s) => !endsInPseudoElement(s));
  if (variables.length > 0 && onRoot.length > 0)
    out.push(`${onRoot.map((s) => `${generate(s)}:where(${root})`).join(",")}{${text(variables)}}`);
  return out.join("");
}

/** The rules of a style sheet or grouping rule, scoped; unsupported rules dropped. */
function scopeRules(rules: List<CssNode>): string {
  const out: string[] = [];
  for (const rule of rules.toArray()) {
    if (rule.type === "Rule" && rule.block) out.push(scopeStyleRule(rule.prelude, rule.block.children));
    else if (
      rule.type === "Atrule" &&
      rule.block &&
      groupingRules.has(rule.name.toLowerCase()) &&
      !(rule.prelude && contains(rule.prelude, (n) => n.type === "Raw"))
    ) {
      const inner = scopeRules(rule.block.children);
      if (inner) out.push(`@${rule.name} ${rule.prelude ? generate(rule.prelude) : ""}{${inner}}`);
    }
  }
  return out.join("");
}

/**
 * The owner's custom CSS rewritten to style only the inside of the resume's root (see above);
 * "" when nothing of it is kept. It never holds `</style` (escaped as `<\/style`, the same text
 * in a CSS string or URL), so it can go inside a <style> element as it is.
 */
export function scopeCustomCss(css: string): string {
  if (!css.trim()) return "";
  const sheet = parse(css, { parseCustomProperty: true, positions: false, onParseError: () => {} });
  if (sheet.type !== "StyleSheet") return "";
  const rules = scopeRules(sheet.children);
  return rules ? `${containment}\n${rules}`.replace(/<\/(style)/gi, "<\\/$1") : "";
}
