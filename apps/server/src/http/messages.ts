import fs from "node:fs";
import { type ErrorCode, type UiLocale, uiLocaleCodes } from "@sira/schema";
import type enMessages from "../locales/en.json";

/**
 * The server's own texts per interface locale: apps/server/src/locales/<code>.json (`errors`:
 * the error catalogue by code; `mail`, `auth`, `import`, `push`, `unstorableText`,
 * `jsonBounds`). English is complete and stands in for any text a locale lacks (spec §9:
 * Norwegian and Odia have none).
 * The production build copies the folder to dist/locales (build.mjs).
 */
export type ServerMessages = typeof enMessages & { errors: Record<ErrorCode, string> };

const folder = [new URL("./locales/", import.meta.url), new URL("../locales/", import.meta.url)].find((url) =>
  fs.existsSync(new URL("en.json", url)),
);
if (!folder) throw new Error("server locales folder (en.json) not found");

type Tree = { [key: string]: string | Tree };

/** `over` on top of `base`, key by key; keys only `over` has are dropped (English is the shape). */
function overlay(base: Tree, over: Tree | undefined): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const other = over?.[key];
    if (typeof value === "string") out[key] = typeof other === "string" && other.trim() ? other : value;
    else out[key] = overlay(value, typeof other === "object" ? other : undefined);
  }
  return out;
}

function read(code: string): Tree | undefined {
  const file = new URL(`${code}.json`, folder);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Tree) : undefined;
}

const english = read("en") as Tree;
const catalogue = new Map<UiLocale, ServerMessages>(
  uiLocaleCodes.map((code) => [code, overlay(english, read(code)) as unknown as ServerMessages]),
);

/** Every server text in a locale, English where the locale has none. */
export function messagesOf(locale: UiLocale): ServerMessages {
  return catalogue.get(locale) ?? (english as unknown as ServerMessages);
}

/** Whether a locale has its own file (else every text is English). */
export function hasOwnMessages(locale: UiLocale): boolean {
  return read(locale) !== undefined;
}

/** Replace `{{name}}` placeholders with values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
