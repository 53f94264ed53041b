/**
 * Quality of the twin translator and the offline writing suggestions (issue 19), on the labelled
 * sets in packages/nlp/testing:
 *
 *   npx tsx bench/twin-quality.ts [--verbose]
 *
 * Structured set: each [kind, Arabic, English] item translated both ways (dates expect the
 * canonical English form both ways). Exact match = confident and equal to the reference, over
 * all translations; precision = right among confident translations that changed the text; kept =
 * not confident (left as written and marked "to translate"). Bullets: a bullet is flagged weak
 * when it gets a weak opening, first person, passive or long-line suggestion; precision and
 * recall of those flags against the labels, per language.
 */
import { isWeakBullet, translateStructured, writingSuggestions } from "@sira/nlp";
import { BULLET_SET } from "../packages/nlp/testing/bullet-set";
import { STRUCTURED_OPEN_SET, STRUCTURED_SET } from "../packages/nlp/testing/twin-set";

const verbose = process.argv.includes("--verbose");
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)} %`;

for (const direction of ["ar→en", "en→ar"] as const) {
  let exact = 0;
  let confident = 0;
  let right = 0;
  let kept = 0;
  for (const [kind, ar, en] of STRUCTURED_SET) {
    const [text, from, to, want] =
      direction === "ar→en"
        ? ([ar, "ar", "en", en] as const)
        : ([en, "en", "ar", kind === "date" ? en : ar] as const);
    const t = translateStructured(kind, text, from, to);
    if (t.confident && t.text === want) exact++;
    if (!t.confident) kept++;
    if (t.confident && t.text !== text) {
      confident++;
      if (t.text === want) right++;
    }
    if (verbose && t.text !== want)
      console.log(`  ${direction} ${kind}: ${text} → ${t.text} (want ${want}, confident ${t.confident})`);
  }
  console.log(
    `structured ${direction}: ${STRUCTURED_SET.length} items, exact ${pct(exact, STRUCTURED_SET.length)}, precision of confident ${pct(right, confident)} (${right}/${confident}), kept and marked ${kept}`,
  );
}

for (const direction of ["ar→en", "en→ar"] as const) {
  let exact = 0;
  let confident = 0;
  let right = 0;
  for (const [kind, arAll, enAll] of STRUCTURED_OPEN_SET) {
    const ar = arAll.split("|");
    const en = enAll.split("|");
    const [text, from, to, want] =
      direction === "ar→en"
        ? ([ar[0]!, "ar", "en", en] as const)
        : ([en[0]!, "en", "ar", kind === "date" ? en : ar] as const);
    const t = translateStructured(kind, text, from, to);
    if (t.confident && want.includes(t.text)) exact++;
    if (t.confident && t.text !== text) {
      confident++;
      if (want.includes(t.text)) right++;
      else if (verbose) console.log(`  wrong ${direction} ${kind}: ${text} → ${t.text}`);
    }
  }
  console.log(
    `open set ${direction}: ${STRUCTURED_OPEN_SET.length} items, exact ${pct(exact, STRUCTURED_OPEN_SET.length)}, precision of confident ${pct(right, confident)} (${right}/${confident})`,
  );
}

for (const language of ["en", "ar"] as const) {
  const set = BULLET_SET.filter((b) => /[\u0621-\u064a]/.test(b.text) === (language === "ar"));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const b of set) {
    const flagged = isWeakBullet(b.text);
    if (flagged && b.weak) tp++;
    else if (flagged) fp++;
    else if (b.weak) fn++;
    if (verbose && flagged !== b.weak)
      console.log(
        `  ${flagged ? "false weak" : "missed"}: ${b.text} [${writingSuggestions(b.text).map((s) => s.kind)}]`,
      );
  }
  console.log(
    `bullets ${language}: ${set.length} (${set.filter((b) => b.weak).length} weak), precision ${pct(tp, tp + fp)}, recall ${pct(tp, tp + fn)}`,
  );
}
