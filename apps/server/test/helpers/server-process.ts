import { type ChildProcess, spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { serverRoot } from "../../src/paths";

/** Settings every spawned server shares, so sessions, signatures and admin calls work across them. */
export const processSecrets = {
  SECRET_KEY: "process-test-secret-key-0123456789abcdef",
  ADMIN_TOKEN: "process-test-admin-token",
};

const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An empty PostgreSQL database on the test server (no migrations: the servers apply them). */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  // TEST_DB_PREFIX: another prefix for the databases made (several test runs on one server).
  const name = `${process.env.TEST_DB_PREFIX ?? "sira_proc_"}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** `npm run db:migrate` (src/cli/migrate.ts through tsx) on the database at `url`. */
export async function migrateDatabase(url: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/migrate.ts"], {
    cwd: serverRoot(),
    env: { ...process.env, DATABASE_URL: url, TSX_TSCONFIG_PATH: "tsconfig.tsx.json" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  await exited(child);
  if (child.exitCode !== 0) throw new Error(`db:migrate exited with ${child.exitCode}: ${stderr}`);
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks, no flush; resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (clean shutdown); SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Start the real server (`src/main.ts` through tsx, so it always matches the sources) as its own
 * process on 127.0.0.1 and a free port; resolves once /api/health answers. `dataDir` is reused
 * when given (restart on the same embedded database), otherwise a fresh temporary folder.
 */
export async function startServerProcess(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    timeoutMs?: number;
    /** false for a ROLE=worker process (no HTTP port): resolves once it is spawned. */
    waitForHealth?: boolean;
    /** Each chunk the server writes to stdout (its log lines); stdout is ignored without it. */
    onStdout?: (text: string) => void;
  } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sira-proc-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      WEB_DIST: path.join(dataDir, "no-web"),
      // Clients vary X-Forwarded-For per simulated user; the test process is the trusted proxy.
      TRUST_PROXY: "loopback",
      // Test model, feed and push servers listen on loopback; the guard stays on for everything else.
      OUTBOUND_ALLOW_HOSTS: "localhost,127.0.0.0/8,::1",
      ...processSecrets,
      // As `npm run dev`: tsx compiles the workspace packages' JSX with React's automatic runtime.
      TSX_TSCONFIG_PATH: "tsconfig.tsx.json",
      ...options.env,
    },
    stdio: ["ignore", options.onStdout ? "pipe" : "ignore", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => options.onStdout?.(chunk.toString()));
  running.add(child);
  child.once("exit", () => running.delete(child));
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (; options.waitForHealth !== false; ) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited during start (${child.exitCode ?? child.signalCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    child,
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** A random documentation-range IPv4 address (its own rate-limit bucket). */
export function randomTestIp(): string {
  return `203.0.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answer of any route; tests read the fields they assert.
  body: any;
}

/**
 * A browser-like HTTP client for spawned servers: one cookie jar and one IP address
 * (X-Forwarded-For, trusted by the app) whichever server it talks to, so a session started on
 * one instance can be used on another.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly ip: string = randomTestIp()) {}

  async request(
    baseUrl: string,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        "x-forwarded-for": this.ip,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(payload !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: payload !== undefined ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: res.status, body };
  }
}
