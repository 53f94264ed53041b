import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Files worth compressing: text. Fonts (woff2, woff) and images are compressed formats already;
 * source maps are only fetched by developer tools, and the server compresses them as it sends
 * them, so the build does not spend seconds on them.
 */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Changes whenever what `encode` writes for the same bytes does, so older cached files go unused. */
const encoderVersion = "br11-gz9-v1";

/** A file's bytes as brotli (quality 11, the densest) and as gzip (level 9). */
async function encode(body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Write through a temporary name, so a build stopped midway never leaves a cut file to reuse. */
async function writeWhole(file: string, bytes: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/**
 * Brotli at quality 11 takes seconds for the largest files (pdf.js's worker alone, 1.2 MB, several
 * on a busy machine), and most files of a build are the same bytes as in the last one (their
 * names carry their content's hash), so the encoded files are kept by content hash in
 * `cacheDir`. After a build, entries that build did not use are deleted.
 */
function createEncodeCache(cacheDir: string | undefined) {
  const used = new Set<string>();
  return {
    async encode(body: Buffer) {
      if (!cacheDir) return encode(body);
      const key = createHash("sha256").update(encoderVersion).update(body).digest("hex");
      used.add(key);
      const [brFile, gzFile] = [path.join(cacheDir, `${key}.br`), path.join(cacheDir, `${key}.gz`)];
      try {
        return { br: await fs.readFile(brFile), gz: await fs.readFile(gzFile) };
      } catch {
        const encoded = await encode(body);
        await fs.mkdir(cacheDir, { recursive: true });
        await Promise.all([writeWhole(brFile, encoded.br), writeWhole(gzFile, encoded.gz)]);
        return encoded;
      }
    },
    async prune() {
      if (!cacheDir) return;
      const names = await fs.readdir(cacheDir).catch(() => []);
      const unused = names.filter((name) => !used.has(name.split(".", 1)[0] ?? ""));
      await Promise.all(unused.map((name) => fs.rm(path.join(cacheDir, name), { force: true })));
    },
  };
}

/**
 * Write `file.br` and `file.gz` beside every compressible file under `dir`; an encoding that
 * does not make a file smaller is not written. With `cacheDir`, encoded bytes are kept there by
 * content between builds. Answers the sizes per file (path relative to `dir`).
 */
export async function precompressFolder(
  dir: string,
  options: { cacheDir?: string } = {},
): Promise<Map<string, { raw: number; br?: number; gzip?: number }>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const cache = createEncodeCache(options.cacheDir);
  // zlib's asynchronous calls run on libuv's thread pool, which bounds how many run at once.
  const sizes = await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      const { br, gz } = await cache.encode(body);
      const written: { raw: number; br?: number; gzip?: number } = { raw: body.length };
      if (br.length < body.length) {
        await fs.writeFile(`${file}.br`, br);
        written.br = br.length;
      }
      if (gz.length < body.length) {
        await fs.writeFile(`${file}.gz`, gz);
        written.gzip = gz.length;
      }
      return [path.relative(dir, file), written] as const;
    }),
  );
  await cache.prune();
  return new Map(sizes);
}

/**
 * Vite plugin: once a build has written its output (the bundle and the public folder), the
 * brotli and gzip files beside each text file, which the server sends to clients that accept
 * them (apps/server/src/http/static.ts): quality 11 costs build time, never time per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "sira-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      const started = Date.now();
      const sizes = await precompressFolder(path.resolve(config.root, config.build.outDir), {
        cacheDir: path.resolve(config.root, "node_modules/.cache/sira-precompress"),
      });
      config.logger.info(`brotli and gzip beside ${sizes.size} files in ${Date.now() - started} ms`);
    },
  };
}
