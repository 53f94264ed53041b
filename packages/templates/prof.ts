import { sanitizeRichText } from "@sira/html";
import { formatRichText, isolateLtrRuns } from "./src/lib/rich-text";

for (const n of [25_000, 50_000, 100_000]) {
  const s = "<".repeat(n);
  let t = performance.now();
  const san = sanitizeRichText(s);
  const a = performance.now() - t;
  t = performance.now();
  isolateLtrRuns(san);
  const b = performance.now() - t;
  t = performance.now();
  formatRichText(s);
  const c = performance.now() - t;
  console.log(n, a.toFixed(0), b.toFixed(0), c.toFixed(0));
}
