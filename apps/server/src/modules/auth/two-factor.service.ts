import { randomBytes } from "node:crypto";
import { encodeBase32NoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";
import type { TwoFactorSetupResponse } from "@sira/schema";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { backupCodes, loginChallenges, userSecrets, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { AuthContext } from "./auth-context";
import { pendingTwoFactorTtlMs } from "./auth-cookies";
import { decryptSecret, encryptSecret, generateBackupCodes, hmacHex } from "./crypto";
import { createSession, createToken, hashToken, type IssuedSession, type UserRow } from "./session.service";

const totpPeriodSeconds = 30;
const totpDigits = 6;
/** Wrong codes a pending sign-in tolerates before it is dropped and the password is needed again. */
export const maxChallengeFailures = 5;

/** The TOTP time step a code belongs to (previous, current or next step), or null. */
export function matchTotpStep(key: Uint8Array, code: string, nowMs = Date.now()): number | null {
  const current = Math.floor(nowMs / 1000 / totpPeriodSeconds);
  for (const step of [current, current - 1, current + 1]) {
    if (verifyHOTP(key, BigInt(step), totpDigits, code)) return step;
  }
  return null;
}

/**
 * Check a TOTP code against a sealed secret and record its time step, atomically refusing any
 * step not newer than the last accepted one: a code that was used once cannot be replayed.
 */
async function acceptTotp(
  ctx: AuthContext,
  userId: string,
  sealedSecret: string,
  code: string,
): Promise<boolean> {
  const step = matchTotpStep(decryptSecret(ctx.keys.totp, sealedSecret), code);
  if (step === null) return false;
  const [accepted] = await ctx.db
    .update(userSecrets)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(userSecrets.userId, userId),
        or(isNull(userSecrets.lastTotpStep), lt(userSecrets.lastTotpStep, step)),
      ),
    )
    .returning({ userId: userSecrets.userId });
  return Boolean(accepted);
}

async function loadSecrets(db: Db, userId: string) {
  const [row] = await db.select().from(userSecrets).where(eq(userSecrets.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Begin enabling two-factor: a fresh 20-byte secret is stored encrypted as pending and returned
 * as text, otpauth URI and QR code (data URL). Throws TwoFactorAlreadyEnabled when on.
 */
export async function startTwoFactorSetup(ctx: AuthContext, user: UserRow): Promise<TwoFactorSetupResponse> {
  const secrets = await loadSecrets(ctx.db, user.id);
  if (secrets?.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  const key = new Uint8Array(randomBytes(20));
  const sealed = encryptSecret(ctx.keys.totp, key);
  await ctx.db
    .insert(userSecrets)
    .values({ userId: user.id, twoFactorPendingSecret: sealed, lastTotpStep: null })
    .onConflictDoUpdate({
      target: userSecrets.userId,
      set: { twoFactorPendingSecret: sealed, lastTotpStep: null, updatedAt: new Date() },
    });
  const uri = createTOTPKeyURI("Sira", user.email, key, totpPeriodSeconds, totpDigits);
  return {
    secret: encodeBase32NoPadding(key),
    uri,
    qrCode: await (await import("qrcode")).default.toDataURL(uri, { margin: 1, width: 240 }),
  };
}

/** Replace a user's backup codes with 10 new ones; returns them in clear text, once. */
async function replaceBackupCodes(ctx: AuthContext, userId: string): Promise<string[]> {
  const codes = generateBackupCodes();
  await ctx.db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await ctx.db
    .insert(backupCodes)
    .values(codes.map((code) => ({ userId, codeHash: hmacHex(ctx.keys.backupCodes, code) })));
  return codes;
}

/**
 * Confirm two-factor set-up with a code from the app: the pending secret becomes active and 10
 * backup codes are returned (shown once). Throws InvalidTwoFactorCode for a wrong code or when no
 * set-up was started, TwoFactorAlreadyEnabled when already on.
 */
export async function enableTwoFactor(ctx: AuthContext, user: UserRow, code: string): Promise<string[]> {
  const secrets = await loadSecrets(ctx.db, user.id);
  if (secrets?.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  const pending = secrets?.twoFactorPendingSecret;
  if (!pending || !(await acceptTotp(ctx, user.id, pending, code)))
    throw new AppError("InvalidTwoFactorCode");
  await ctx.db
    .update(userSecrets)
    .set({
      twoFactorEnabled: true,
      twoFactorSecret: pending,
      twoFactorPendingSecret: null,
      updatedAt: new Date(),
    })
    .where(eq(userSecrets.userId, user.id));
  return replaceBackupCodes(ctx, user.id);
}

/**
 * Turn two-factor off; needs a current code from the app. Secret and backup codes are deleted.
 * Throws TwoFactorNotEnabled when off, InvalidTwoFactorCode for a wrong or replayed code.
 */
export async function disableTwoFactor(ctx: AuthContext, user: UserRow, code: string): Promise<void> {
  const secrets = await loadSecrets(ctx.db, user.id);
  if (!secrets?.twoFactorEnabled || !secrets.twoFactorSecret) throw new AppError("TwoFactorNotEnabled");
  if (!(await acceptTotp(ctx, user.id, secrets.twoFactorSecret, code)))
    throw new AppError("InvalidTwoFactorCode");
  await ctx.db
    .update(userSecrets)
    .set({
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      updatedAt: new Date(),
    })
    .where(eq(userSecrets.userId, user.id));
  await ctx.db.delete(backupCodes).where(eq(backupCodes.userId, user.id));
}

/**
 * A sensitive step (creating an API key) confirmed with the second factor: when two-factor is on,
 * `code` must be a current authenticator code (replays refused), else InvalidTwoFactorCode; when
 * it is off there is nothing to confirm.
 */
export async function confirmWithTwoFactor(ctx: AuthContext, userId: string, code: string | undefined) {
  const secrets = await loadSecrets(ctx.db, userId);
  if (!secrets?.twoFactorEnabled || !secrets.twoFactorSecret) return;
  if (!code || !(await acceptTotp(ctx, userId, secrets.twoFactorSecret, code)))
    throw new AppError("InvalidTwoFactorCode");
}

/** Whether two-factor is on for a user. */
export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  return Boolean((await loadSecrets(db, userId))?.twoFactorEnabled);
}

/** Start a pending sign-in that waits for the second factor; returns the cookie token. */
export async function createLoginChallenge(db: Db, userId: string): Promise<string> {
  const token = createToken();
  await db.insert(loginChallenges).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + pendingTwoFactorTtlMs),
  });
  return token;
}

/** The user id of a live pending sign-in, or null (used to rate-limit per account). */
export async function findChallengeUserId(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, hashToken(token)), gt(loginChallenges.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Finish a pending sign-in with a second factor. `check` decides whether the code is right. On
 * success the challenge is consumed and a session issued; a wrong code counts a failure, and
 * after maxChallengeFailures the challenge is dropped. Unauthorized when there is no live
 * challenge (missing cookie, expired, already used or locked out).
 */
async function finishChallenge(
  ctx: AuthContext,
  token: string | undefined,
  failure: "InvalidTwoFactorCode" | "InvalidTwoFactorBackupCode",
  check: (userId: string) => Promise<boolean>,
  meta: { userAgent?: string },
): Promise<{ user: UserRow; session: IssuedSession }> {
  if (!token) throw new AppError("Unauthorized");
  // Reserve one attempt atomically before judging the code: one UPDATE … RETURNING counts it and
  // checks the cap, so parallel guesses cannot all read "0 failures" and each be judged.
  const [challenge] = await ctx.db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        gt(loginChallenges.expiresAt, new Date()),
        lt(loginChallenges.failedAttempts, maxChallengeFailures),
      ),
    )
    .returning({
      id: loginChallenges.id,
      userId: loginChallenges.userId,
      failedAttempts: loginChallenges.failedAttempts,
    });
  if (!challenge) throw new AppError("Unauthorized");
  if (!(await check(challenge.userId))) {
    if (challenge.failedAttempts >= maxChallengeFailures)
      await ctx.db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
    throw new AppError(failure);
  }
  const [consumed] = await ctx.db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, challenge.id))
    .returning({ userId: loginChallenges.userId });
  if (!consumed) throw new AppError("Unauthorized");
  const [user] = await ctx.db.select().from(users).where(eq(users.id, consumed.userId)).limit(1);
  if (!user) throw new AppError("Unauthorized");
  return { user, session: await createSession(ctx.db, user.id, meta) };
}

/** Finish a pending sign-in with an authenticator code (replays refused). */
export function verifyChallengeWithTotp(
  ctx: AuthContext,
  token: string | undefined,
  code: string,
  meta: { userAgent?: string },
): Promise<{ user: UserRow; session: IssuedSession }> {
  return finishChallenge(
    ctx,
    token,
    "InvalidTwoFactorCode",
    async (userId) => {
      const secrets = await loadSecrets(ctx.db, userId);
      if (!secrets?.twoFactorEnabled || !secrets.twoFactorSecret) return false;
      return acceptTotp(ctx, userId, secrets.twoFactorSecret, code);
    },
    meta,
  );
}

/** Finish a pending sign-in with a backup code, which is used up. */
export function verifyChallengeWithBackupCode(
  ctx: AuthContext,
  token: string | undefined,
  code: string,
  meta: { userAgent?: string },
): Promise<{ user: UserRow; session: IssuedSession }> {
  return finishChallenge(
    ctx,
    token,
    "InvalidTwoFactorBackupCode",
    async (userId) => {
      const [used] = await ctx.db
        .update(backupCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(backupCodes.userId, userId),
            eq(backupCodes.codeHash, hmacHex(ctx.keys.backupCodes, code)),
            isNull(backupCodes.usedAt),
          ),
        )
        .returning({ id: backupCodes.id });
      return Boolean(used);
    },
    meta,
  );
}
