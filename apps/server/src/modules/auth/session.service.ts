import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { cachePerDb, changeFeedOf, userTag } from "../../db/change-feed";
import { type Db, preparedPerDb } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { SessionRow, UserRow } from "../../http/auth-guard";

export const accessTtlMs = 15 * 60 * 1000;
export const refreshTtlMs = 30 * 24 * 60 * 60 * 1000;

export type { SessionRow, UserRow } from "../../http/auth-guard";

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

type LiveSession = { session: SessionRow; user: UserRow };

/**
 * Sessions with their user kept per process while PostgreSQL announces changes (db/change-feed.ts):
 * any update or delete of the session or of its user's row (sign-out, revoke, rotation, password
 * or 2FA change, account deletion) drops every kept session of that user in every process.
 * Keyed by the access token; unknown tokens are never kept.
 */
const keptSessions = cachePerDb<LiveSession>(20_000);

/** The live session and user behind an access token, or null. */
export async function findSessionByAccessToken(db: Db, accessToken: string): Promise<LiveSession | null> {
  const read = async () => {
    const hash = hashToken(accessToken);
    const [row] = await sessionQuery(db).execute({ hash, now: new Date().toISOString() });
    return row;
  };
  const kept = keptSessions(db);
  // Kept by the token itself (the process holds it while answering anyway): a hit hashes nothing.
  const found = kept ? await kept.through(accessToken, read, (row) => [userTag(row.user.id)]) : await read();
  if (!found) return null;
  // Expiry is the clock's, not a change: checked on every use (as the query does).
  if (found.session.accessExpiresAt.getTime() <= Date.now()) {
    kept?.delete(accessToken);
    return null;
  }
  return found;
}

/**
 * Wait until every process has dropped what the sessions and users written so far change (their
 * notifications have reached this process, so PostgreSQL has handed them to all): a request that
 * revoked sessions answers only then, so the next request, to any process, is refused. Nothing
 * to wait for on PGlite (one process) or without a change feed.
 */
export async function sessionChangesSettled(db: Db): Promise<void> {
  await changeFeedOf(db)?.settle();
}

/** The session lookup runs on every signed-in request: built once per database, prepared. */
const sessionQuery = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessHash, sql.placeholder("hash")),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.accessExpiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("find_session_by_access_hash"),
);

/**
 * How long after a rotation the old refresh token is answered 401 without revoking the family:
 * two tabs refreshing at once share cookies, and the slower one retries with the new cookie.
 */
export const refreshReuseGraceMs = 30 * 1000;

/**
 * Rotate a refresh token: the old session is marked rotated and a new one continues its family.
 * Presenting a token that was already rotated (after the grace period) or revoked is reuse: the
 * whole family is revoked, signing out whoever holds the stolen copy. Null when refused.
 */
export async function refreshSession(
  db: Db,
  refreshToken: string,
  userAgent?: string,
): Promise<(IssuedSession & { user: UserRow }) | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.refreshHash, hashToken(refreshToken)))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  if (session.revokedAt) return null;
  if (session.rotatedAt) {
    if (Date.now() - session.rotatedAt.getTime() > refreshReuseGraceMs)
      await revokeFamily(db, session.familyId);
    return null;
  }
  if (session.refreshExpiresAt.getTime() <= Date.now()) return null;
  const [claimed] = await db
    .update(sessions)
    .set({ rotatedAt: new Date() })
    .where(and(eq(sessions.id, session.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!claimed) return null;
  const issued = await createSession(db, session.userId, { familyId: session.familyId, userAgent });
  return { ...issued, user: row.user };
}

/** Revoke every session of a family (refresh-token reuse). */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Revoke the session family behind an access or refresh token (logout); unknown tokens are ignored. */
export async function revokeSessionByTokens(
  db: Db,
  tokens: { accessToken?: string; refreshToken?: string },
): Promise<void> {
  for (const [column, token] of [
    [sessions.accessHash, tokens.accessToken],
    [sessions.refreshHash, tokens.refreshToken],
  ] as const) {
    if (!token) continue;
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(column, hashToken(token)))
      .limit(1);
    if (row) await revokeFamily(db, row.familyId);
  }
}

/** Revoke all of a user's sessions, or all but one family (password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: string, exceptFamilyId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptFamilyId ? ne(sessions.familyId, exceptFamilyId) : undefined,
      ),
    );
}
