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

describe("deploy/standins/s3-standin.mjs (compose-local.sh's MinIO and mc)", () => {
  const standin = path.join(repoRoot, "deploy/standins/s3-standin.mjs");

  it("signs as AWS signature version 4 does (AWS's GET Bucket example)", async () => {
    const { signedRequest } = await import(standin);
    const request = signedRequest(
      "GET",
      "https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J",
      "AKIAIOSFODNN7EXAMPLE",
      "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(request.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;x-amz-content-sha256;x-amz-date, " +
        "Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7",
    );
  });

  it("serves S3 as `minio server` with MINIO_ROOT_USER's key; mc makes and lists a bucket", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-s3-standin-"));
    roots.push(dir);
    const port = 3597;
    const env = { ...process.env, HOME: dir, MINIO_ROOT_USER: "sira", MINIO_ROOT_PASSWORD: "secret" };
    const { spawn } = await import("node:child_process");
    const server = spawn(
      process.execPath,
      [standin, "minio", "server", path.join(dir, "data"), "--address", `127.0.0.1:${port}`],
      {
        env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    try {
      await new Promise((resolve, reject) => {
        server.stdout.on("data", (chunk) => String(chunk).includes("S3 stand-in") && resolve());
        server.on("exit", (code) => reject(new Error(`exited ${code}`)));
      });
      const mc = (...args) =>
        spawnSync(process.execPath, [standin, "mc", ...args], { env, encoding: "utf8" });
      expect(mc("alias", "set", "s3", `http://127.0.0.1:${port + 1}`, "sira", "secret").status).toBe(1);
      expect(mc("alias", "set", "s3", `http://127.0.0.1:${port}`, "sira", "secret").status).toBe(0);
      expect(mc("mb", "s3/sira").stdout).toContain("Bucket created successfully");
      expect(mc("mb", "s3/sira").status).toBe(1);
      expect(mc("mb", "--ignore-existing", "s3/sira").status).toBe(0);
      // An unknown access key is refused; the configured one is taken (as by the server's SDK).
      const { signedRequest } = await import(standin);
      const url = `http://127.0.0.1:${port}/sira/user/a.txt`;
      const put = (key) => {
        const request = signedRequest("PUT", url, key, "secret");
        return fetch(url, {
          method: "PUT",
          headers: { ...request.headers, "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
          body: "hello",
        });
      };
      expect((await put("nobody")).status).toBe(403);
      expect((await put("sira")).status).toBe(200);
      expect(mc("ls", "s3/sira").stdout).toBe("5\tuser/a.txt\n");
    } finally {
      server.kill("SIGTERM");
    }
  });
});
