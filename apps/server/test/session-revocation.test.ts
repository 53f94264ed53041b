import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEmptyPostgresDatabase,
  HttpClient,
  type ServerProcess,
  startServerProcess,
} from "./helpers/server-process";
import { testDatabaseKind } from "./helpers/test-app";

// Web processes keep sessions (with their user) and resume heads in memory (db/change-feed.ts);
// PostgreSQL's triggers announce every change of those rows to every process. Two real server
// processes on one database: what one revokes, the other refuses at once.
describe.skipIf(testDatabaseKind !== "postgres")("sessions kept in memory, two processes", () => {
  let database: { url: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  const password = "correct horse battery staple";
  const email = `revoke${Date.now()}@example.com`;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    a = await startServerProcess({ env: { DATABASE_URL: database.url } });
    b = await startServerProcess({ env: { DATABASE_URL: database.url } });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);
  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  /** A new session of the user, signed in on process A; its cookies as a request header. */
  async function signIn(): Promise<string> {
    const client = new HttpClient();
    const res = await client.request(a.url, "POST", "/api/auth/login", { identifier: email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  const me = async (base: string, cookie: string) =>
    (await fetch(`${base}/api/user/me`, { headers: { cookie } })).status;
  /** The session of these cookies (its access token's row). */
  const sessionIdOf = async (cookie: string) => {
    const token = decodeURIComponent(/sira_access=([^;]+)/.exec(cookie)![1]!);
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update(token).digest("hex");
    const { rows } = await sql.query("select id from sessions where access_hash = $1", [hash]);
    return rows[0].id as string;
  };

  it("serves a session from memory, and refuses it at once after a revoke on the other process", {
    timeout: 120_000,
  }, async () => {
    const owner = new HttpClient();
    const registered = await owner.request(a.url, "POST", "/api/auth/register", {
      name: "Revoke Test",
      username: `revoke${Date.now()}`,
      email,
      password,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    // B keeps sessions in memory: a session revoked behind the triggers' back (disabled for the
    // statement) is still served by B. Asked until B's feed listens (it starts with the process).
    const deadline = Date.now() + 60_000;
    for (;;) {
      const cookie = await signIn();
      expect(await me(b.url, cookie)).toBe(200);
      const id = await sessionIdOf(cookie);
      await sql.query("begin");
      await sql.query("alter table sessions disable trigger sessions_changed");
      await sql.query("update sessions set revoked_at = now() where id = $1", [id]);
      await sql.query("alter table sessions enable trigger sessions_changed");
      await sql.query("commit");
      if ((await me(b.url, cookie)) === 200) break;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    // Sign-out on A: B refuses the session on the very next request.
    const signedOut = await signIn();
    expect(await me(b.url, signedOut)).toBe(200);
    expect(await me(b.url, signedOut)).toBe(200);
    const out = await fetch(`${a.url}/api/auth/logout`, { method: "POST", headers: { cookie: signedOut } });
    expect(out.status).toBeLessThan(300);
    expect(await me(b.url, signedOut)).toBe(401);

    // A password change on A (which keeps only the session that made it): another session of
    // the user, kept by B, is refused by B at once.
    const changer = await signIn();
    const other = await signIn();
    expect(await me(b.url, other)).toBe(200);
    const changed = await fetch(`${a.url}/api/auth/password`, {
      method: "PATCH",
      headers: { cookie: changer, "content-type": "application/json" },
      body: JSON.stringify({ currentPassword: password, password: `${password} 2` }),
    });
    expect(changed.status, await changed.text()).toBe(200);
    expect(await me(b.url, other)).toBe(401);
    expect(await me(b.url, changer)).toBe(200);

    // A revoke no route knows of (an operator's statement): the trigger tells every process.
    expect(await me(b.url, changer)).toBe(200);
    await sql.query("update sessions set revoked_at = now() where id = $1", [await sessionIdOf(changer)]);
    await expect.poll(() => me(b.url, changer), { timeout: 5000, interval: 50 }).toBe(401);

    // Account deletion on A: every session of the user, kept by B, refused at once.
    const last = await (async () => {
      const client = new HttpClient();
      const res = await client.request(a.url, "POST", "/api/auth/login", {
        identifier: email,
        password: `${password} 2`,
      });
      expect(res.status).toBe(200);
      return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    })();
    expect(await me(b.url, last)).toBe(200);
    // A resume's head, kept by B for its job list, is dropped when A deletes the resume.
    const resume = await fetch(`${a.url}/api/resume`, {
      method: "POST",
      headers: { cookie: last, "content-type": "application/json" },
      body: JSON.stringify({ title: "CV", slug: "cv-en", language: "en", sample: true }),
    });
    expect(resume.status).toBeLessThan(300);
    const { id: resumeId } = (await resume.json()) as { id: string };
    const jobs = async () =>
      (await fetch(`${b.url}/api/job/match/${resumeId}?view=card`, { headers: { cookie: last } })).status;
    expect(await jobs()).toBe(200);
    expect(await jobs()).toBe(200);
    const removed = await fetch(`${a.url}/api/resume/${resumeId}`, {
      method: "DELETE",
      headers: { cookie: last },
    });
    expect(removed.status).toBeLessThan(300);
    await expect.poll(jobs, { timeout: 5000, interval: 50 }).toBe(404);

    // Account deletion on A: every session of the user, kept by B, refused at once.
    const deleted = await fetch(`${a.url}/api/user/me`, {
      method: "DELETE",
      headers: { cookie: last, "content-type": "application/json" },
      body: JSON.stringify({ password: `${password} 2` }),
    });
    expect(deleted.status, await deleted.text()).toBeLessThan(300);
    expect(await me(b.url, last)).toBe(401);
  });
});
