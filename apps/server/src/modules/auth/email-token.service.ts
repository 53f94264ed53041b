import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authTokens, loginChallenges, userSecrets, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { AuthContext } from "./auth-context";
import { type AuthMailKind, mailLocaleOf, renderAuthMail } from "./auth-mail";
import { hashPassword } from "./crypto";
import { createToken, hashToken, revokeUserSessions, type UserRow } from "./session.service";

type TokenKind = (typeof authTokens.$inferInsert)["kind"];
export type AuthTokenRow = typeof authTokens.$inferSelect;

/** Verification links live 24 hours, reset links 1 hour (issue #3). */
export const tokenTtlMs: Record<TokenKind, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * Issue a single-use mailed token; only its hash is stored. Earlier unused tokens of the same
 * kind for the user stop working, so only the newest link counts.
 */
export async function issueAuthToken(
  db: Db,
  userId: string,
  kind: TokenKind,
  email: string,
): Promise<string> {
  const token = createToken();
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  await db.insert(authTokens).values({
    userId,
    kind,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + tokenTtlMs[kind]),
  });
  return token;
}

/** Use a token once: marks it used and returns it, or null when unknown, used or expired. */
export async function consumeAuthToken(db: Db, kind: TokenKind, token: string): Promise<AuthTokenRow | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

function linkTo(ctx: AuthContext, path: string, token: string): string {
  const url = new URL(path, ctx.config.PUBLIC_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

function mailToken(ctx: AuthContext, user: UserRow, kind: AuthMailKind, email: string, path: string): void {
  ctx.background(`${kind} mail`, async () => {
    const token = await issueAuthToken(
      ctx.db,
      user.id,
      kind === "reset_password" ? "reset_password" : "verify_email",
      email,
    );
    const message = renderAuthMail(kind, {
      to: email,
      name: user.name,
      link: linkTo(ctx, path, token),
      locale: mailLocaleOf(user.locale),
    });
    await ctx.mailer.send(message);
  });
}

/**
 * Mail a verification link to `email`: the account's address, or a new address the user asked
 * to change to (which takes effect only when that link is followed). Sent in the background.
 */
export function sendVerificationMail(ctx: AuthContext, user: UserRow, email: string): void {
  mailToken(ctx, user, email === user.email ? "verify_email" : "change_email", email, "/auth/verify-email");
}

/** The address a user asked to change to and has not confirmed yet, if any. */
export async function findPendingEmail(db: Db, user: UserRow): Promise<string | null> {
  const [row] = await db
    .select({ email: authTokens.email })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, user.id),
        eq(authTokens.kind, "verify_email"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
        ne(authTokens.email, user.email),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Resend the verification mail: to a pending new address if there is one, else to the account's
 * address. Throws EmailAlreadyVerified when there is nothing left to verify.
 */
export async function resendVerification(ctx: AuthContext, user: UserRow): Promise<void> {
  const pending = await findPendingEmail(ctx.db, user);
  if (!pending && user.emailVerified) throw new AppError("EmailAlreadyVerified");
  sendVerificationMail(ctx, user, pending ?? user.email);
}

/**
 * Follow a verification link: marks the address verified, or switches the account to the new
 * address it confirms. Throws InvalidVerificationToken for unknown, used or expired tokens and
 * UserAlreadyExists if another account took the new address meanwhile.
 */
export async function verifyEmail(db: Db, token: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await consumeAuthToken(tx as unknown as Db, "verify_email", token);
    if (!row) throw new AppError("InvalidVerificationToken");
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, row.email), ne(users.id, row.userId)))
      .limit(1);
    if (taken) throw new AppError("UserAlreadyExists");
    const [user] = await tx
      .update(users)
      .set({ email: row.email, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw new AppError("InvalidVerificationToken");
    return user;
  });
}

/**
 * Start a password reset. Always succeeds from the caller's view (no account enumeration): the
 * lookup and the mail run in the background, so timing is the same for unknown addresses.
 */
export function requestPasswordReset(ctx: AuthContext, email: string): void {
  ctx.background("password reset lookup", async () => {
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    mailToken(ctx, user, "reset_password", user.email, "/auth/reset-password");
  });
}

/**
 * Finish a password reset: sets the new password, confirms the mailbox (the link proved it),
 * revokes every session and pending 2FA sign-in. Throws InvalidResetToken for unknown, used or
 * expired tokens.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const row = await consumeAuthToken(trx, "reset_password", token);
    if (!row) throw new AppError("InvalidResetToken");
    await tx
      .insert(userSecrets)
      .values({ userId: row.userId, passwordHash })
      .onConflictDoUpdate({ target: userSecrets.userId, set: { passwordHash, updatedAt: new Date() } });
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)));
    await revokeUserSessions(trx, row.userId);
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, row.userId));
  });
}
