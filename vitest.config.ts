import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { localeBundles } from "./apps/web/locale-bundles";

const serverTests = {
  root: "apps/server",
  include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** Server test files that replace modules (vi.mock): each runs with a module graph of its own. */
const isolatedServerTests = ["test/heavy-work.test.ts"];

/** Every server test file, relative to apps/server. */
function serverTestFiles(folder = ""): string[] {
  const root = path.join(import.meta.dirname, "apps/server");
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : serverTestFiles(relative);
    return entry.name.endsWith(".test.ts") ? [relative] : [];
  });
}

/**
 * On the PostgreSQL run (`TEST_DB=postgres`) the server files that never open a database (no
 * test app, no connection) are left out: they already ran on the PGlite run, and the database
 * changes nothing they do.
 */
const skippedOnPostgres =
  process.env.TEST_DB === "postgres"
    ? ["src", "test"]
        .flatMap((folder) => serverTestFiles(folder))
        .filter(
          (file) =>
            !/createTestApp|openDatabase|testDatabaseKind|TEST_DB|helpers\/test-app/.test(
              fs.readFileSync(path.join(import.meta.dirname, "apps/server", file), "utf8"),
            ),
        )
    : [];

/**
 * One Vitest project per workspace; `--project <name>` runs one of them. The packages that read
 * real PDFs, run Tesseract or print with Chromium get 30 s per test (Vitest's 5 s default is
 * passed on a loaded 2-core machine by tests that take 1-3 s on a quiet one).
 */
export default defineConfig({
  test: {
    // Two test files at a time on a 2-core machine (Vitest's default there is one): most files
    // wait on Chromium, Tesseract, PGlite's thread or PostgreSQL part of the time. Measured on
    // a quiet 2-core machine (2026-11-29): the unit run 465 s and 451 s with two (768 s with one
    // the session before, which also lacked the PGlite template), the PostgreSQL run 4.2 min with
    // two (about 8 with one).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: "scripts", root: "scripts", include: ["*.test.mjs"] } },
      { test: { name: "schema", root: "packages/schema", include: ["src/**/*.test.ts"] } },
      { test: { name: "html", root: "packages/html", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "templates",
          root: "packages/templates",
          testTimeout: 30_000,
          include: ["src/**/*.test.{ts,tsx}"],
        },
      },
      { test: { name: "nlp", root: "packages/nlp", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "importers",
          root: "packages/importers",
          testTimeout: 30_000,
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "pdf-text",
          root: "packages/pdf-text",
          testTimeout: 30_000,
          include: ["src/**/*.test.ts"],
        },
      },
      {
        // One module graph for the files of a worker (isolate: false): loading the server's ~700
        // modules per file cost more than most files' tests. Files that mock modules keep their own.
        test: {
          ...serverTests,
          name: "server",
          isolate: false,
          exclude: [...isolatedServerTests, ...skippedOnPostgres],
        },
      },
      { test: { ...serverTests, name: "server-isolated", include: isolatedServerTests } },
      {
        plugins: [localeBundles()],
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
          environment: "jsdom",
        },
      },
    ],
  },
});
