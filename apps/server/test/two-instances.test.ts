import { randomUUID } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authLimits } from "../src/modules/auth/auth-rate-limit";
import {
  createEmptyPostgresDatabase,
  HttpClient,
  processSecrets,
  type ServerProcess,
  startServerProcess,
} from "./helpers/server-process";
import { testDatabaseKind } from "./helpers/test-app";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis server answers PING at `url` (the shared rate limits need one). */
async function isRedisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

const hasRedis = testDatabaseKind === "postgres" && (await isRedisReachable(redisUrl));

/**
 * Two server processes on one PostgreSQL database (started together on an empty database, so they
 * also race to migrate it) and one Redis: what one instance decides, the other honours.
 */
describe.skipIf(testDatabaseKind !== "postgres")("two instances on one database", () => {
  let database: { url: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  const servers = () => [a, b] as const;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    const env = { DATABASE_URL: database.url, ...(hasRedis ? { REDIS_URL: redisUrl } : {}) };
    [a, b] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  async function register(client: HttpClient, on: ServerProcess) {
    const tag = randomUUID().slice(0, 8);
    const email = `user${tag}@example.com`;
    const res = await client.request(on.url, "POST", "/api/auth/register", {
      name: "Salem",
      username: `salem${tag}`,
      email,
      password: "correct horse battery staple",
    });
    expect(res.status).toBe(200);
    return { email, userId: res.body.id as string };
  }

  it("accepts a session started on one instance on the other", async () => {
    const client = new HttpClient();
    const { email } = await register(client, a);
    const onB = await client.request(b.url, "GET", "/api/user/me");
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe(email);

    // Signing out on B ends the session on A too (the cookies are kept to prove it).
    const copy = new HttpClient(client.ip);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    expect((await client.request(b.url, "POST", "/api/auth/logout")).status).toBe(200);
    expect((await copy.request(a.url, "GET", "/api/user/me")).status).toBe(401);
  });

  it("revokes the family when a refresh token rotated on A is reused on B", async () => {
    const client = new HttpClient();
    await register(client, a);
    const oldRefresh = client.cookies.get("sira_refresh");
    expect(oldRefresh).toBeTruthy();
    const reuse = () =>
      new HttpClient(client.ip).request(b.url, "POST", "/api/auth/refresh", undefined, {
        cookie: `sira_refresh=${oldRefresh}`,
      });

    expect((await client.request(a.url, "POST", "/api/auth/refresh")).status).toBe(200);
    expect(client.cookies.get("sira_refresh")).not.toBe(oldRefresh);
    expect((await client.request(b.url, "GET", "/api/user/me")).status).toBe(200);

    // Within the grace period (two tabs refreshing at once) the old token is refused, nothing revoked.
    expect((await reuse()).status).toBe(401);
    expect((await client.request(b.url, "GET", "/api/user/me")).status).toBe(200);

    // Past it, reuse is theft: the rotation time is moved back instead of waiting 30 s.
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    await sql.query(
      "update sessions set rotated_at = rotated_at - interval '10 minutes' where rotated_at is not null",
    );
    await sql.end();
    expect((await reuse()).status).toBe(401);
    for (const server of servers()) {
      expect((await client.request(server.url, "GET", "/api/user/me")).status).toBe(401);
      expect((await client.request(server.url, "POST", "/api/auth/refresh")).status).toBe(401);
    }
  });

  it.skipIf(!hasRedis)("counts sign-in failures across both instances", async () => {
    const identifier = `nobody-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    // Each attempt from its own address, alternating instances: every one is judged.
    const { max } = authLimits.loginFailuresPerAccount;
    const clients = Array.from({ length: max }, () => new HttpClient());
    for (const [i, client] of clients.entries()) {
      const res = await client.request(servers()[i % 2]!.url, "POST", "/api/auth/login", {
        identifier,
        password: "wrong password",
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(max).fill(401));
    // `max` failures in total put the account under attack on both instances: an address that
    // failed on one is refused by the other, a new address is still judged.
    const again = await clients[0]!.request(b.url, "POST", "/api/auth/login", {
      identifier,
      password: "wrong password",
    });
    expect(again.status).toBe(429);
    const fresh = await new HttpClient().request(a.url, "POST", "/api/auth/login", {
      identifier,
      password: "wrong password",
    });
    expect(fresh.status).toBe(401);
  });

  it("never overspends a wallet under parallel spends split across both instances", async () => {
    const client = new HttpClient();
    const { email } = await register(client, a);
    const grant = await client.request(
      a.url,
      "POST",
      "/api/admin/points",
      { user: email, points: 10, reason: "two-instance test" },
      { authorization: `Bearer ${processSecrets.ADMIN_TOKEN}` },
    );
    expect(grant.status).toBe(201);

    const job =
      "Senior TypeScript engineer in Riyadh: Node.js, PostgreSQL, React, 5 years, Arabic and English.";
    const resume = "Backend engineer, 6 years of Node.js, TypeScript, PostgreSQL and React. Riyadh.";
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.request(servers()[i % 2]!.url, "POST", "/api/match", { job, resume }),
      ),
    );
    const paid = answers.filter((r) => r.status === 200).length;
    const refused = answers.filter((r) => r.status === 402 && r.body.code === "PackageIsOver").length;
    // 10 points buy three compares at 3 points; the other five are refused, whichever instance.
    expect({ paid, refused }).toEqual({ paid: 3, refused: 5 });
    for (const server of servers()) {
      const wallet = await client.request(server.url, "GET", "/api/subscription");
      expect(wallet.body.available).toBe(1);
    }
  });

  it("refuses a stale autosave on B after a save on A", async () => {
    const client = new HttpClient();
    await register(client, a);
    const created = await client.request(a.url, "POST", "/api/resume", {
      title: "CV",
      slug: "cv",
      language: "ar",
      sample: true,
    });
    expect(created.status).toBe(201);
    const resume = created.body;
    const save = (on: ServerProcess, headline: string) =>
      client.request(on.url, "PATCH", `/api/resume/${resume.id}`, {
        title: resume.title,
        slug: resume.slug,
        visibility: resume.visibility,
        version: resume.version,
        data: { ...resume.data, basics: { ...resume.data.basics, headline } },
      });

    const first = await save(a, "saved on A");
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(resume.version + 1);
    const stale = await save(b, "stale on B");
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("ResumeVersionConflict");
    expect(stale.body.details.current).toMatchObject({
      version: resume.version + 1,
      data: { basics: { headline: "saved on A" } },
    });
    const read = await client.request(b.url, "GET", `/api/resume/${resume.id}`);
    expect(read.body.data.basics.headline).toBe("saved on A");
  });
});
