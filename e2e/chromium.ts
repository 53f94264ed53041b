import fs from "node:fs";

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else the binary shipped in @sparticuz/chromium (Playwright cannot download browsers here).
 */
export async function chromiumExecutable(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
