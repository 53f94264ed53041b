// Shared helpers for benchmarks: start the built server on embedded defaults, find Chromium,
// summarize samples, record results.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Start apps/server/dist/main.js on a free port with a fresh data folder; resolves when healthy. */
export async function startServer({ port = 3200, env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-bench-"));
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node (e.g. --cpu-prof --cpu-prof-dir=DIR).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, "apps/server/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://localhost:${port}`;
  // Up to two minutes: a first start migrates the embedded database, slow on a busy 2-core machine.
  for (let i = 0; i < 480; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status < 500) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function chromiumPath() {
  for (const p of [process.env.CHROMIUM_PATH, "/usr/bin/chromium"]) if (p && fs.existsSync(p)) return p;
  throw new Error("Chromium not found: set CHROMIUM_PATH");
}

/** The flags production prints with (one list in @sira/templates). */
export { chromiumArgs } from "@sira/templates/chromium-args";

/** Median and percentiles of a list of numbers. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    n: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: sorted[0],
    max: sorted.at(-1),
  };
}

/** Write results/<name>.json with the date and machine. */
export function record(name, result) {
  const file = path.join(repoRoot, "bench/results", `${name}.json`);
  const body = {
    name,
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    ...result,
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(JSON.stringify(body, null, 2));
  return body;
}

/** Stop a child process with SIGTERM and wait for it to exit (nothing to do if it never started or already ended). */
export function stopChild(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  return new Promise((resolve) => child.once("exit", resolve));
}

let ipCounter = 0;
/** A distinct documentation-range address per call (X-Forwarded-For; the app trusts its proxy). */
export const nextIp = () => {
  ipCounter++;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Kilobytes with one decimal, and the sum of `key` (already in KB) over files. */
export const kb = (bytes) => +(bytes / 1024).toFixed(1);
export const sumKb = (files, key) => +files.reduce((sum, f) => sum + f[key], 0).toFixed(1);

/** The body bytes the server sends for `url` with this Accept-Encoding, and their encoding. */
export function fetchOnWire(url, acceptEncoding = "br, gzip") {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => {
          bytes += chunk.length;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode, bytes, encoding: res.headers["content-encoding"] ?? "identity" }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** JSON calls to the server at `baseUrl`, with a session cookie when given; a failure throws with its status and body. */
export function jsonCaller(baseUrl) {
  return async (method, path, body, cookie) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
}

/**
 * A new account on the server at `baseUrl` (username `bench<tag>`): its tag, its session as a
 * cookie header and as name/value pairs (for a browser context), and `call` (jsonCaller).
 */
export async function signUpBenchUser(baseUrl) {
  const tag = Math.random().toString(36).slice(2, 10);
  const call = jsonCaller(baseUrl);
  const registered = await call("POST", "/api/auth/register", {
    name: "Bench",
    username: `bench${tag}`,
    email: `bench${tag}@example.com`,
    password: "correct-horse-42",
  });
  const cookies = registered.headers.getSetCookie().map((c) => {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { tag, call, cookies, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}
