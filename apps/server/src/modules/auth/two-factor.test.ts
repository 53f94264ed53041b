import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/helpers/auth-client";
import { createUserWithPassword } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { backupCodes, loginChallenges, userSecrets } from "../../db/schema";
import { maxChallengeFailures } from "./two-factor.service";

const password = "two factor pw";
const step = () => Math.floor(Date.now() / 30_000);
const codeAt = (secret: string, offset = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step() + offset), 6);

describe(`two-factor authentication (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A signed-in user who enabled 2FA; returns the secret and backup codes. */
  async function userWithTwoFactor() {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const setup = await client.post("/api/auth/2fa/setup");
    const { secret } = setup.json();
    // Enable with the previous step's code so later logins in this test use newer steps.
    const enabled = await client.post("/api/auth/2fa/enable", { code: codeAt(secret, -1) });
    expect(enabled.statusCode).toBe(200);
    return { user, client, secret, codes: enabled.json().backupCodes as string[] };
  }

  /** Start a password login that stops at the second factor. */
  async function pendingLogin(username: string) {
    const client = new TestClient(t.app);
    const res = await client.post("/api/auth/login", { identifier: username, password });
    expect(res.json()).toEqual({ status: "2fa_required", user: null });
    expect(client.cookies.has("sira_access")).toBe(false);
    expect(client.cookies.has("sira_2fa")).toBe(true);
    return client;
  }

  it("set-up returns a QR data URL and the secret; the secret is stored encrypted, pending until confirmed", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const setup = await client.post("/api/auth/2fa/setup");
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toContain(`secret=${body.secret}`);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/Sira:/);
    const [secrets] = await t.database.db.select().from(userSecrets).where(eq(userSecrets.userId, user.id));
    expect(secrets?.twoFactorEnabled).toBe(false);
    expect(secrets?.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(secrets?.twoFactorPendingSecret).not.toContain(body.secret);
    expect((await client.get("/api/user/me")).json().twoFactorEnabled).toBe(false);
    const wrong = await client.post("/api/auth/2fa/enable", { code: "000000" });
    expect(wrong.json().code).toBe("InvalidTwoFactorCode");
  });

  it("enabling returns 10 backup codes of 10 lowercase letters/digits, stored hashed", async () => {
    const { user, client, codes } = await userWithTwoFactor();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.database.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    expect((await client.get("/api/user/me")).json().twoFactorEnabled).toBe(true);
    expect((await client.post("/api/auth/2fa/setup")).json().code).toBe("TwoFactorAlreadyEnabled");
  });

  it("login answers 2fa_required; a TOTP code finishes sign-in; the same code cannot be replayed", async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await pendingLogin(user.username);
    expect((await client.get("/api/user/me")).statusCode).toBe(401);
    const code = codeAt(secret);
    const res = await client.post("/api/auth/2fa/verify", { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect(client.cookies.has("sira_2fa")).toBe(false);
    expect((await client.get("/api/user/me")).statusCode).toBe(200);

    const again = await pendingLogin(user.username);
    const replay = await again.post("/api/auth/2fa/verify", { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("InvalidTwoFactorCode");
    // The next time step's code is still accepted.
    expect((await again.post("/api/auth/2fa/verify", { code: codeAt(secret, 1) })).statusCode).toBe(200);
  });

  it("a backup code signs in once; its second use is refused", async () => {
    const { user, codes } = await userWithTwoFactor();
    const client = await pendingLogin(user.username);
    const res = await client.post("/api/auth/2fa/backup", { code: codes[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
    expect((await client.get("/api/user/me")).statusCode).toBe(200);
    const again = await pendingLogin(user.username);
    const reused = await again.post("/api/auth/2fa/backup", { code: codes[0] }, { "accept-language": "en" });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      code: "InvalidTwoFactorBackupCode",
      message: "It looks like the backup code you entered is invalid or it has already been used.",
    });
    expect((await again.post("/api/auth/2fa/backup", { code: codes[1] })).statusCode).toBe(200);
  });

  it("validates the backup code format (spec §5) before checking it", async () => {
    const { user } = await userWithTwoFactor();
    const client = await pendingLogin(user.username);
    for (const code of ["ABCDEFGHIJ", "abc", "abcdefghijk", "abcde-ghij"]) {
      const res = await client.post("/api/auth/2fa/backup", { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].message).toBe("backupCodeInvalid");
    }
  });

  it("needs the pending-2FA cookie: a code alone signs nobody in", async () => {
    const { secret } = await userWithTwoFactor();
    const res = await new TestClient(t.app).post("/api/auth/2fa/verify", { code: codeAt(secret, 1) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("Unauthorized");
  });

  it("drops the pending sign-in after too many wrong codes (lockout)", async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await pendingLogin(user.username);
    // A code ten steps ahead is outside the accepted window (previous, current, next step).
    const wrong = codeAt(secret, 10);
    for (let i = 0; i < maxChallengeFailures; i++) {
      const res = await client.post("/api/auth/2fa/verify", { code: wrong });
      expect(res.json().code).toBe("InvalidTwoFactorCode");
    }
    const locked = await client.post("/api/auth/2fa/verify", { code: codeAt(secret, 1) });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().code).toBe("Unauthorized");
    expect(
      await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id)),
    ).toEqual([]);
  });

  it("rate-limits second-factor attempts per account across pending sign-ins", async () => {
    const { user } = await userWithTwoFactor();
    let last = 0;
    for (let round = 0; round < 3 && last !== 429; round++) {
      const client = await pendingLogin(user.username);
      for (let i = 0; i < maxChallengeFailures && last !== 429; i++) {
        last = (await client.post("/api/auth/2fa/backup", { code: "zzzzzzzzzz" })).statusCode;
      }
    }
    expect(last).toBe(429);
  });

  it("pending sign-ins expire", async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await pendingLogin(user.username);
    await t.database.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    expect((await client.post("/api/auth/2fa/verify", { code: codeAt(secret, 1) })).json().code).toBe(
      "Unauthorized",
    );
  });

  it("disabling needs a current code, then login no longer asks for one", async () => {
    const { user, client, secret } = await userWithTwoFactor();
    expect((await client.post("/api/auth/2fa/disable", { code: "000000" })).json().code).toBe(
      "InvalidTwoFactorCode",
    );
    const res = await client.post("/api/auth/2fa/disable", { code: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactorEnabled).toBe(false);
    expect(await t.database.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id))).toEqual([]);
    const login = await new TestClient(t.app).post("/api/auth/login", {
      identifier: user.username,
      password,
    });
    expect(login.json().status).toBe("authenticated");
    expect((await client.post("/api/auth/2fa/disable", { code: codeAt(secret, 1) })).json().code).toBe(
      "TwoFactorNotEnabled",
    );
  });

  it("2FA set-up calls need a session", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post("/api/auth/2fa/setup")).statusCode).toBe(401);
    expect((await anonymous.post("/api/auth/2fa/enable", { code: "123456" })).statusCode).toBe(401);
  });
});

describe(`two-factor failure cap under concurrency (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Loose rate limits, so only the per-challenge cap decides how many guesses are judged.
    t = await createTestApp({ AUTH_RATE_LIMIT_SCALE: "10" });
  });
  afterAll(() => t.close());

  it("judges at most five of twenty parallel wrong codes, then refuses the right one", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const owner = new TestClient(t.app);
    await owner.post("/api/auth/login", { identifier: user.username, password });
    const { secret } = (await owner.post("/api/auth/2fa/setup")).json();
    expect((await owner.post("/api/auth/2fa/enable", { code: codeAt(secret, -1) })).statusCode).toBe(200);

    const client = new TestClient(t.app);
    expect(
      (await client.post("/api/auth/login", { identifier: user.username, password })).json().status,
    ).toBe("2fa_required");
    const wrong = codeAt(secret, 10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post("/api/auth/2fa/verify", { code: wrong })),
    );
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((c) => c === "InvalidTwoFactorCode").length).toBeLessThanOrEqual(
      maxChallengeFailures,
    );
    expect(codes.every((c) => c === "InvalidTwoFactorCode" || c === "Unauthorized")).toBe(true);
    const right = await client.post("/api/auth/2fa/verify", { code: codeAt(secret, 1) });
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe("Unauthorized");
  });
});
