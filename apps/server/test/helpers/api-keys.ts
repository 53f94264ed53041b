import type { ApiKeyScope } from "@sira/schema/api-key-api";
import type { Db } from "../../src/db/client";

/**
 * A personal API key for a user: the token and the headers to send it with. Provided by the
 * keys branch (issue 43), whose file replaces this one at merge (same signature).
 */
export async function createTestApiKey(
  _db: Db,
  _userId: string,
  _scopes?: readonly ApiKeyScope[],
): Promise<{ id: string; token: string; headers: { authorization: string } }> {
  throw new Error("createTestApiKey is provided by the keys branch");
}
