import { randomBytes } from "node:crypto";
import {
  type ApiKey,
  type ApiKeyPrincipal,
  type ApiKeyScope,
  apiKeyLimits,
  apiKeyScopes,
  apiKeyTokenPrefix,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from "@sira/schema/api-key-api";
import { and, count, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { type Db, preparedPerDb } from "../../db/client";
import { apiKeys, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../../http/auth-guard";
import { type AuthContext, confirmWithTwoFactor, hashToken } from "../auth/auth.public";

/** How often `lastUsedAt` is written at most, per key: the list shows it to the minute. */
export const lastUsedPrecisionMs = 60 * 1000;
/** Characters of the token kept in the clear for the list: `sira_` and four more. */
const visiblePrefixLength = apiKeyTokenPrefix.length + 4;
const dayMs = 24 * 60 * 60 * 1000;

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A new token: `sira_` and 32 random bytes in base64url (43 characters). */
export function createApiKeyToken(): string {
  return `${apiKeyTokenPrefix}${randomBytes(32).toString("base64url")}`;
}

const scopesOf = (stored: readonly string[]): ApiKeyScope[] =>
  apiKeyScopes.filter((scope) => stored.includes(scope));

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Create a key for a user (the settings page): confirmed with the second factor when the user
 * has it on, at most `apiKeyLimits.perUser` keys. The token is answered this once; only its hash
 * is stored.
 */
export async function createApiKey(
  ctx: AuthContext,
  user: UserRow,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  await confirmWithTwoFactor(ctx, user.id, input.code);
  return insertApiKey(ctx.db, user.id, input);
}

/** The insert behind createApiKey, without the second factor (test helpers, benches). */
export async function insertApiKey(
  db: Db,
  userId: string,
  input: Pick<CreateApiKeyRequest, "name" | "scopes" | "expiresInDays">,
): Promise<CreatedApiKey> {
  const token = createApiKeyToken();
  const row = await db.transaction(async (tx) => {
    // The user's row is locked so two creations at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if ((held?.n ?? 0) >= apiKeyLimits.perUser) throw new AppError("ApiKeyLimitExceeded");
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        prefix: token.slice(0, visiblePrefixLength),
        tokenHash: hashToken(token),
        scopes: scopesOf(input.scopes),
        expiresAt: input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * dayMs),
      })
      .returning();
    return inserted!;
  });
  return { key: present(row), token };
}

/** A user's keys, newest first. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(present);
}

/** Revoke (delete) one of the user's keys: refused from the next request on. NotFound otherwise. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  const [deleted] = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (!deleted) throw new AppError("NotFound");
}

/**
 * The user and key behind a token, or null when unknown, revoked or expired: one prepared query
 * per request, as the session lookup. `lastUsedAt` is written when it is older than a minute, so
 * a busy key costs one write a minute, not one per request.
 */
export async function findApiKeyByToken(
  db: Db,
  token: string,
): Promise<{ user: UserRow; key: ApiKeyPrincipal } | null> {
  const now = new Date();
  const [row] = await apiKeyQuery(db).execute({ hash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUsedPrecisionMs)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  return { user: row.user, key: { id: row.id, scopes: scopesOf(row.scopes) } };
}

const apiKeyQuery = preparedPerDb((db) =>
  db
    .select({ id: apiKeys.id, scopes: apiKeys.scopes, lastUsedAt: apiKeys.lastUsedAt, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.tokenHash, sql.placeholder("hash")),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql.placeholder("now"))),
      ),
    )
    .limit(1)
    .prepare("find_api_key_by_hash"),
);
