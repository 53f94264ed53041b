#!/usr/bin/env node
/**
 * Builds the ESCO-derived part of the @sira/nlp vocabulary from the shared taxonomy CSVs:
 *   src/data/esco-occupations.json  occupations (job titles) with ISCO group, English and Arabic labels
 *   src/data/esco-skills.json       digital, transversal, DigComp and research skills
 *   src/data/stopwords-ar.json      compact Arabic stopword list (stopwords-iso, normalized for matching)
 * The hand-written Gulf lists (src/data/gulf-*.json) are not touched; at load time they take
 * precedence over ESCO wherever the two name the same thing.
 *
 * Usage: node packages/nlp/scripts/build-vocabulary.mjs <taxonomyDir>
 * <taxonomyDir> holds the input described in packages/nlp/DATA-SOURCES.md (ESCO v1.2.1 CSVs joined
 * in English and Arabic, and the stopwords-iso Arabic list); the generated files are committed, so
 * only someone refreshing the vocabulary needs it.
 * Selection rules are kept here so the output stays small (well under 1.5 MB) and precise:
 * short labels only, a few aliases per concept, no aliases shared by two concepts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
if (!process.argv[2]) {
  console.error(
    "usage: node packages/nlp/scripts/build-vocabulary.mjs <taxonomyDir> (see packages/nlp/DATA-SOURCES.md)",
  );
  process.exit(2);
}
const taxonomyDir = resolve(process.argv[2]);
const outDir = join(here, "../src/data");

/** RFC 4180 CSV parser (quoted fields, doubled quotes, newlines inside quotes). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length === header.length)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

const read = (name) => parseCsv(readFileSync(join(taxonomyDir, name), "utf8").replace(/^\uFEFF/, ""));
const words = (s) => s.trim().split(/\s+/).filter(Boolean).length;
const clean = (s) =>
  s
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one label of the taxonomy CSV files this script reads
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const splitList = (s) =>
  s
    ? s
        .split("|")
        .map((x) => clean(x))
        .filter(Boolean)
    : [];
/** Arabic occupation labels read "masculine / feminine"; both are useful aliases. */
const splitArabic = (s) =>
  s
    ? s
        .split(/(?<!\s)\s*[/|]\s*/)
        .map((x) => clean(x))
        .filter(Boolean)
    : [];
const hasArabic = (s) => /[\u0600-\u06FF]/.test(s);
const key = (s) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();

/** Drops aliases used by more than one concept (ambiguous), keeping each concept's own labels. */
function dropSharedAliases(items, aliasIndexes) {
  const count = new Map();
  for (const item of items)
    for (const i of aliasIndexes)
      for (const a of new Set(item[i].map(key))) count.set(a, (count.get(a) ?? 0) + 1);
  for (const item of items)
    for (const i of aliasIndexes) item[i] = item[i].filter((a) => (count.get(key(a)) ?? 0) === 1);
}

function uniqueBy(list, label) {
  const seen = new Set([key(label)]);
  return list.filter((x) => {
    const k = key(x);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// Occupations: all ISCO major groups except armed forces (0); ESCO codes at most two levels
// below the ISCO group (drops the long "X in Y machinery" specialisations); short labels only.
const occupations = read("occupations_en_ar.csv")
  .filter((o) => o.iscoGroup && !o.iscoGroup.startsWith("0"))
  .filter((o) => o.code.split(".").length <= 3 && words(o.preferredLabel_en) <= 4)
  .map((o) => {
    const en = clean(o.preferredLabel_en);
    const arLabels = splitArabic(o.preferredLabel_ar).concat(splitList(o.altLabels_ar)).filter(hasArabic);
    const enAliases = uniqueBy(
      splitList(o.altLabels_en).filter((a) => words(a) <= 3 && a.length >= 4),
      en,
    )
      .sort((a, b) => a.length - b.length)
      .slice(0, 5);
    const ar = arLabels[0] ?? "";
    const arAliases = uniqueBy(arLabels.slice(1), ar)
      .filter((a) => words(a) <= 5)
      .slice(0, 3);
    return [o.code, o.iscoGroup, en, ar, enAliases, arAliases];
  });
dropSharedAliases(occupations, [4, 5]);

// Skills: digital, transversal, DigComp and research collections (not the language and
// green-only ones); knowledge items and short competences, whose labels appear in job ads.
const wanted = /digital|transversal|digComp|research/;
const skills = read("skills_subset_en_ar.csv")
  .filter((s) => wanted.test(s.collections))
  .filter((s) => {
    const n = words(clean(s.preferredLabel_en));
    return s.skillType === "knowledge" ? n <= 4 : n <= 3;
  })
  .map((s) => {
    const en = clean(s.preferredLabel_en);
    const id = `esco.${s.conceptUri.split("/").pop().slice(0, 8)}`;
    const enAliases = uniqueBy(
      splitList(s.altLabels_en).filter((a) => words(a) <= 3 && a.length >= 3),
      en,
    )
      .sort((a, b) => a.length - b.length)
      .slice(0, 4);
    const ar = hasArabic(s.preferredLabel_ar) ? clean(s.preferredLabel_ar) : "";
    const group = s.collections.includes("transversal") ? "transversal" : "digital";
    return [id, group, en, ar, enAliases];
  });
dropSharedAliases(skills, [4]);
const ids = new Set(skills.map((s) => s[0]));
if (ids.size !== skills.length) throw new Error("skill id prefix collision; lengthen the id");

const attribution =
  "This product uses the ESCO classification of the European Commission. Changes: columns selected, English and Arabic files joined by concept URI, labels shortened and filtered.";
const write = (name, columns, items) => {
  const text = `${JSON.stringify({ attribution, source: "ESCO v1.2.1", columns, items })}\n`;
  writeFileSync(join(outDir, name), text);
  console.log(`${name}: ${items.length} items, ${(text.length / 1024).toFixed(0)} KiB`);
};
// Arabic stopwords: the 480-entry stopwords-iso list, normalized the way src/normalize.ts
// normalizes text for matching (no diacritics, one alef, ى→ي, ة→ه), deduplicated.
const normalizeArabic = (w) =>
  w
    .normalize("NFKC")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .trim();
const stopwords = [
  ...new Set(
    readFileSync(join(taxonomyDir, "stopwords-ar/stopwords-iso_ar.txt"), "utf8")
      .split(/\r?\n/)
      .map(normalizeArabic)
      .filter((w) => /^[\u0621-\u064A]{2,}$/.test(w)),
  ),
].sort();
writeFileSync(
  join(outDir, "stopwords-ar.json"),
  `${JSON.stringify({ source: "stopwords-iso/stopwords-ar (MIT), normalized", words: stopwords })}\n`,
);
console.log(`stopwords-ar.json: ${stopwords.length} words`);

write("esco-occupations.json", ["code", "isco", "en", "ar", "enAliases", "arAliases"], occupations);
write("esco-skills.json", ["id", "group", "en", "ar", "enAliases"], skills);
