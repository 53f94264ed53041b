import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const built = new Map<string, Promise<string>>();

/**
 * The file a worker thread runs for an entry: a built JavaScript file as it is; a TypeScript
 * source (running from sources: tests, `npm run dev`, the benches) bundled with the server's
 * esbuild options into node_modules/.cache/sira, named by its content (so every process running
 * the same sources shares one file and nothing needs deleting), once per process. A worker thread
 * does not inherit tsx's loader on Node 20.
 */
export function workerFile(entry: URL): Promise<string> {
  const source = fileURLToPath(entry);
  if (!source.endsWith(".ts")) return Promise.resolve(source);
  let file = built.get(source);
  if (!file) {
    file = bundle(source);
    built.set(source, file);
    file.catch(() => built.delete(source));
  }
  return file;
}

async function bundle(source: string): Promise<string> {
  const [{ build }, { bundleOptions }] = await Promise.all([
    import("esbuild"),
    import("../../bundle-options.mjs"),
  ]);
  const result = await build({
    ...bundleOptions,
    entryPoints: [source],
    write: false,
    outfile: "worker.mjs",
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`bundling ${source} produced nothing`);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const folder = fileURLToPath(new URL("../../node_modules/.cache/sira/", import.meta.url));
  const file = path.join(folder, `${path.basename(source, ".ts")}-${hash}.mjs`);
  try {
    await fs.access(file);
  } catch {
    await fs.mkdir(folder, { recursive: true });
    // Written beside and renamed: a process starting the same worker never reads half a file.
    const partial = `${file}.${process.pid}-${randomUUID()}`;
    await fs.writeFile(partial, code);
    await fs.rename(partial, file);
  }
  return file;
}
