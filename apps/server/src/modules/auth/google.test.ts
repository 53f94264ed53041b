import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/helpers/auth-client";
import { createUser, createUserWithPassword } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { oauthAccounts, userSecrets, users } from "../../db/schema";

/** The identity the mock provider puts in its next tokens. */
let identity: Record<string, unknown> = {};

describe(`Google sign-in against a real OpenID Connect server (${testDatabaseKind})`, () => {
  let oidc: OAuth2Server;
  let t: TestApp;
  let realKid: string;

  beforeAll(async () => {
    oidc = new OAuth2Server();
    realKid = (await oidc.issuer.keys.generate("RS256")).kid as string;
    await oidc.start(0, "127.0.0.1");
    oidc.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, identity));
    t = await createTestApp({
      GOOGLE_CLIENT_ID: "sira-client",
      GOOGLE_CLIENT_SECRET: "sira-secret",
      GOOGLE_ISSUER: oidc.issuer.url!,
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });
  beforeEach(() => {
    identity = {};
  });

  /** Run the browser's part: start at /api/auth/google, let the provider redirect, call back. */
  async function signInWithGoogle(client = new TestClient(t.app)) {
    const start = await client.get("/api/auth/google");
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(oidc.issuer.url!).origin);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/google/callback");
    const provider = await fetch(authorize, { redirect: "manual" });
    const back = new URL(provider.headers.get("location")!);
    const callback = await client.get(`${back.pathname}${back.search}`);
    return { client, callback, state: authorize.searchParams.get("state") };
  }

  it("lists google among the providers when configured", async () => {
    expect((await new TestClient(t.app).get("/api/auth/providers")).json()).toEqual(["email", "google"]);
  });

  it("creates a verified account from the signed ID token and signs it in", async () => {
    identity = { sub: "google-1", email: "Layla@Gmail.com", email_verified: true, name: "ليلى" };
    const { client, callback } = await signInWithGoogle();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/auth/callback?status=authenticated");
    expect(client.cookies.has("sira_oauth_state")).toBe(false);
    const me = (await client.get("/api/user/me")).json();
    expect(me).toMatchObject({
      name: "ليلى",
      username: "layla",
      email: "layla@gmail.com",
      emailVerified: true,
      provider: "google",
    });
    const again = await signInWithGoogle();
    expect((await again.client.get("/api/user/me")).json().id).toBe(me.id);
  });

  it("a Google-created account answers OAuthUser to a password login", async () => {
    identity = { sub: "google-2", email: "pw-less@gmail.com", email_verified: true, name: "No Password" };
    await signInWithGoogle();
    const res = await new TestClient(t.app).post("/api/auth/login", {
      identifier: "pw-less@gmail.com",
      password: "guess123",
    });
    expect(res.json().code).toBe("OAuthUser");
  });

  it("links to an existing verified account with the same e-mail, keeping its password", async () => {
    const user = await createUserWithPassword(t.database.db, "local password", { email: "both@example.com" });
    identity = { sub: "google-3", email: "both@example.com", email_verified: true, name: "Both" };
    const { client } = await signInWithGoogle();
    expect((await client.get("/api/user/me")).json().id).toBe(user.id);
    const links = await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links).toMatchObject([{ provider: "google", subject: "google-3" }]);
    const login = await new TestClient(t.app).post("/api/auth/login", {
      identifier: "both@example.com",
      password: "local password",
    });
    expect(login.statusCode).toBe(200);
  });

  it("linking to an unverified local account removes the squatter's password and sessions", async () => {
    const squatter = await createUserWithPassword(t.database.db, "squatter pw", {
      email: "victim@example.com",
      emailVerified: false,
    });
    const squatterClient = new TestClient(t.app);
    await squatterClient.post("/api/auth/login", { identifier: squatter.username, password: "squatter pw" });
    identity = { sub: "google-4", email: "victim@example.com", email_verified: true };
    const { client } = await signInWithGoogle();
    expect((await client.get("/api/user/me")).json()).toMatchObject({ id: squatter.id, emailVerified: true });
    expect((await squatterClient.get("/api/user/me")).statusCode).toBe(401);
    const [secrets] = await t.database.db
      .select()
      .from(userSecrets)
      .where(eq(userSecrets.userId, squatter.id));
    expect(secrets?.passwordHash).toBeNull();
  });

  it("refuses an identity whose e-mail Google has not verified", async () => {
    await createUser(t.database.db, { email: "unverified@example.com" });
    identity = { sub: "google-5", email: "unverified@example.com", email_verified: false };
    const { client, callback } = await signInWithGoogle();
    expect(callback.headers.location).toMatch(/^\/auth\/login\?error=/);
    expect((await client.get("/api/user/me")).statusCode).toBe(401);
  });

  it("refuses a callback whose state does not match the cookie (CSRF)", async () => {
    identity = { sub: "google-6", email: "csrf@gmail.com", email_verified: true };
    const client = new TestClient(t.app);
    const start = await client.get("/api/auth/google");
    const authorize = new URL(start.headers.location as string);
    const provider = await fetch(authorize, { redirect: "manual" });
    const back = new URL(provider.headers.get("location")!);
    back.searchParams.set("state", "forged");
    const callback = await client.get(`${back.pathname}${back.search}`);
    expect(callback.headers.location).toBe("/auth/login?error=Forbidden");
    expect(client.cookies.has("sira_access")).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "csrf@gmail.com"));
    expect(row).toBeUndefined();
  });

  it("refuses an ID token signed by another key", async () => {
    // Same issuer, audience and key id as the real provider, but signed with an attacker's key.
    const other = new OAuth2Server();
    await other.issuer.keys.generate("RS256");
    other.issuer.url = oidc.issuer.url;
    identity = { sub: "google-7", email: "forged@gmail.com", email_verified: true };
    const forged = await other.issuer.buildToken({
      scopesOrTransform: (header, payload) => {
        header.kid = realKid;
        Object.assign(payload, identity, { aud: "sira-client" });
      },
    });
    oidc.service.once("beforeResponse", (response) => {
      (response.body as Record<string, unknown>).id_token = forged;
    });
    const { client, callback } = await signInWithGoogle();
    expect(callback.headers.location).toBe("/auth/login?error=SomethingWentWrong");
    expect((await client.get("/api/user/me")).statusCode).toBe(401);
  });

  it("a Google account with two-factor on goes to the one-time code screen", async () => {
    identity = { sub: "google-8", email: "guarded@gmail.com", email_verified: true };
    await signInWithGoogle();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "guarded@gmail.com"));
    await t.database.db
      .update(userSecrets)
      .set({ twoFactorEnabled: true })
      .where(eq(userSecrets.userId, user!.id));
    const { client, callback } = await signInWithGoogle();
    expect(callback.headers.location).toBe("/auth/verify-otp");
    expect(client.cookies.has("sira_2fa")).toBe(true);
    expect(client.cookies.has("sira_access")).toBe(false);
  });

  it("without configuration Google is not offered and /api/auth/google is 404", async () => {
    const plain = await createTestApp();
    try {
      expect((await new TestClient(plain.app).get("/api/auth/providers")).json()).toEqual(["email"]);
      expect((await new TestClient(plain.app).get("/api/auth/google")).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
