import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { chromiumArgs } from "@sira/templates/chromium-args";
import { chromiumExecutable } from "../chromium";

/**
 * Installable app: the web app manifest (names, icons of the sizes they claim), the service
 * worker registering and caching the shell, and an offline reload that shows the cached shell,
 * or the bilingual offline page when the shell is not cached.
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the manifest is linked and valid: names in both languages, standalone, PNG icons 192/512 and maskable", async ({
  page,
  request,
}) => {
  await page.goto("/welcome");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  expect(res.headers()["content-type"]).toMatch(/application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    lang: "ar",
    dir: "rtl",
    short_name: "سيرة",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#0f766e",
  });
  expect(manifest.name).toMatch(/سيرة/);
  expect(manifest.name).toMatch(/Sira/);
  expect(manifest.name_localized.en).toMatch(/^Sira/);
  const icons = manifest.icons as ManifestIcon[];
  for (const [size, purpose] of [
    [192, "any"],
    [512, "any"],
    [512, "maskable"],
  ] as const) {
    const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect(icon, `${size}px ${purpose} icon`).toBeDefined();
    const file = await request.get(icon!.src);
    expect(file.ok(), icon!.src).toBe(true);
    expect(pngSize(await file.body())).toEqual({ width: size, height: size });
  }
});

test("the service worker registers, caches the shell and its assets, and an offline reload shows the offline page", async ({
  page,
  context,
  request,
}) => {
  const sw = await (await request.get("/sw.js")).text();
  expect(sw, "the push handler is still there").toContain('addEventListener("push"');
  expect(sw).toContain('addEventListener("notificationclick"');

  await page.goto("/welcome");
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
  expect(scriptUrl).toMatch(/\/sw\.js$/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find((k) => k.startsWith("sira-shell-")) ?? "none");
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      }),
    )
    .toEqual(expect.arrayContaining(["/index.html", "/offline.html", "/manifest.webmanifest"]));
  // The page is controlled once the worker has claimed it; reload so every asset passes through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open(
          (await caches.keys()).find((k) => k.startsWith("sira-shell-")) ?? "none",
        );
        // eslint-disable-next-line regexp/no-super-linear-move -- bounded: the paths of the built app's own cached files
        return (await cache.keys()).map((r) => new URL(r.url).pathname.replace(/-[\w-]+\./, "-HASH."));
      }),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/.*\.js$/),
        expect.stringMatching(/\.woff2$/),
      ]),
    );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "أنت غير متصل بالإنترنت" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await context.setOffline(false);
  await page.getByRole("link", { name: "إعادة المحاولة" }).click();
  await expect(page).toHaveURL(/\/(dashboard|auth\/login)/);
});

test("Chromium itself finds the app installable, in Arabic and in English", async ({ baseURL }) => {
  // Installability is judged for a normal profile (Playwright's default contexts count as
  // incognito, which is never installable), so this test starts Chromium with a profile folder.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "sira-pwa-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumExecutable(),
    args: chromiumArgs,
    baseURL,
  });
  try {
    for (const language of ["ar", "en"] as const) {
      const page = await context.newPage();
      await page.goto("/welcome");
      await page.evaluate((lang) => localStorage.setItem("sira-lang", lang), language);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      // The checks Chromium runs before it offers "Install app" (Lighthouse's installable audit).
      expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
      await page.close();
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
