import { createPublicKey, type JsonWebKey, verify as verifySignature } from "node:crypto";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import { oauthAccounts, userSecrets, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { completeFirstFactor, findSecrets, type SignInResult } from "./account.service";
import type { AuthContext } from "./auth-context";
import { revokeUserSessions, type UserRow } from "./session.service";

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** The claims of a verified Google ID token that sign-in uses. */
export interface GoogleClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/** Whether Google sign-in is offered: client id and secret are both configured. */
export function isGoogleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

const discoveryCache = new Map<string, Promise<Discovery>>();
const jwksCache = new Map<string, Promise<JsonWebKey[]>>();

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

function discover(issuer: string): Promise<Discovery> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  let found = discoveryCache.get(url);
  if (!found) {
    found = fetchJson<Discovery>(url);
    found.catch(() => discoveryCache.delete(url));
    discoveryCache.set(url, found);
  }
  return found;
}

async function signingKeys(jwksUri: string, refresh: boolean): Promise<JsonWebKey[]> {
  let keys = refresh ? undefined : jwksCache.get(jwksUri);
  if (!keys) {
    keys = fetchJson<{ keys: JsonWebKey[] }>(jwksUri).then((body) => body.keys);
    keys.catch(() => jwksCache.delete(jwksUri));
    jwksCache.set(jwksUri, keys);
  }
  return keys;
}

const algorithms: Record<string, { hash: string; dsaEncoding?: "ieee-p1363" }> = {
  RS256: { hash: "sha256" },
  ES256: { hash: "sha256", dsaEncoding: "ieee-p1363" },
};

/**
 * Verify an ID token's signature against the issuer's published keys (RS256 or ES256, keys
 * refetched once for an unknown key id), then its issuer, audience and lifetime.
 */
export async function verifyIdToken(
  idToken: string,
  discovery: Discovery,
  clientId: string,
): Promise<GoogleClaims> {
  const [headerPart, payloadPart, signaturePart] = idToken.split(".");
  if (!headerPart || !payloadPart || !signaturePart) throw new Error("malformed ID token");
  const header = JSON.parse(Buffer.from(headerPart, "base64url").toString("utf8")) as {
    alg?: string;
    kid?: string;
  };
  const algorithm = algorithms[header.alg ?? ""];
  if (!algorithm) throw new Error(`unsupported ID token algorithm ${header.alg}`);
  const pick = (keys: JsonWebKey[]) => keys.find((k) => !header.kid || k.kid === header.kid);
  const jwk =
    pick(await signingKeys(discovery.jwks_uri, false)) ?? pick(await signingKeys(discovery.jwks_uri, true));
  if (!jwk) throw new Error("ID token signed with an unknown key");
  const valid = verifySignature(
    algorithm.hash,
    Buffer.from(`${headerPart}.${payloadPart}`),
    {
      key: createPublicKey({ key: jwk, format: "jwk" }),
      ...(algorithm.dsaEncoding ? { dsaEncoding: algorithm.dsaEncoding } : {}),
    },
    Buffer.from(signaturePart, "base64url"),
  );
  if (!valid) throw new Error("ID token signature is invalid");
  const claims = JSON.parse(Buffer.from(payloadPart, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  const now = Date.now() / 1000;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== discovery.issuer) throw new Error("ID token from another issuer");
  if (!audiences.includes(clientId)) throw new Error("ID token for another client");
  if (typeof claims.exp !== "number" || claims.exp < now - 60) throw new Error("ID token expired");
  if (typeof claims.sub !== "string" || !claims.sub) throw new Error("ID token without subject");
  return {
    sub: claims.sub,
    email: typeof claims.email === "string" ? claims.email.toLowerCase() : undefined,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: typeof claims.name === "string" ? claims.name : undefined,
    picture: typeof claims.picture === "string" ? claims.picture : undefined,
  };
}

function oauthClient(config: Config): OAuth2Client {
  return new OAuth2Client(
    config.GOOGLE_CLIENT_ID!,
    config.GOOGLE_CLIENT_SECRET!,
    new URL("/api/auth/google/callback", config.PUBLIC_URL).toString(),
  );
}

/**
 * Start Google sign-in: the authorization URL (code flow with PKCE S256), plus the state and
 * code verifier the caller keeps in short-lived cookies. NotFound when Google is not configured.
 */
export async function startGoogleSignIn(
  config: Config,
): Promise<{ url: string; state: string; codeVerifier: string }> {
  if (!isGoogleConfigured(config)) throw new AppError("NotFound");
  const discovery = await discover(config.GOOGLE_ISSUER);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = oauthClient(config).createAuthorizationURLWithPKCE(
    discovery.authorization_endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ["openid", "email", "profile"],
  );
  return { url: url.toString(), state, codeVerifier };
}

async function uniqueUsername(ctx: AuthContext, email: string): Promise<string> {
  const local = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .replace(/^[._-]+/, "");
  const base = (local.length >= 3 ? local : `user${local}`).slice(0, 30);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

/**
 * The account for a Google identity: the one already linked to its subject; else the account
 * with the same e-mail, linked only when Google says the e-mail is verified (an unverified local
 * account loses its password and sessions, so whoever registered it cannot keep access); else a
 * new account, unless signups are disabled.
 */
export async function findOrCreateGoogleUser(ctx: AuthContext, claims: GoogleClaims): Promise<UserRow> {
  const [linked] = await ctx.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(eq(oauthAccounts.subject, claims.sub))
    .limit(1);
  if (linked) return linked.user;
  if (!claims.email || !claims.emailVerified) throw new AppError("InvalidVerificationToken");
  const email = claims.email;
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    return ctx.db.transaction(async (tx) => {
      await tx
        .insert(oauthAccounts)
        .values({ provider: "google", subject: claims.sub, userId: existing.id, email });
      if (existing.emailVerified) return existing;
      await tx.update(userSecrets).set({ passwordHash: null }).where(eq(userSecrets.userId, existing.id));
      await revokeUserSessions(tx as unknown as typeof ctx.db, existing.id);
      const [updated] = await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    });
  }
  if (ctx.config.DISABLE_SIGNUPS) throw new AppError("SignupsDisabled");
  const username = await uniqueUsername(ctx, email);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: claims.name?.trim() || username,
        username,
        email,
        emailVerified: true,
        picture: claims.picture ?? null,
        provider: "google",
      })
      .returning();
    await tx.insert(userSecrets).values({ userId: user!.id });
    await tx
      .insert(oauthAccounts)
      .values({ provider: "google", subject: claims.sub, userId: user!.id, email });
    return user!;
  });
}

/**
 * Finish Google sign-in on the callback: checks state against the cookie, exchanges the code
 * with the PKCE verifier, verifies the ID token, finds or creates the account, then issues a
 * session (or a 2FA challenge). Errors come back as a catalogue code for the login page.
 */
export async function finishGoogleSignIn(
  ctx: AuthContext,
  input: { code?: string; state?: string; storedState?: string; codeVerifier?: string; userAgent?: string },
): Promise<SignInResult | { status: "error"; code: string }> {
  if (!isGoogleConfigured(ctx.config)) return { status: "error", code: "NotFound" };
  if (!input.code || !input.state || !input.codeVerifier || input.state !== input.storedState)
    return { status: "error", code: "Forbidden" };
  try {
    const discovery = await discover(ctx.config.GOOGLE_ISSUER);
    const tokens = await oauthClient(ctx.config).validateAuthorizationCode(
      discovery.token_endpoint,
      input.code,
      input.codeVerifier,
    );
    const claims = await verifyIdToken(tokens.idToken(), discovery, ctx.config.GOOGLE_CLIENT_ID!);
    const user = await findOrCreateGoogleUser(ctx, claims);
    return await completeFirstFactor(ctx, user, await findSecrets(ctx.db, user.id), {
      userAgent: input.userAgent,
    });
  } catch (error) {
    if (error instanceof AppError) return { status: "error", code: error.code };
    ctx.log.warn({ err: error }, "Google sign-in failed");
    return { status: "error", code: "SomethingWentWrong" };
  }
}
