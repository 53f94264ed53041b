/**
 * Tailoring evaluation (issue 41): every offline proposal accepted on 22 resume/posting pairs
 * (packages/nlp/testing/tailor-set.ts, half Arabic, four across languages through twins). Target:
 * the compare score rises in ≥ 80 % of pairs and no tailored resume shows a fact (skill, employer,
 * title, date, figure, degree) the original does not. Also asserted by packages/nlp/src/tailor.test.ts.
 * Run: `npx tsx bench/tailor-eval.ts` (about a second; prints, records nothing).
 */
import { evaluateTailoring } from "../packages/nlp/testing/tailor-eval";

const results = evaluateTailoring();
for (const r of results)
  console.log(
    `${r.id.padEnd(24)} ${r.before.toFixed(2)} → ${r.after.toFixed(2)}  ${String(r.proposals).padStart(2)} proposals  ${r.kinds.join(", ")}${r.invented.length ? `  INVENTED ${JSON.stringify(r.invented)}` : ""}`,
  );
const rose = results.filter((r) => r.after > r.before).length;
const invented = results.reduce((n, r) => n + r.invented.length, 0);
const mean = (k: "before" | "after") => results.reduce((s, r) => s + r[k], 0) / results.length;
console.log(
  `\nscore rose in ${rose}/${results.length} pairs (${Math.round((rose / results.length) * 100)} %), mean ${mean("before").toFixed(2)} → ${mean("after").toFixed(2)}; invented facts: ${invented}`,
);
process.exitCode = rose / results.length >= 0.8 && invented === 0 ? 0 : 1;
