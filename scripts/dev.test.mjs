import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import viteConfig from "../apps/web/vite.config";

const serverRoot = fileURLToPath(new URL("../apps/server/", import.meta.url));
const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));

describe("npm run dev", () => {
  it("runs the server through tsx so that the resume templates render in its process", () => {
    const { scripts } = JSON.parse(readFileSync(`${serverRoot}package.json`, "utf8"));
    // The dev script's tsx options, without `watch` and the entry point.
    const options = scripts.dev.split(/\s+/).slice(2, -1);
    const html = execFileSync(tsx, [...options, "test/fixtures/render-template.ts"], {
      cwd: serverRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(html).toContain("Abdullah");
  }, 60_000);

  it("hands public resume pages to the server and keeps app routes and modules in Vite", () => {
    const proxy = Object.entries(viteConfig.server?.proxy ?? {});
    /** Where a GET of `url` goes in development: "server" or "vite". */
    const destination = (url) => {
      for (const [context, options] of proxy) {
        const matches = context.startsWith("^") ? new RegExp(context).test(url) : url.startsWith(context);
        if (!matches) continue;
        const bypass =
          typeof options === "object"
            ? options.bypass?.({ url, headers: {} }, undefined, options)
            : undefined;
        return bypass === undefined || bypass === null ? "server" : "vite";
      }
      return "vite";
    };
    expect(destination("/sara/my-cv")).toBe("server");
    expect(destination("/sara/my-cv?utm=x")).toBe("server");
    expect(destination("/api/health")).toBe("server");
    for (const url of [
      "/dashboard/services",
      "/builder/123",
      "/auth/login",
      "/src/main.tsx",
      "/@vite/client",
      "/",
    ])
      expect(destination(url), url).toBe("vite");
  });
});
