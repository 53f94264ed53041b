import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changesSessions } from "../src/modules/auth/auth.module";

// Web processes keep sessions and users in memory (db/change-feed.ts). PostgreSQL's triggers drop
// them in every process whatever writes the rows; a route that writes them also waits until
// every process has (changesSessions). This keeps new writers and routes inside that rule.
const src = path.join(import.meta.dirname, "../src");
const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
const relative = (file: string) => path.relative(src, file).split(path.sep).join("/");

describe("writers of sessions and users", () => {
  it("are the auth and user services only (a new one must be served by a route the rule covers)", () => {
    const writes = /\.(update|delete)\((sessions|users)\)|\b(update|delete from)\s+"?(sessions|users)\b/i;
    const writers = sourceFiles(src)
      .filter((file) => writes.test(fs.readFileSync(file, "utf8")))
      .map(relative)
      .sort();
    expect(writers).toEqual([
      "modules/auth/account.service.ts",
      "modules/auth/email-token.service.ts",
      "modules/auth/google.service.ts",
      "modules/auth/session.service.ts",
      "modules/user/user.service.ts",
    ]);
  });

  it("revoke only through routes that wait for every process (changesSessions)", () => {
    const services = [
      "account.service",
      "email-token.service",
      "google.service",
      "session.service",
      "user.service",
    ];
    const routeFiles = sourceFiles(src).filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return (
        file.endsWith(".routes.ts") &&
        (services.some((name) => text.includes(`/${name}"`)) || /from "\.\.\/auth\/auth\.public"/.test(text))
      );
    });
    expect(routeFiles.map(relative).sort()).toEqual([
      "modules/api-keys/api-keys.routes.ts",
      "modules/auth/auth.routes.ts",
      "modules/user/picture.routes.ts",
      "modules/user/user.routes.ts",
    ]);
    const route = /\b(?:r|app|scope)\.(get|post|put|patch|delete)\(\s*"([^"]+)"/g;
    const checked: string[] = [];
    // api-keys takes the auth context's type only; the picture route writes the user's picture, no
    // revocation (the trigger still drops the kept user in every process, without waiting).
    for (const file of routeFiles.filter((f) => !/api-keys|picture/.test(f))) {
      for (const [, method, url] of fs.readFileSync(file, "utf8").matchAll(route)) {
        if (method === "get" && !url!.includes("google/callback")) continue;
        checked.push(`${method!.toUpperCase()} ${url}`);
        expect(changesSessions(method!.toUpperCase(), url!), `${method} ${url}`).toBe(true);
      }
    }
    expect(checked).toContain("POST /api/auth/logout");
    expect(checked).toContain("DELETE /api/user/me");
    expect(checked).toContain("GET /api/auth/google/callback");
    // Reads and other modules' writes do not wait.
    expect(changesSessions("GET", "/api/user/me")).toBe(false);
    expect(changesSessions("PATCH", "/api/resume/1")).toBe(false);
  });
});
