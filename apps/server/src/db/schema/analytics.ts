import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { users } from "./users";

/**
 * Product analytics events, recorded only after the visitor accepted the cookie consent
 * (the route refuses requests without the consent cookie).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    path: text("path"),
    props: jsonb("props").$type<Record<string, string | number | boolean>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("analytics_events_name_idx").on(t.name, t.occurredAt)],
);
