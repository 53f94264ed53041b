import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * In a fresh process (the module state is the point): load the server's configuration, which
 * loads the guarded outbound client and with it npm undici, then send what arctic sends for
 * Google's token exchange (a Request with its own Content-Length) through the global fetch.
 */
function tokenRequestAfterLoading(entry: string): string {
  const script = `
    import http from "node:http";
    await import(${JSON.stringify(entry)});
    const server = http.createServer((req, res) => { req.resume(); req.on("end", () => res.end("ok")); });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const body = new TextEncoder().encode("grant_type=authorization_code&code=abc");
    const request = new Request("http://127.0.0.1:" + server.address().port + "/token", { method: "POST", body });
    request.headers.set("Content-Type", "application/x-www-form-urlencoded");
    request.headers.set("Content-Length", String(body.byteLength));
    try {
      const res = await fetch(request);
      process.stdout.write(res.status + " " + (await res.text()));
    } catch (error) {
      process.stdout.write("failed: " + (error.cause?.message ?? error.message));
    }
    server.close();
  `;
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
    cwd: path.join(import.meta.dirname, "../.."),
  });
}

describe("the global fetch after the server's modules are loaded", () => {
  it("still sends a request that sets its own Content-Length (Google's token exchange)", {
    timeout: 60_000,
  }, () => {
    const entry = path.join(import.meta.dirname, "../config.ts");
    expect(tokenRequestAfterLoading(entry)).toBe("200 ok");
  });
});
