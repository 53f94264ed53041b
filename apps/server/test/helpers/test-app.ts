import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { selectAiProvider } from "../../src/adapters/ai/select-provider";
import { selectFileStore } from "../../src/adapters/files/select-file-store";
import { buildApp } from "../../src/app";
import type { AppDeps } from "../../src/app-deps";
import { type Config, loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { currentRequester } from "../../src/http/requester";
import { createUntrustedWork, type UntrustedWork } from "../../src/untrusted-work";

/** Which database server tests run against: `TEST_DB=postgres` or PGlite (default). */
export const testDatabaseKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** The app's worker pool (for services a test calls directly, e.g. a JobMatcher). */
  untrusted: UntrustedWork;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

let template: Promise<Uint8Array> | undefined;

/**
 * The data directory of an in-memory PGlite with every migration applied, made once per test
 * process (the server project shares one module graph per worker): a new database opened from
 * it skips initdb and the migrations, which cost most of a test app's start.
 */
function migratedPglite(): Promise<Uint8Array> {
  template ??= (async () => {
    const database = await openDatabase({ pgliteDir: "memory://" });
    try {
      await database.migrate();
      if (!database.dump) throw new Error("the embedded database cannot dump its data directory");
      return await database.dump();
    } finally {
      await database.close();
    }
  })();
  // A failure is not kept: the next file tries again.
  template.catch(() => {
    template = undefined;
  });
  return template;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or a new PostgreSQL database
 * (created here, dropped on close) when TEST_DB=postgres. Migrations applied unless
 * `migrate: false` (a migration's own test applies what it needs).
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind === "pglite") {
    // A new PGlite runs initdb (seconds); a migrated one is copied from this process's template.
    const loadDataDir = migrate ? await migratedPglite() : undefined;
    const database = await openDatabase({ pgliteDir: "memory://", ...(loadDataDir ? { loadDataDir } : {}) });
    // Nothing to apply on the copy; kept so a file's database is always migrated to the latest.
    if (migrate) await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `sira_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: "" });
  if (migrate) await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The settings of a test server whose data folder is `dataDir` (quiet, fixed secrets), plus `env`. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SECRET_KEY: "test-secret-key-test-secret-key-0123456789",
    ADMIN_TOKEN: "test-admin-token",
    WEB_DIST: path.join(dataDir, "no-web"),
    ...env,
  });
}

/** Build the real app on a fresh database and a temporary data folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-test-"));
  const config = testConfig(dataDir, {
    // Injected requests come from 127.0.0.1; trusting it lets tests vary X-Forwarded-For per user.
    TRUST_PROXY: "loopback",
    // Test model, feed and push servers listen on loopback; the guard stays on for everything else.
    OUTBOUND_ALLOW_HOSTS: "localhost,127.0.0.0/8,::1",
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  // Made here (as buildApp would) so tests can hand it to services they call directly.
  const ownPool = overrides.untrusted ? undefined : createUntrustedWork({ ownerOf: currentRequester });
  const untrusted = overrides.untrusted ?? (ownPool as UntrustedWork);
  const deps: AppDeps = {
    config,
    database,
    // DATA_DIR/files, or the bucket the env names (S3_*), as the real server chooses.
    files: selectFileStore(config),
    findBrowser: async () => null,
    version: "test",
    ai: selectAiProvider(config),
    logger: false,
    ...overrides,
    untrusted,
  };
  const app = await buildApp(deps);
  return {
    app,
    deps,
    untrusted,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await ownPool?.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
