import fs from "node:fs";
import path from "node:path";
import { englishFallbackLocales, uiLocaleCodes } from "@sira/schema/ui-locales";
import { describe, expect, it } from "vitest";

/**
 * Every interface locale has every namespace with exactly English's keys (plural keys by the
 * locale's Intl.PluralRules categories), the same {{variables}}, and no empty text; Arabic has
 * the same keys as English. Norwegian and Odia have no files (spec §9: they fall back to
 * English). The server's message files (apps/server/src/locales) that exist are complete.
 * Same rules as the translators' check; run with `npx vitest run apps/web/src/locales`.
 */
const webDir = path.resolve(import.meta.dirname);
const serverDir = path.resolve(import.meta.dirname, "../../../server/src/locales");
const pluralSuffix = /^(.*)_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = "", out: Record<string, string> = {}) => {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[full] = value;
    else flatten(value, full, out);
  }
  return out;
};
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Tree;
const variables = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)(?:[^\w.}][^}]*)?}}/g)]
    .map((m) => m[1])
    .filter((v) => v !== "count")
    .sort();

/** The keys a locale must have for one English file, each with the English text it stands for. */
function expectedKeys(english: Record<string, string>, locale: string): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const base = key.match(pluralSuffix)?.[1];
    if (base === undefined) {
      expected.set(key, text);
      continue;
    }
    const other = english[`${base}_other`] ?? text;
    for (const category of categories) expected.set(`${base}_${category}`, other);
    // An explicit zero ("No points yet") stays in every locale that English gives it to.
    if (english[`${base}_zero`] !== undefined) expected.set(`${base}_zero`, english[`${base}_zero`] ?? "");
  }
  return expected;
}

/** Problems of one locale's file against English: missing, extra, empty, lost variables. */
function problemsOf(english: Record<string, string>, translated: Record<string, string>, locale: string) {
  const problems: string[] = [];
  const expected = expectedKeys(english, locale);
  for (const [key, englishText] of expected) {
    const text = translated[key];
    if (text === undefined) {
      problems.push(`missing ${key}`);
      continue;
    }
    if (!text.trim()) problems.push(`empty ${key}`);
    // Singular, dual and zero forms may spell the number out; the other form must keep it.
    if (pluralSuffix.test(key) && !key.endsWith("_other")) continue;
    for (const name of variables(englishText))
      if (!variables(text).includes(name)) problems.push(`${key} lacks {{${name}}}`);
  }
  for (const key of Object.keys(translated)) if (!expected.has(key)) problems.push(`extra ${key}`);
  return problems;
}

const namespaces = fs
  .readdirSync(path.join(webDir, "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -".json".length));
const english = Object.fromEntries(
  namespaces.map((ns) => [ns, flatten(readJson(path.join(webDir, "en", `${ns}.json`)))]),
);

/** Every problem of a locale's web bundles, "namespace: problem". */
function webProblems(locale: string): string[] {
  const dir = path.join(webDir, locale);
  if (!fs.existsSync(dir)) return [`no folder apps/web/src/locales/${locale}`];
  const problems: string[] = [];
  for (const ns of namespaces) {
    const file = path.join(dir, `${ns}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${ns}: missing file`);
      continue;
    }
    for (const p of problemsOf(english[ns] ?? {}, flatten(readJson(file)), locale))
      problems.push(`${ns}: ${p}`);
  }
  for (const file of fs.readdirSync(dir))
    if (file.endsWith(".json") && !namespaces.includes(file.slice(0, -5)))
      problems.push(`${file}: extra file`);
  return problems;
}

describe("interface locales (web bundles)", () => {
  const withTexts = uiLocaleCodes.filter((c) => c !== "en" && !englishFallbackLocales.includes(c));

  it("every listed locale but nb/or has complete bundles; failing locales are named", () => {
    const failing = withTexts
      .map((locale) => ({ locale, problems: webProblems(locale) }))
      .filter((r) => r.problems.length > 0);
    const report = failing.map(
      (r) => `${r.locale} (${r.problems.length}): ${r.problems.slice(0, 5).join("; ")}`,
    );
    expect(report, `locales with missing or extra keys:\n${report.join("\n")}`).toEqual([]);
  });

  it("no folder for a locale outside the list, and none for nb/or (they fall back to English)", () => {
    const folders = fs.readdirSync(webDir).filter((f) => fs.statSync(path.join(webDir, f)).isDirectory());
    const unknown = folders.filter((f) => !(uiLocaleCodes as readonly string[]).includes(f));
    const fallbackWithFiles = folders.filter((f) =>
      (englishFallbackLocales as readonly string[]).includes(f),
    );
    expect({ unknown, fallbackWithFiles }).toEqual({ unknown: [], fallbackWithFiles: [] });
  });

  it("Arabic has English's keys and English has Arabic's (plurals aside)", () => {
    const strip = (keys: string[]) => new Set(keys.map((k) => k.replace(pluralSuffix, "$1")));
    for (const ns of namespaces) {
      const ar = strip(Object.keys(flatten(readJson(path.join(webDir, "ar", `${ns}.json`)))));
      const en = strip(Object.keys(english[ns] ?? {}));
      expect(
        [...ar].filter((k) => !en.has(k)),
        `${ns}: keys only in Arabic`,
      ).toEqual([]);
      expect(
        [...en].filter((k) => !ar.has(k)),
        `${ns}: keys only in English`,
      ).toEqual([]);
    }
  });

  it("right-to-left texts isolate every web address, so https:// never reads //:https", () => {
    const rtl = ["ar", "fa", "ur", "ps", "ckb", "he"].filter((l) => (withTexts as string[]).includes(l));
    const bare: string[] = [];
    for (const locale of rtl)
      for (const ns of namespaces)
        for (const [key, text] of Object.entries(flatten(readJson(path.join(webDir, locale, `${ns}.json`)))))
          for (const m of text.matchAll(/https?:\/\//g))
            if (text[(m.index ?? 0) - 1] !== "\u2066") bare.push(`${locale}/${ns}: ${key}`);
    expect(bare, "wrap it as \u2066https://\u2069 (LRI … PDI)").toEqual([]);
  });

  it("the check catches a missing key, an extra key and a lost variable", () => {
    const en = { a: "A {{name}}", n_one: "{{count}} point", n_other: "{{count}} points" };
    expect(
      problemsOf(en, { a: "x", n_one: "1", n_two: "2", n_few: "3", n_many: "4", n_other: "5", z: "z" }, "ar"),
    ).toEqual(["a lacks {{name}}", "missing n_zero", "extra z"]);
  });
});

describe("server messages (apps/server/src/locales/<code>.json)", () => {
  const serverEnglish = flatten(readJson(path.join(serverDir, "en.json")));
  const files = fs.readdirSync(serverDir).filter((f) => f.endsWith(".json"));

  it("each file present is a listed locale with exactly English's keys; ar, ur and hi are there", () => {
    const codes = files.map((f) => f.slice(0, -".json".length));
    expect(codes).toEqual(expect.arrayContaining(["en", "ar", "ur", "hi"]));
    const report = codes.flatMap((code) => {
      if (!(uiLocaleCodes as readonly string[]).includes(code)) return [`${code}: not a listed locale`];
      const problems = problemsOf(
        serverEnglish,
        flatten(readJson(path.join(serverDir, `${code}.json`))),
        code,
      );
      return problems.length ? [`${code}: ${problems.join("; ")}`] : [];
    });
    expect(report).toEqual([]);
  });
});
