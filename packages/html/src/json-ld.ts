import { htmlInputBounds } from "@sira/schema/constants";
import { clampInput, walkHtml } from "./walk";

const typeOnly: ReadonlySet<string> = new Set(["type"]);

/** `application/ld+json`, whatever its case, spacing or parameters. */
const isJsonLdType = (type: string | undefined) =>
  type?.split(";")[0]?.trim().toLowerCase() === "application/ld+json";

/**
 * The content of every `<script type="application/ld+json">` element of a page, in document
 * order, as written (not parsed: the caller decides what invalid JSON means). Script content is
 * read as browsers read it, so a `</script>` inside a comment or a string of another script
 * cannot fake or hide a block; a block cut off by the end of the page is not returned. Input past
 * `htmlInputBounds.page` characters (the outbound fetch cap) is cut before parsing. Linear in the
 * page's length.
 */
export function readJsonLdScripts(html: string): string[] {
  const blocks: string[] = [];
  let current: string[] | undefined;
  walkHtml(
    clampInput(html, htmlInputBounds.page),
    {
      text(text) {
        current?.push(text);
      },
      openTag(name, attributes) {
        if (name === "script") current = isJsonLdType(attributes.get("type")) ? [] : undefined;
      },
      closeTag(name) {
        if (name !== "script" || !current) return;
        blocks.push(current.join(""));
        current = undefined;
      },
    },
    { attributes: typeOnly, raw: true },
  );
  return blocks;
}
