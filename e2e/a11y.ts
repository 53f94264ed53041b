import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";

/** The interface languages the accessibility journeys run in. */
export type Language = "ar" | "en";

/** Interface language before any script runs, and cookies declined so the banner is settled. */
export async function useLanguage(context: BrowserContext, language: Language, baseURL: string | undefined) {
  await context.addInitScript((lang) => localStorage.setItem("sira-lang", lang), language);
  await context.addCookies([
    { name: "sira-lang", value: language, url: baseURL ?? "http://localhost" },
    { name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" },
  ]);
}

/** One serious or critical axe violation on a named screen. */
export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Serious and critical WCAG 2.1 A/AA violations on what the page shows now. The builder's live
 * preview (`iframe[title]`) is always left out: it is the user's own resume document, whose
 * colours are their choice; `exclude` names more such regions.
 */
export async function axeFindings(page: Page, name: string, exclude: string[] = []): Promise<Finding[]> {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude("iframe[title]");
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      page: name,
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}

/** Findings as lines for an assertion's message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.page}: [${f.impact}] ${f.rule} — ${f.help}\n    ${f.targets.join("\n    ")}`)
    .join("\n");
}

/** Press Tab (or Shift+Tab) until `target` has the focus, at most `max` times; fails naming it otherwise. */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`could not reach ${target} with the Tab key`);
}
