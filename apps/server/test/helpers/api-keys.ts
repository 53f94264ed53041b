import type { ApiKeyScope } from "@sira/schema";
import type { TestApp } from "./test-app";

/**
 * A personal API key (`sira_…`) of the signed-in `cookie` with `scopes`, made through the keys
 * API. Provided by the keys branch (issue 43); the lead wires it at merge.
 */
export async function createTestApiKey(
  _t: TestApp,
  _cookie: string,
  _scopes: readonly ApiKeyScope[],
): Promise<{ id: string; token: string }> {
  throw new Error("createTestApiKey is provided by the keys branch");
}
