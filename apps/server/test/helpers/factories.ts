import { randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client";
import { users } from "../../src/db/schema";
import { accessCookie, refreshCookie } from "../../src/http/auth-guard";
import { setPassword } from "../../src/modules/auth/account.service";
import { createSession, type UserRow } from "../../src/modules/auth/session.service";

/** Insert a user with sensible unique defaults. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      name: `User ${tag}`,
      username: `user${tag}`,
      email: `user${tag}@example.com`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A signed-in user: the row plus a Cookie header for app.inject. */
export async function signedInUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; cookie: string }> {
  const user = await createUser(db, overrides);
  const { accessToken, refreshToken } = await createSession(db, user.id);
  return { user, cookie: `${accessCookie}=${accessToken}; ${refreshCookie}=${refreshToken}` };
}

/** A user who can sign in with a password (hashed with argon2id like a registered one). */
export async function createUserWithPassword(
  db: Db,
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const user = await createUser(db, overrides);
  await setPassword(db, user.id, password);
  return user;
}
