import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

export const accessTtlMs = 15 * 60 * 1000;
export const refreshTtlMs = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** A new opaque token: 32 random bytes, base64url. */
export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, as stored. Tokens are high-entropy, so a fast hash is enough. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface IssuedSession {
  session: SessionRow;
  accessToken: string;
  refreshToken: string;
}

/** Start a session for a user; `familyId` continues a rotated family. */
export async function createSession(
  db: Db,
  userId: string,
  options: { familyId?: string; userAgent?: string } = {},
): Promise<IssuedSession> {
  const accessToken = createToken();
  const refreshToken = createToken();
  const now = Date.now();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      familyId: options.familyId ?? randomUUID(),
      accessHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
      accessExpiresAt: new Date(now + accessTtlMs),
      refreshExpiresAt: new Date(now + refreshTtlMs),
      userAgent: options.userAgent?.slice(0, 300),
    })
    .returning();
  return { session: session!, accessToken, refreshToken };
}

/** The live session and user behind an access token, or null. */
export async function findSessionByAccessToken(
  db: Db,
  accessToken: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessHash, hashToken(accessToken)),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.accessExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}
