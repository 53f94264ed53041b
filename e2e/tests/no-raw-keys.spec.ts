import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type Language, useLanguage } from "../a11y";
import { accountWithResumeAndJob } from "../accounts";

/**
 * Issue 42 item 5: no raw translation key ("nav.home", "services.heading") is ever on screen on
 * a cold load, on a slow network too: the page is watched from navigation until it has settled,
 * and every text node is checked against the keys of the English bundles.
 */
const localeDir = path.resolve(import.meta.dirname, "../../apps/web/src/locales/en");
const keys = new Set<string>();
for (const file of fs.readdirSync(localeDir).filter((f) => f.endsWith(".json"))) {
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(tree))
      if (typeof v === "string") keys.add(`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, ""));
      else walk(v as Record<string, unknown>, `${prefix}${k}.`);
  };
  walk(JSON.parse(fs.readFileSync(path.join(localeDir, file), "utf8")), "");
}

/** Go to a path on a throttled connection and collect every raw key painted until it settles. */
async function rawKeysDuring(page: Page, url: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 300,
    downloadThroughput: 120_000,
    uploadThroughput: 60_000,
  });
  const seen = new Set<string>();
  let loaded = false;
  const navigation = page.goto(url).finally(() => {
    loaded = true;
  });
  const until = () => Date.now();
  let settleAt = Number.POSITIVE_INFINITY;
  while (until() < settleAt) {
    const text = await page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
    for (const word of text.match(/\b[a-zA-Z]+(?:\.[a-zA-Z_]+)+\b/g) ?? [])
      if (keys.has(word)) seen.add(word);
    if (loaded && settleAt === Number.POSITIVE_INFINITY) settleAt = until() + 4000;
    await page.waitForTimeout(50);
  }
  await navigation;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return [...seen];
}

for (const language of ["ar", "en"] as const satisfies Language[]) {
  test(`no raw translation key on a cold load of the signed-in pages (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // No service worker: every load is cold, as on a first visit.
    const context = await browser.newContext({ serviceWorkers: "block" });
    await useLanguage(context, language, baseURL);
    const page = await context.newPage();
    await accountWithResumeAndJob(page.request, language, { prefix: "keys", title: "CV" });
    for (const route of ["/dashboard/services", "/dashboard/jobs", "/dashboard/wallet", "/welcome"])
      expect(await rawKeysDuring(page, route), route).toEqual([]);
    await context.close();
  });
}
