import { timestamp } from "drizzle-orm/pg-core";

/** When the row was made: a time zone aware timestamp the database sets on insert. */
export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
