import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The repository's test material (`fixtures/` at the root; origin and licence beside each source). */
export const fixturesDir = path.resolve(import.meta.dirname, "../../../../fixtures");

/** The bytes of a fixture; a missing one fails the test with its path. */
export function readFixture(...parts: string[]): Buffer {
  const file = path.join(fixturesDir, ...parts);
  if (!existsSync(file)) throw new Error(`Test fixture missing: ${file}`);
  return readFileSync(file);
}
