import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIfChanged, buildInputs, buildOutputs, sourcesHash, stampFile } from "./start.mjs";

const repoRoot = path.resolve(import.meta.dirname, "..");

/** A small tree shaped like the repository, with a fake build that writes both outputs. */
function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sira-start-"));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("apps/server/src/main.ts", "export const a = 1;");
  write("apps/server/src/main.test.ts", "test");
  write("apps/server/test/app.test.ts", "test");
  write("apps/web/src/app.tsx", "export const b = 2;");
  write("packages/nlp/src/data/skills.json", "[]");
  write("packages/nlp/README.md", "# nlp");
  let builds = 0;
  const build = () => {
    builds += 1;
    for (const output of buildOutputs) write(output, `build ${builds}`);
  };
  return { root, write, build, builds: () => builds };
}

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("npm start builds only when the build's inputs changed", () => {
  it("builds a fresh tree, then starts an unchanged one without building", () => {
    const tree = fixture();
    roots.push(tree.root);
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(true);
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(false);
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(false);
    expect(tree.builds()).toBe(1);
  });

  it("rebuilds after a source, a data file or the lockfile changes, even at the same size", () => {
    const tree = fixture();
    roots.push(tree.root);
    buildIfChanged({ root: tree.root, build: tree.build });
    for (const [file, text] of [
      ["apps/server/src/main.ts", "export const a = 2;"],
      ["packages/nlp/src/data/skills.json", "{}"],
      ["package-lock.json", "[]"],
      ["apps/web/src/new-page.tsx", "export {};"],
    ]) {
      tree.write(file, text);
      expect(buildIfChanged({ root: tree.root, build: tree.build }), file).toBe(true);
      expect(buildIfChanged({ root: tree.root, build: tree.build }), file).toBe(false);
    }
    fs.rmSync(path.join(tree.root, "apps/web/src/new-page.tsx"));
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(true);
    expect(tree.builds()).toBe(6);
  });

  it("does not rebuild for tests, Markdown or the server's data folder", () => {
    const tree = fixture();
    roots.push(tree.root);
    buildIfChanged({ root: tree.root, build: tree.build });
    tree.write("apps/server/src/main.test.ts", "changed");
    tree.write("apps/server/test/app.test.ts", "changed");
    tree.write("packages/nlp/README.md", "# changed");
    tree.write("apps/server/data/pglite/PG_VERSION", "17");
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(false);
  });

  it("rebuilds when an output is gone, and after a failed build", () => {
    const tree = fixture();
    roots.push(tree.root);
    buildIfChanged({ root: tree.root, build: tree.build });
    fs.rmSync(path.join(tree.root, "apps/web/dist"), { recursive: true });
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(true);
    tree.write("apps/server/src/main.ts", "broken(");
    expect(() =>
      buildIfChanged({
        root: tree.root,
        build: () => {
          throw new Error("build failed");
        },
      }),
    ).toThrow("build failed");
    // The failed build left the old outputs and no stamp: the next start builds again.
    expect(fs.existsSync(path.join(tree.root, stampFile))).toBe(false);
    expect(buildIfChanged({ root: tree.root, build: tree.build })).toBe(true);
  });

  it("is what `npm start` and `npm run worker` run, over the folders the build reads", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
    expect(scripts.start).toBe("node scripts/start.mjs");
    expect(scripts.worker).toBe("ROLE=worker node scripts/start.mjs");
    expect(scripts.build).toBe("npm run build -w @sira/web && npm run build -w @sira/server");
    for (const folder of buildInputs.folders)
      expect(fs.existsSync(path.join(repoRoot, folder)), folder).toBe(true);
    // The real tree hashes the same twice (nothing under the inputs changes by being read).
    expect(sourcesHash(repoRoot)).toBe(sourcesHash(repoRoot));
  });
});
