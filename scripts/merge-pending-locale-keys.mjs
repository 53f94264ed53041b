// Adds keys written after the translators' hand-off (scripts/locale-pending-keys.json:
// namespace → key → locale → text) to apps/web/src/locales/<locale>/<namespace>.json, placed
// right after the key that precedes it in English, for every locale folder that lacks them.
// Run once after copying translated folders in: node scripts/merge-pending-locale-keys.mjs
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const pending = JSON.parse(fs.readFileSync(path.join(root, "scripts/locale-pending-keys.json"), "utf8"));
const dir = path.join(root, "apps/web/src/locales");
for (const [namespace, keys] of Object.entries(pending)) {
  const englishKeys = Object.keys(
    JSON.parse(fs.readFileSync(path.join(dir, "en", `${namespace}.json`), "utf8")),
  );
  for (const [key, byLocale] of Object.entries(keys)) {
    const after = englishKeys[englishKeys.indexOf(key) - 1];
    for (const [locale, text] of Object.entries(byLocale)) {
      const file = path.join(dir, locale, `${namespace}.json`);
      if (!fs.existsSync(file)) continue;
      const messages = JSON.parse(fs.readFileSync(file, "utf8"));
      if (key in messages) continue;
      const out = {};
      for (const [k, v] of Object.entries(messages)) {
        out[k] = v;
        if (k === after) out[key] = text;
      }
      if (!(key in out)) out[key] = text;
      fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
      console.log(`${locale}/${namespace}.json: + ${key}`);
    }
  }
}
