import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/** The Containerfile's helpers (deploy/prune-runtime.mjs, deploy/check-externals.mjs) on small trees. */
const repoRoot = path.resolve(import.meta.dirname, "..");
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sira-deploy-"));
  roots.push(root);
  const write = (file, text = "") => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const manifest = (dir, fields) =>
    write(`${dir}/package.json`, JSON.stringify({ name: path.basename(dir), ...fields }));
  const exists = (file) => fs.existsSync(path.join(root, file));
  return { root, write, manifest, exists };
}

describe("deploy/prune-runtime.mjs", () => {
  it("keeps the server's dependency closure and the templates' woff2 files, removes the rest", () => {
    const t = tree();
    t.manifest(".", { workspaces: ["apps/*", "packages/*"], devDependencies: { typescript: "*" } });
    t.manifest("apps/server", {
      dependencies: { a: "*", "@sira/templates": "*", "peer-user": "*" },
      devDependencies: { vite: "*" },
    });
    t.manifest("apps/web", {
      dependencies: { "ui-kit": "*", "@fontsource/inter": "*", "@fontsource/noto-sans-jp": "*" },
    });
    t.manifest("packages/templates", { dependencies: { b: "*" } });
    t.write(
      "packages/templates/src/fonts.ts",
      'const families = { Inter: { slug: "inter", subsets: ["latin"] } };',
    );
    t.manifest("node_modules/a", {
      dependencies: { c: "*", "@types/a": "*" },
      optionalDependencies: { "a-linux": "*", "a-darwin": "*" },
    });
    t.write("node_modules/a/index.js");
    t.write("node_modules/a/index.js.map");
    t.write("node_modules/a/index.d.ts");
    t.write("node_modules/a/README.md");
    t.manifest("node_modules/a-linux");
    t.manifest("node_modules/@types/a");
    t.manifest("node_modules/c");
    // b needs its own version of d, nested; the hoisted d was another (web) package's.
    t.manifest("node_modules/b", { dependencies: { d: "2" } });
    t.manifest("node_modules/b/node_modules/d", { version: "2.0.0" });
    t.manifest("node_modules/d", { version: "1.0.0" });
    // An optional peer is not pulled in; a required one is.
    t.manifest("node_modules/peer-user", {
      peerDependencies: { typescript: "*", zod: "*" },
      peerDependenciesMeta: { typescript: { optional: true } },
    });
    t.manifest("node_modules/typescript");
    t.manifest("node_modules/zod");
    t.manifest("node_modules/ui-kit");
    t.manifest("node_modules/vite");
    t.write("node_modules/.bin/vite");
    t.manifest("node_modules/@fontsource/inter");
    t.write("node_modules/@fontsource/inter/LICENSE");
    t.write("node_modules/@fontsource/inter/index.css");
    for (const file of [
      "latin-400-normal.woff2",
      "latin-700-normal.woff2",
      "latin-300-normal.woff2",
      "latin-400-normal.woff",
      "cyrillic-400-normal.woff2",
    ])
      t.write(`node_modules/@fontsource/inter/files/inter-${file}`);
    t.manifest("node_modules/@fontsource/noto-sans-jp");
    fs.mkdirSync(path.join(t.root, "node_modules/@sira"));
    // A workspace link as npm makes it, inside the temporary tree. self-contained: not a path
    fs.symlinkSync("../../packages/templates", path.join(t.root, "node_modules/@sira/templates"));

    const out = execFileSync(process.execPath, [path.join(repoRoot, "deploy/prune-runtime.mjs")], {
      cwd: t.root,
      encoding: "utf8",
    });
    expect(out).toMatch(/^removed [\d.]+ MB: \d+ entries; kept 11 packages \(1 font families\)/);

    const kept = [
      "a",
      "a/index.js",
      "a-linux",
      "c",
      "b",
      "b/node_modules/d",
      "peer-user",
      "zod",
      "@sira/templates",
    ];
    for (const file of kept) expect(t.exists(`node_modules/${file}`), file).toBe(true);
    expect(t.exists("node_modules/@fontsource/inter/package.json")).toBe(true);
    expect(t.exists("node_modules/@fontsource/inter/LICENSE")).toBe(true);
    expect(fs.readdirSync(path.join(t.root, "node_modules/@fontsource/inter/files")).sort()).toEqual([
      "inter-latin-400-normal.woff2",
      "inter-latin-700-normal.woff2",
    ]);
    const gone = [
      "typescript",
      "ui-kit",
      "vite",
      ".bin",
      "@fontsource/noto-sans-jp",
      "@fontsource/inter/index.css",
    ];
    for (const file of [...gone, "a/index.js.map", "a/index.d.ts", "a/README.md", "d", "@types/a"])
      expect(t.exists(`node_modules/${file}`), file).toBe(false);
  });

  it("fails when a required dependency is not installed", () => {
    const t = tree();
    t.manifest(".", {});
    t.manifest("apps/server", { dependencies: { missing: "*" } });
    t.manifest("apps/web", {});
    t.write("packages/templates/src/fonts.ts", 'slug: "inter"');
    t.manifest("node_modules/@fontsource/inter");
    t.write("node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2");
    const run = spawnSync(process.execPath, [path.join(repoRoot, "deploy/prune-runtime.mjs")], {
      cwd: t.root,
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("required packages not installed: missing (from apps/server)");
  });
});

describe("deploy/check-externals.mjs", () => {
  const check = (root, ...args) =>
    spawnSync(
      process.execPath,
      [path.join(repoRoot, "deploy/check-externals.mjs"), path.join(root, "dist"), ...args],
      {
        encoding: "utf8",
      },
    );

  it("names a package the bundle imports that does not resolve", () => {
    const t = tree();
    t.manifest("node_modules/present", { main: "index.js" });
    t.write("node_modules/present/index.js");
    t.write("dist/main.js", 'import a from "present";\nimport fs from "node:fs";\nimport path from "path";');
    t.write("dist/chunks/x.js", 'const b = await import("absent/sub");\nconst text = "from \\", \\"";');
    const failed = check(t.root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("absent/sub (imported by chunks/x.js)");
    expect(failed.stderr).not.toContain("present");

    t.write("dist/chunks/x.js", 'const e = () => import("esbuild");');
    expect(check(t.root).status).toBe(1);
    const allowed = check(t.root, "--sources-only", "esbuild");
    expect(allowed.status).toBe(0);
    expect(allowed.stdout).toContain("2 packages the bundle imports all resolve");
  });
});
