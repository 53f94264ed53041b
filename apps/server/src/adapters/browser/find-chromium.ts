import fs from "node:fs";

export interface BrowserLocation {
  kind: "executable" | "websocket";
  /** Executable path, or the remote browser's WebSocket endpoint. */
  target: string;
  source: "CHROMIUM_WS_ENDPOINT" | "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";
}

const systemPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Where the printing browser is: CHROMIUM_WS_ENDPOINT (a remote pool), else CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium, else the binary shipped in @sparticuz/chromium
 * (unpacked to /tmp on first use). Null when none is available.
 */
export async function findChromium(options: {
  path?: string;
  wsEndpoint?: string;
}): Promise<BrowserLocation | null> {
  if (options.wsEndpoint)
    return { kind: "websocket", target: options.wsEndpoint, source: "CHROMIUM_WS_ENDPOINT" };
  if (options.path)
    return fs.existsSync(options.path)
      ? { kind: "executable", target: options.path, source: "CHROMIUM_PATH" }
      : null;
  const system = systemPaths.find((p) => fs.existsSync(p));
  if (system) return { kind: "executable", target: system, source: "system" };
  try {
    const { default: chromium } = await import("@sparticuz/chromium");
    return { kind: "executable", target: await chromium.executablePath(), source: "@sparticuz/chromium" };
  } catch {
    return null;
  }
}

/** The flags the printing browser launches with: one list, shared with the tests and benches. */
export { chromiumArgs } from "@sira/templates/chromium-args";
