import type { UpdateUserRequest } from "@sira/schema";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../../http/auth-guard";
import { type AuthContext, sendVerificationMail } from "../auth/auth.public";

async function isTaken(
  db: Db,
  column: typeof users.email | typeof users.username,
  value: string,
  userId: string,
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Update the signed-in user's profile: locale, name, username, picture apply at once; a new
 * e-mail is only mailed a verification link and replaces the current one when that link is
 * followed. Throws UserAlreadyExists when the username or e-mail belongs to someone else.
 */
export async function updateUser(
  ctx: AuthContext,
  user: UserRow,
  patch: UpdateUserRequest,
): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (patch.locale !== undefined) changes.locale = patch.locale;
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.picture !== undefined) changes.picture = patch.picture || null;
  if (patch.username !== undefined && patch.username !== user.username) {
    if (await isTaken(ctx.db, users.username, patch.username, user.id))
      throw new AppError("UserAlreadyExists");
    changes.username = patch.username;
  }
  const newEmail = patch.email !== undefined && patch.email !== user.email ? patch.email : null;
  if (newEmail && (await isTaken(ctx.db, users.email, newEmail, user.id)))
    throw new AppError("UserAlreadyExists");
  let updated = user;
  if (Object.keys(changes).length > 0) {
    const [row] = await ctx.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    updated = row ?? user;
  }
  if (newEmail) sendVerificationMail(ctx, updated, newEmail);
  return updated;
}
