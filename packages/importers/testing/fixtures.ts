import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's test material (`fixtures/` at the root; origin and licence beside each source). */
export const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../fixtures");

/** Absolute path of a fixture; throws a clear error (failing the test) when it is missing. */
export function fixturePath(...parts: string[]): string {
  const file = path.join(fixturesDir, ...parts);
  if (!existsSync(file)) throw new Error(`Test fixture missing: ${file}`);
  return file;
}

export function readFixture(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(fixturePath(...parts)));
}

export function listFixtures(...parts: string[]): string[] {
  return readdirSync(fixturePath(...parts));
}
