import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/helpers/auth-client";
import { createUser, createUserWithPassword, signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { sessions, userSecrets, users } from "../../db/schema";
import { authLimits } from "./auth-rate-limit";

const password = "correct horse 7";

describe(`register, login, logout, refresh (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the email provider only, Google being unconfigured", async () => {
    const res = await new TestClient(t.app).get("/api/auth/providers");
    expect(res.json()).toEqual(["email"]);
  });

  it("registers with the default locale ar-SA, signs in, stores an argon2id hash and no password", async () => {
    const client = new TestClient(t.app);
    const res = await client.post("/api/auth/register", {
      name: "سارة القحطاني",
      username: "Sara.Q",
      email: "Sara@Example.com",
      password,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      name: "سارة القحطاني",
      username: "sara.q",
      email: "sara@example.com",
      emailVerified: false,
      locale: "ar-SA",
      twoFactorEnabled: false,
      provider: "email",
    });
    const cookie = res.cookies.find((c) => c.name === "sira_access");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(res.cookies.find((c) => c.name === "sira_refresh")).toMatchObject({
      httpOnly: true,
      path: "/api/auth",
    });
    expect((await client.get("/api/user/me")).json().id).toBe(user.id);
    const [secrets] = await t.database.db.select().from(userSecrets).where(eq(userSecrets.userId, user.id));
    expect(secrets?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(secrets?.passwordHash).not.toContain(password);
  });

  it("refuses a taken e-mail or username with UserAlreadyExists, in Arabic by default", async () => {
    const existing = await createUser(t.database.db);
    const client = new TestClient(t.app);
    const byEmail = await client.post("/api/auth/register", {
      name: "x",
      username: "someone-new",
      email: existing.email.toUpperCase(),
      password,
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({
      code: "UserAlreadyExists",
      message: "يوجد مستخدم بهذا البريد الإلكتروني و/أو اسم المستخدم.",
    });
    const byUsername = await client.post("/api/auth/register", {
      name: "x",
      username: existing.username,
      email: "new-address@example.com",
      password,
    });
    expect(byUsername.json().code).toBe("UserAlreadyExists");
  });

  it("validates register input (password at least 6)", async () => {
    const res = await new TestClient(t.app).post("/api/auth/register", {
      name: "x",
      username: "shortpw",
      email: "shortpw@example.com",
      password: "12345",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("ValidationError");
    expect(res.json().issues[0].path).toBe("body.password");
  });

  it("logs in by e-mail or username, case-insensitively, with status authenticated", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    for (const identifier of [user.email.toUpperCase(), user.username, ` ${user.email} `]) {
      const client = new TestClient(t.app);
      const res = await client.post("/api/auth/login", { identifier, password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "authenticated", user: { id: user.id } });
      expect((await client.get("/api/user/me")).statusCode).toBe(200);
    }
  });

  it("answers InvalidCredentials for a wrong password and for an unknown user alike", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    const wrong = await client.post("/api/auth/login", {
      identifier: user.username,
      password: "wrong password",
    });
    const unknown = await client.post("/api/auth/login", {
      identifier: "nobody-here",
      password: "wrong password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe("InvalidCredentials");
    expect(wrong.cookies).toEqual([]);
  });

  it("spends argon2 time on unknown users too (uniform timing)", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: "warm-up", password: "x" });
    const time = async (identifier: string) => {
      const started = performance.now();
      await client.post("/api/auth/login", { identifier, password: "not the password" });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.username));
      unknown.push(await time(`ghost-${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    // Without the dummy hash an unknown user answers in ~1 ms while argon2 takes tens of ms;
    // the loose bound keeps the test meaningful yet stable on a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it("answers OAuthUser when a Google account without a password tries a password", async () => {
    const user = await createUser(t.database.db, { provider: "google" });
    const res = await new TestClient(t.app).post(
      "/api/auth/login",
      { identifier: user.email, password: "whatever1" },
      { "accept-language": "en" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "OAuthUser",
      message:
        "This email address is associated with an OAuth account. Please sign in with your OAuth provider.",
    });
  });

  it("logs out: the session is revoked and the cookies cleared", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const stolen = client.cookieHeader();
    const res = await client.post("/api/auth/logout");
    expect(res.statusCode).toBe(200);
    expect(client.cookies.size).toBe(0);
    const replay = await t.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { cookie: stolen },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it("logout without a session still answers 200", async () => {
    expect((await new TestClient(t.app).post("/api/auth/logout")).statusCode).toBe(200);
  });

  it("refresh rotates both tokens; the old access token stops working", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const before = new Map(client.cookies);
    const res = await client.post("/api/auth/refresh");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "authenticated", user: { id: user.id } });
    expect(client.cookies.get("sira_access")).not.toBe(before.get("sira_access"));
    expect(client.cookies.get("sira_refresh")).not.toBe(before.get("sira_refresh"));
    expect((await client.get("/api/user/me")).statusCode).toBe(200);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: { cookie: `sira_access=${before.get("sira_access")}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it("reuse of a rotated refresh token revokes the whole family", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const victim = new TestClient(t.app);
    await victim.post("/api/auth/login", { identifier: user.username, password });
    const stolenRefresh = victim.cookies.get("sira_refresh")!;
    expect((await victim.post("/api/auth/refresh")).statusCode).toBe(200);
    // Past the grace period for concurrent tabs.
    await t.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));
    const attacker = new TestClient(t.app);
    attacker.cookies.set("sira_refresh", stolenRefresh);
    const reuse = await attacker.post("/api/auth/refresh");
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe("Unauthorized");
    expect((await victim.get("/api/user/me")).statusCode).toBe(401);
    expect((await victim.post("/api/auth/refresh")).statusCode).toBe(401);
  });

  it("a second refresh with the same token inside the grace period fails without revoking", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const tabA = new TestClient(t.app);
    await tabA.post("/api/auth/login", { identifier: user.username, password });
    const tabB = new TestClient(t.app, tabA.ip);
    for (const [k, v] of tabA.cookies) tabB.cookies.set(k, v);
    expect((await tabA.post("/api/auth/refresh")).statusCode).toBe(200);
    expect((await tabB.post("/api/auth/refresh")).statusCode).toBe(401);
    expect((await tabA.get("/api/user/me")).statusCode).toBe(200);
  });

  it("session probe: 200 with null for a visitor, the user when signed in, renewed when the access token is gone", async () => {
    const visitor = await new TestClient(t.app).post("/api/auth/session");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.cookies).toEqual([]);

    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const signedIn = await client.post("/api/auth/session");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { id: user.id, username: user.username } });
    expect(signedIn.cookies).toEqual([]);

    // The access cookie has expired in the browser: the refresh cookie renews the session.
    const refreshToken = client.cookies.get("sira_refresh")!;
    client.cookies.delete("sira_access");
    const renewed = await client.post("/api/auth/session");
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ user: { id: user.id } });
    expect(client.cookies.get("sira_access")).toBeTruthy();
    expect(client.cookies.get("sira_refresh")).not.toBe(refreshToken);
    expect((await client.get("/api/user/me")).statusCode).toBe(200);

    // After sign-out the same cookies are no session.
    const stolen = new TestClient(t.app);
    for (const [k, v] of client.cookies) stolen.cookies.set(k, v);
    await client.post("/api/auth/logout");
    const after = await stolen.post("/api/auth/session");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ user: null });
  });

  it("refuses an expired refresh token", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    await t.database.db
      .update(sessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.post("/api/auth/refresh")).statusCode).toBe(401);
  });

  it("changing the password keeps this session and revokes the others", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const here = new TestClient(t.app);
    const elsewhere = new TestClient(t.app);
    await here.post("/api/auth/login", { identifier: user.username, password });
    await elsewhere.post("/api/auth/login", { identifier: user.username, password });
    const res = await here.patch("/api/auth/password", {
      currentPassword: password,
      password: "a brand new one",
    });
    expect(res.statusCode).toBe(200);
    expect((await here.get("/api/user/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user/me")).statusCode).toBe(401);
    expect((await elsewhere.post("/api/auth/refresh")).statusCode).toBe(401);
    const oldPassword = await new TestClient(t.app).post("/api/auth/login", {
      identifier: user.username,
      password,
    });
    expect(oldPassword.json().code).toBe("InvalidCredentials");
    const newPassword = await new TestClient(t.app).post("/api/auth/login", {
      identifier: user.username,
      password: "a brand new one",
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it("asks for the current password: a wrong or missing one changes nothing and signs nobody out", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const here = new TestClient(t.app);
    const elsewhere = new TestClient(t.app);
    await here.post("/api/auth/login", { identifier: user.username, password });
    await elsewhere.post("/api/auth/login", { identifier: user.username, password });
    const missing = await here.patch("/api/auth/password", { password: "a brand new one" });
    expect(missing.json().code).toBe("InvalidCredentials");
    const wrong = await here.patch("/api/auth/password", {
      currentPassword: "not it",
      password: "a brand new one",
    });
    expect(wrong.json().code).toBe("InvalidCredentials");
    expect((await elsewhere.get("/api/user/me")).statusCode).toBe(200);
    const login = await new TestClient(t.app).post("/api/auth/login", {
      identifier: user.username,
      password,
    });
    expect(login.statusCode).toBe(200);
  });

  it("lets an account made with Google set its first password without a current one", async () => {
    const { user, cookie } = await signedInUser(t.database.db, { provider: "google" });
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/password",
      payload: { password: "my first password" },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const login = await new TestClient(t.app).post("/api/auth/login", {
      identifier: user.username,
      password: "my first password",
    });
    expect(login.statusCode).toBe(200);
    // Now that it has one, changing it needs it.
    const again = await t.app.inject({
      method: "PATCH",
      url: "/api/auth/password",
      payload: { password: "another one" },
      headers: { cookie },
    });
    expect(again.json().code).toBe("InvalidCredentials");
  });

  it("needs a session to change the password, and at least 6 characters", async () => {
    expect(
      (await new TestClient(t.app).patch("/api/auth/password", { password: "abcdefg" })).statusCode,
    ).toBe(401);
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    expect((await client.patch("/api/auth/password", { password: "abc" })).json().code).toBe(
      "ValidationError",
    );
  });

  it("refuses a cross-site login post (Origin check)", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const res = await new TestClient(t.app).post(
      "/api/auth/login",
      { identifier: user.username, password },
      { origin: "https://evil.example" },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe(`rate limits and lockout (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("slows the address guessing one account's password, not the owner signing in from elsewhere", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const attacker = new TestClient(t.app);
    for (let i = 0; i < authLimits.loginPerAccountAndIp.max; i++) {
      const res = await attacker.post("/api/auth/login", { identifier: user.username, password: "nope!!" });
      expect(res.json().code).toBe("InvalidCredentials");
    }
    const blocked = await attacker.post(
      "/api/auth/login",
      { identifier: user.username, password },
      { "accept-language": "en" },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: "RateLimited",
      message: "Too many attempts. Please wait a moment and try again.",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The account's e-mail shares the counter from that address, in Arabic by default.
    const byEmail = await attacker.post("/api/auth/login", { identifier: user.email, password });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().message).toBe("محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.");
    // The real owner, from their own address, is not locked out.
    const owner = await new TestClient(t.app).post("/api/auth/login", { identifier: user.email, password });
    expect(owner.statusCode).toBe(200);
  });

  it("never locks the owner out: after 20 failures from rotating addresses, the right password from a fresh one signs in", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const { max } = authLimits.loginFailuresPerAccount;
    expect(max).toBe(20);
    // A sustained attack: 20 wrong passwords a round, each from a new address, three rounds.
    for (let round = 0; round < 3; round++) {
      // Addresses of their own (random ones could meet by chance and count as one address).
      const attackers = Array.from(
        { length: max },
        (_, i) => new TestClient(t.app, `203.0.113.${round * max + i + 1}`),
      );
      const codes: number[] = [];
      for (const attacker of attackers)
        codes.push(
          (await attacker.post("/api/auth/login", { identifier: user.username, password: "nope!!" }))
            .statusCode,
        );
      // Every new address was judged.
      expect(codes).toEqual(Array(max).fill(401));
      // While the account is under attack, an address that already failed on it waits.
      const again = await attackers[0]!.post("/api/auth/login", {
        identifier: user.email,
        password: "nope!!",
      });
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
      // The owner, from an address with no failures, signs in every round.
      const owner = await new TestClient(t.app, `192.0.2.${round + 1}`).post("/api/auth/login", {
        identifier: user.email,
        password,
      });
      expect(owner.statusCode).toBe(200);
    }
    // Other accounts are untouched.
    const someoneElse = await createUserWithPassword(t.database.db, password);
    const other = await new TestClient(t.app).post("/api/auth/login", {
      identifier: someoneElse.email,
      password,
    });
    expect(other.statusCode).toBe(200);
  });

  it("refuses a burst of parallel guesses from one address beyond the pair's limit", async () => {
    const user = await createUserWithPassword(t.database.db, password);
    const attacker = new TestClient(t.app);
    const codes = await Promise.all(
      Array.from({ length: authLimits.loginPerAccountAndIp.max + 5 }, () =>
        attacker.post("/api/auth/login", { identifier: user.username, password: "nope!!" }),
      ),
    );
    const statuses = codes.map((c) => c.statusCode).sort();
    expect(statuses.filter((c) => c === 401)).toHaveLength(authLimits.loginPerAccountAndIp.max);
    expect(statuses.filter((c) => c === 429)).toHaveLength(5);
  });

  it("limits one address spraying many accounts", async () => {
    const client = new TestClient(t.app);
    let last = 0;
    for (let i = 0; i <= authLimits.loginPerIp.max; i++) {
      last = (await client.post("/api/auth/login", { identifier: `spray-${i}`, password: "x" })).statusCode;
    }
    expect(last).toBe(429);
    const other = await new TestClient(t.app).post("/api/auth/login", {
      identifier: "spray-0",
      password: "x",
    });
    expect(other.statusCode).toBe(401);
  });

  it("limits registrations per address", async () => {
    const client = new TestClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= authLimits.registerPerIp.max; i++) {
      const res = await client.post("/api/auth/register", {
        name: "x",
        username: "u",
        email: "bad",
        password: "x",
      });
      codes.push(res.statusCode);
    }
    // Invalid bodies are refused before the limiter; valid ones count.
    expect(codes.every((c) => c === 400)).toBe(true);
    const counted: number[] = [];
    for (let i = 0; i <= authLimits.registerPerIp.max; i++) {
      const res = await client.post("/api/auth/register", {
        name: "Rate",
        username: `rate${i}`,
        email: `rate${i}@example.com`,
        password,
      });
      counted.push(res.statusCode);
    }
    expect(counted.slice(0, authLimits.registerPerIp.max).every((c) => c === 200)).toBe(true);
    expect(counted.at(-1)).toBe(429);
  });

  it("limits forgot-password per e-mail", async () => {
    const codes: number[] = [];
    for (let i = 0; i <= authLimits.forgotPerAccount.max; i++) {
      codes.push(
        (await new TestClient(t.app).post("/api/auth/forgot-password", { email: "target@example.com" }))
          .statusCode,
      );
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
  });

  it("limits reset-password attempts per token", async () => {
    const codes: number[] = [];
    for (let i = 0; i <= authLimits.resetPerToken.max; i++) {
      const res = await new TestClient(t.app).post("/api/auth/reset-password", { token: "guess", password });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, -1).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe(`administrator flags (${testDatabaseKind})`, () => {
  it("DISABLE_SIGNUPS: register answers SignupsDisabled and creates nobody", async () => {
    const t = await createTestApp({ DISABLE_SIGNUPS: "true" });
    try {
      const res = await new TestClient(t.app).post(
        "/api/auth/register",
        { name: "x", username: "closed", email: "closed@example.com", password },
        { "accept-language": "en" },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: "SignupsDisabled",
        message: "Signups are currently disabled by the administrator.",
      });
      expect(await t.database.db.select().from(users)).toEqual([]);
      expect((await t.app.inject({ method: "GET", url: "/api/config" })).json().signupsDisabled).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("DISABLE_EMAIL_AUTH: providers omit email and password login is refused", async () => {
    const t = await createTestApp({ DISABLE_EMAIL_AUTH: "true" });
    try {
      const user = await createUserWithPassword(t.database.db, password);
      const client = new TestClient(t.app);
      expect((await client.get("/api/auth/providers")).json()).toEqual([]);
      const res = await client.post("/api/auth/login", { identifier: user.username, password });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe(`"user already exists" behind the per-address limit (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY off (the default): the address is the socket peer, whatever X-Forwarded-For says.
    t = await createTestApp({ TRUST_PROXY: "" });
  });
  afterAll(() => t.close());

  it("stops probing which usernames exist after the limit, even with a new X-Forwarded-For each time", async () => {
    const taken = await createUser(t.database.db);
    const codes: string[] = [];
    for (let i = 0; i < authLimits.registerPerIp.max + 2; i++) {
      // A new client is a new random X-Forwarded-For, and a new e-mail keeps the per-e-mail counter out.
      const res = await new TestClient(t.app).post("/api/auth/register", {
        name: "Probe",
        username: taken.username,
        email: `probe-${i}-${taken.email}`,
        password: "secret password",
      });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, authLimits.registerPerIp.max).every((c) => c === "UserAlreadyExists")).toBe(true);
    expect(codes.slice(authLimits.registerPerIp.max)).toEqual(["RateLimited", "RateLimited"]);
  });
});
