import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the nearest package.json named `name`, walking up from a module URL.
 * Works from both `src/` (tsx, tests) and the bundled `dist/` build.
 */
export function findPackageRoot(fromUrl: string, name: string): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string };
      if (pkg.name === name) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package ${name} not found above ${fromUrl}`);
    dir = parent;
  }
}

export const serverRoot = (): string => findPackageRoot(import.meta.url, "@sira/server");
