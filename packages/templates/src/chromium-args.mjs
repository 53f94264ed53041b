// Plain JavaScript so that the benches (bench/lib.mjs, run by Node without a TypeScript loader)
// import the same list as the server, the template tests and the end-to-end tests.

/**
 * Flags for headless Chromium, the one set production prints with and every test and bench
 * launches with: no sandbox (it runs as root in a container), no GPU, no outside traffic
 * (background networking, component updates, sync, first-run pages), /tmp instead of a small
 * /dev/shm, and no font hinting, so glyph widths (and with them line breaks and pages) do not
 * depend on the machine's hinting settings.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--font-render-hinting=none",
];
