// Scores extracted text against the fixture's truth: CER per string kind (edit distance of each
// source string to its best-matching substring of the extracted text, over its length), whole-word
// keyword recall (overall and for lam-alef words), exact strings, and reading order.
import { load } from "./print.mjs";

const { normalizeForAts } = await load("packages/pdf-text/src/extract.ts");

/** Smallest edit distance between `needle` and any substring of `hay`, and where that match ends. */
export function bestMatch(needle, hay) {
  const m = needle.length;
  const n = hay.length;
  let prev = new Uint32Array(n + 1); // row 0: a match may start anywhere
  let cur = new Uint32Array(n + 1);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    const c = needle.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1] + (hay.charCodeAt(j - 1) === c ? 0 : 1);
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      cur[j] = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
    }
    [prev, cur] = [cur, prev];
  }
  let best = m;
  let end = 0;
  for (let j = 0; j <= n; j++)
    if (prev[j] < best) {
      best = prev[j];
      end = j;
    }
  return { distance: best, end };
}

const words = (s) => s.split(/[\s,.;:،؛()|«»"'!?؟]+/u).filter((w) => w.length > 1);
const lamAlef = /ل[اأإآ]/;

export function score(truth, extracted) {
  const text = normalizeForAts(extracted);
  const cer = {};
  for (const { kind, text: source } of truth.strings) {
    const s = normalizeForAts(source);
    const { distance } = bestMatch(s, text);
    cer[kind] ??= { errors: 0, chars: 0, exact: 0, n: 0 };
    const c = cer[kind];
    c.errors += distance;
    c.chars += s.length;
    c.n += 1;
    if (distance === 0) c.exact += 1;
  }
  const all = Object.values(cer).reduce(
    (a, c) => ({ errors: a.errors + c.errors, chars: a.chars + c.chars }),
    {
      errors: 0,
      chars: 0,
    },
  );
  const found = new Set(words(text));
  const keywords = [...new Set(truth.strings.flatMap(({ text: t }) => words(normalizeForAts(t))))];
  const recall = keywords.filter((w) => found.has(w)).length / keywords.length;
  const la = keywords.filter((w) => lamAlef.test(w));
  const lamAlefRecall = la.length ? la.filter((w) => found.has(w)).length / la.length : 1;
  const exact = Object.fromEntries(
    Object.entries(truth.exact).map(([k, v]) => [k, text.includes(normalizeForAts(v))]),
  );
  const positions = truth.order.map((s) => bestMatch(normalizeForAts(s), text).end);
  const inOrder = positions.every((p, i) => i === 0 || p > positions[i - 1]);
  return {
    cer: all.errors / all.chars,
    cerByKind: Object.fromEntries(Object.entries(cer).map(([k, c]) => [k, c.errors / c.chars])),
    exactStrings: Object.values(cer).reduce((a, c) => a + c.exact, 0),
    strings: truth.strings.length,
    recall,
    lamAlefRecall,
    exact,
    inOrder,
  };
}
