import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { userIdColumn } from "./users";

/**
 * Personal API keys (issue 43): `Authorization: Bearer sira_…` acts as the user with only
 * `scopes`. Only the SHA-256 of the token is stored (as session tokens are), with its first
 * characters for the list. `lastUsedAt` is written at most once a minute per key; a revoked key
 * is deleted, an expired one refused until its owner revokes it.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("api_keys_token_hash_unique").on(t.tokenHash), index("api_keys_user_idx").on(t.userId)],
);
