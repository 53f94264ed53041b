import { resumeDataSchema } from "@sira/schema";
import { expect } from "vitest";
import type { ImportResult } from "../src/result";

/**
 * The successful result of an import, for tests: fails with the import's own errors when it did
 * not succeed, and checks that the data passes the resume schema.
 */
export function expectOk(result: ImportResult): Extract<ImportResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
  return result;
}
