import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (/work/main) and the shared corpora beside it, located from this file. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const sharedDir = path.resolve(repoRoot, "../shared");
export const corporaDir = path.join(sharedDir, "corpora");

/** Absolute path of a corpus file; throws a clear error (failing the test) when it is missing. */
export function corpusPath(...parts: string[]): string {
  const file = path.join(corporaDir, ...parts);
  if (!existsSync(file)) {
    throw new Error(`Test corpus missing: ${file}. The tests need the shared corpora at ${corporaDir}.`);
  }
  return file;
}

export function readCorpus(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(corpusPath(...parts)));
}

export function listCorpus(...parts: string[]): string[] {
  return readdirSync(corpusPath(...parts));
}
