import { randomUUID } from "node:crypto";
import type { Resume } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../src/db/client";
import { users } from "../../src/db/schema";
import { accessCookie, refreshCookie } from "../../src/http/auth-guard";
import { setPassword } from "../../src/modules/auth/account.service";
import { createSession, type UserRow } from "../../src/modules/auth/session.service";

/** Insert a user with sensible unique defaults. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      name: `User ${tag}`,
      username: `user${tag}`,
      email: `user${tag}@example.com`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A signed-in user: the row plus a Cookie header for app.inject. */
export async function signedInUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; cookie: string }> {
  const user = await createUser(db, overrides);
  const { accessToken, refreshToken } = await createSession(db, user.id);
  return { user, cookie: `${accessCookie}=${accessToken}; ${refreshCookie}=${refreshToken}` };
}

/** A user who can sign in with a password (hashed with argon2id like a registered one). */
export async function createUserWithPassword(
  db: Db,
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const user = await createUser(db, overrides);
  await setPassword(db, user.id, password);
  return user;
}

/**
 * Create a sample resume for the signed-in `cookie` through the API and make it public; answers
 * the saved resume (its page is `/{username}/{slug}`).
 */
export async function publishedSampleResume(
  app: FastifyInstance,
  cookie: string,
  fields: { title: string; slug: string; language?: "ar" | "en" },
): Promise<Resume> {
  const created = await app.inject({
    method: "POST",
    url: "/api/resume",
    headers: { cookie },
    payload: { language: "en", ...fields, sample: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  const resume = created.json<Resume>();
  const published = await app.inject({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    headers: { cookie },
    payload: {
      title: resume.title,
      slug: resume.slug,
      visibility: "public",
      data: resume.data,
      version: resume.version,
    },
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<Resume>();
}
