import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";

/** People who sign in. E-mail and username are stored lowercased, so uniqueness is case-insensitive. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    name: text("name").notNull(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    picture: text("picture"),
    locale: text("locale").notNull().default("ar-SA"),
    provider: text("provider", { enum: ["email", "google"] })
      .notNull()
      .default("email"),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), uniqueIndex("users_username_unique").on(t.username)],
);

/** A row's owning user: `user_id`, required; the row is deleted with the user. */
export const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * Sign-in sessions. Tokens are opaque random strings; only their SHA-256 hashes are stored.
 * `familyId` ties rotated refresh tokens together so reuse of an old one can revoke them all.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    familyId: text("family_id").notNull(),
    accessHash: text("access_hash").notNull(),
    refreshHash: text("refresh_hash").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("sessions_access_hash_unique").on(t.accessHash),
    uniqueIndex("sessions_refresh_hash_unique").on(t.refreshHash),
    index("sessions_user_idx").on(t.userId),
    index("sessions_family_idx").on(t.familyId),
  ],
);
