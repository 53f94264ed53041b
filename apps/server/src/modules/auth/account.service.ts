import type { LoginRequest, RegisterRequest } from "@sira/schema";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginChallenges, oauthAccounts, userSecrets, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { AuthContext } from "./auth-context";
import { hashPassword, verifyDummyPassword, verifyPassword } from "./crypto";
import { sendVerificationMail } from "./email-token.service";
import {
  createSession,
  type IssuedSession,
  revokeUserSessions,
  type SessionRow,
  type UserRow,
} from "./session.service";
import { createLoginChallenge } from "./two-factor.service";

export type SecretsRow = typeof userSecrets.$inferSelect;

/** A finished sign-in (session issued) or one waiting for the second factor (challenge token). */
export type SignInResult =
  | { status: "authenticated"; user: UserRow; session: IssuedSession }
  | { status: "2fa_required"; challengeToken: string };

/** The secrets row of a user, or null when none was ever written. */
export async function findSecrets(db: Db, userId: string): Promise<SecretsRow | null> {
  const [row] = await db.select().from(userSecrets).where(eq(userSecrets.userId, userId)).limit(1);
  return row ?? null;
}

/** Find a user by e-mail (when the identifier holds an @) or username, case-insensitively. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | null> {
  const value = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(value.includes("@") ? eq(users.email, value) : eq(users.username, value))
    .limit(1);
  return row ?? null;
}

function assertEmailAuth(ctx: AuthContext): void {
  if (ctx.config.DISABLE_EMAIL_AUTH) throw new AppError("Forbidden");
}

/**
 * Create an account with a password (argon2id), sign it in, and mail the verification link in
 * the user's language. Throws SignupsDisabled when the administrator turned signups off and
 * UserAlreadyExists when the e-mail or username is taken.
 */
export async function registerUser(
  ctx: AuthContext,
  input: RegisterRequest,
  meta: { userAgent?: string },
): Promise<{ user: UserRow; session: IssuedSession }> {
  if (ctx.config.DISABLE_SIGNUPS) throw new AppError("SignupsDisabled");
  assertEmailAuth(ctx);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.username)))
    .limit(1);
  if (taken) throw new AppError("UserAlreadyExists");
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        username: input.username,
        email: input.email,
        locale: input.locale,
        provider: "email",
      })
      .returning();
    await tx.insert(userSecrets).values({ userId: row!.id, passwordHash });
    return row!;
  });
  const session = await createSession(ctx.db, user.id, meta);
  sendVerificationMail(ctx, user, user.email);
  return { user, session };
}

/**
 * Password sign-in by e-mail or username. Unknown identifiers cost the same argon2 work as known
 * ones. A Google account without a password answers OAuthUser. With two-factor on, no session is
 * issued yet: a login challenge is, which /auth/2fa/verify or /auth/2fa/backup completes.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  input: LoginRequest,
  meta: { userAgent?: string },
): Promise<SignInResult> {
  assertEmailAuth(ctx);
  const user = await findUserByIdentifier(ctx.db, input.identifier);
  const secrets = user ? await findSecrets(ctx.db, user.id) : null;
  if (!user || !secrets?.passwordHash) {
    if (user && (await isOAuthOnly(ctx.db, user))) throw new AppError("OAuthUser");
    await verifyDummyPassword(input.password);
    throw new AppError("InvalidCredentials");
  }
  if (!(await verifyPassword(secrets.passwordHash, input.password))) throw new AppError("InvalidCredentials");
  return completeFirstFactor(ctx, user, secrets, meta);
}

/** After a first factor (password or Google): a session, or a challenge when two-factor is on. */
export async function completeFirstFactor(
  ctx: AuthContext,
  user: UserRow,
  secrets: SecretsRow | null,
  meta: { userAgent?: string },
): Promise<SignInResult> {
  if (secrets?.twoFactorEnabled) {
    return { status: "2fa_required", challengeToken: await createLoginChallenge(ctx.db, user.id) };
  }
  return { status: "authenticated", user, session: await createSession(ctx.db, user.id, meta) };
}

async function isOAuthOnly(db: Db, user: UserRow): Promise<boolean> {
  if (user.provider === "google") return true;
  const [linked] = await db
    .select({ subject: oauthAccounts.subject })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, user.id))
    .limit(1);
  return Boolean(linked);
}

/** Store a new password hash for a user (creating the secrets row if needed). */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insert(userSecrets)
    .values({ userId, passwordHash })
    .onConflictDoUpdate({ target: userSecrets.userId, set: { passwordHash, updatedAt: new Date() } });
}

/**
 * Change the signed-in user's password. An account that has a password must give it first
 * (InvalidCredentials otherwise, OWASP ASVS V2.1.6); an account made with Google sets its first
 * one without. Every other session is revoked (and pending 2FA sign-ins dropped); the session
 * that made the change stays signed in.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  current: SessionRow | null,
  password: string,
  currentPassword?: string,
): Promise<void> {
  const secrets = await findSecrets(db, user.id);
  if (
    secrets?.passwordHash &&
    !(currentPassword && (await verifyPassword(secrets.passwordHash, currentPassword)))
  )
    throw new AppError("InvalidCredentials");
  await setPassword(db, user.id, password);
  await revokeUserSessions(db, user.id, current?.familyId);
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
}

/**
 * Delete the account (DELETE /api/user/me): confirmed with the password, or with the username
 * for an account that has none (Google). Every row the user owns goes with the user row
 * (`user_id … on delete cascade`: resumes with their personal block, letters, applications and
 * their sent copies, wallet, sessions); analytics keep their rows without the user. The caller
 * then deletes the user's files. InvalidCredentials when the confirmation is wrong.
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  confirm: { password?: string; username?: string },
): Promise<void> {
  const secrets = await findSecrets(db, user.id);
  const confirmed = secrets?.passwordHash
    ? Boolean(confirm.password) && (await verifyPassword(secrets.passwordHash, confirm.password ?? ""))
    : confirm.username?.toLowerCase() === user.username.toLowerCase();
  if (!confirmed) throw new AppError("InvalidCredentials");
  await db.delete(users).where(eq(users.id, user.id));
}
