import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { userIdColumn, users } from "./users";

/**
 * A user's secrets, one row per user: the argon2id password hash (null for Google-only
 * accounts), the TOTP secret encrypted with AES-256-GCM (pending while set-up is unconfirmed)
 * and the last accepted TOTP time step, so a used code cannot be replayed.
 */
export const userSecrets = pgTable("user_secrets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  twoFactorSecret: text("two_factor_secret"),
  twoFactorPendingSecret: text("two_factor_pending_secret"),
  lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Two-factor backup codes, stored as keyed hashes; each can be used once. */
export const backupCodes = pgTable(
  "backup_codes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("backup_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

/**
 * Single-use mailed tokens (e-mail verification 24 h, password reset 1 h), stored hashed.
 * `email` is the address a verification token confirms: the new one for an e-mail change.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    kind: text("kind", { enum: ["verify_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash),
    index("auth_tokens_user_idx").on(t.userId, t.kind),
  ],
);

/**
 * A password sign-in waiting for its second factor: the pending-2FA cookie holds the token,
 * only its hash is stored. Wrong codes count up to a limit, then the challenge is dropped.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    tokenHash: text("token_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("login_challenges_hash_unique").on(t.tokenHash)],
);

/** Accounts at outside identity providers (Google), linked to a user by the provider's subject. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google"] }).notNull(),
    subject: text("subject").notNull(),
    userId: userIdColumn(),
    email: text("email").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("oauth_accounts_provider_subject_unique").on(t.provider, t.subject),
    index("oauth_accounts_user_idx").on(t.userId),
  ],
);

/**
 * The embedded mail default: every message the app would send, kept for the operator
 * (`npm run admin -- outbox`) and the end-to-end tests, which read links from it.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    link: text("link"),
    /** Extra headers the message carried (List-Unsubscribe on alert mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("outbox_to_idx").on(t.toAddress, t.createdAt)],
);
