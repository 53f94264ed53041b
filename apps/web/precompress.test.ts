// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress";

describe("precompressing the build", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const temporary = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-precompress-"));
    dirs.push(dir);
    return dir;
  };

  const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `مرحبا ${i % 23}`))};\n`;
  const font = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));

  /** A build folder: a script, a style, a tiny icon, a font and a source map. */
  function writeBuild(dir: string) {
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app-abc.js"), script);
    fs.writeFileSync(path.join(dir, "assets", "app-abc.js.map"), script);
    fs.writeFileSync(path.join(dir, "assets", "font-abc.woff2"), font);
    fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html>${"<p>سيرة</p>".repeat(100)}`);
    fs.writeFileSync(path.join(dir, "dot.svg"), "<svg/>");
  }

  it("writes brotli and gzip beside text files that decode to the same bytes, and skips the rest", async () => {
    const dir = temporary();
    writeBuild(dir);
    const sizes = await precompressFolder(dir);
    const file = path.join(dir, "assets", "app-abc.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    const js = sizes.get(path.join("assets", "app-abc.js"));
    expect(js?.br).toBeLessThan(js?.gzip ?? 0);
    expect(js?.gzip).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(fs.existsSync(path.join(dir, "index.html.br"))).toBe(true);
    // Fonts are compressed already, source maps left to the server, and a tiny file gains nothing.
    for (const skipped of ["assets/font-abc.woff2", "assets/app-abc.js.map", "dot.svg"]) {
      expect(fs.existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(fs.existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });

  it("reuses encoded files from the cache by content and drops those a build no longer uses", async () => {
    const cacheDir = path.join(temporary(), "cache");
    const first = temporary();
    writeBuild(first);
    await precompressFolder(first, { cacheDir });
    // Brotli and gzip of the script, the page and the icon.
    const cached = fs.readdirSync(cacheDir);
    expect(cached).toHaveLength(6);

    const second = temporary();
    writeBuild(second);
    fs.writeFileSync(path.join(second, "index.html"), `<!doctype html>${"<p>Sira</p>".repeat(100)}`);
    await precompressFolder(second, { cacheDir });
    const file = path.join("assets", "app-abc.js.br");
    expect(fs.readFileSync(path.join(second, file))).toEqual(fs.readFileSync(path.join(first, file)));
    const kept = fs.readdirSync(cacheDir);
    expect(kept).toHaveLength(6);
    expect(kept.filter((name) => cached.includes(name))).toHaveLength(4);
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(second, "index.html.br"))).toString(),
    ).toContain("<p>Sira</p>");
  });
});
