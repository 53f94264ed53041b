import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs } from "@sira/templates/chromium-args";
import { chromiumExecutable } from "./chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `sira-e2e-${process.pid}`);

/** End-to-end journeys against the built app on embedded defaults, in real Chromium. */
export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    launchOptions: { executablePath: await chromiumExecutable(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node ../apps/server/dist/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A cold start migrates and seeds the embedded database: over a minute on a busy machine.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Every journey signs up its own users from 127.0.0.1; keep the limits, scaled for that.
      AUTH_RATE_LIMIT_SCALE: "100",
      // Production has no checkout unless a provider is named; the journeys buy in the sandbox.
      PAYMENT_PROVIDER: "sandbox",
      // tests/auth.spec.ts reads mailed links from the outbox through the admin API.
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token",
      // A web build of one's own (vite build --outDir), so concurrent builds do not swap it mid-run.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
