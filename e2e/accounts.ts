import { type APIRequestContext, expect } from "@playwright/test";
import type { Language } from "./a11y";

const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

/**
 * Register a new account (signed in: cookies on `request`'s context) named `<name> <tag>`, with
 * username and e-mail `<name lowercased><tag>`; returns the username.
 */
export async function signUp(
  request: APIRequestContext,
  options: { name?: string; locale?: string } = {},
): Promise<string> {
  const name = options.name ?? "Noura";
  const tag = Math.random().toString(36).slice(2, 10);
  const username = `${name.toLowerCase()}${tag}`;
  const res = await request.post("/api/auth/register", {
    data: {
      name: `${name} ${tag}`,
      username,
      email: `${username}@example.com`,
      password: "correct-horse-42",
      locale: options.locale ?? "ar-SA",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return username;
}

/**
 * A new signed-in account (cookies on `request`'s context) with one sample resume and one job
 * imported through the admin feed import that matches it. Returns the resume's and the job's ids.
 */
export async function accountWithResumeAndJob(
  request: APIRequestContext,
  language: Language,
  options: { prefix: string; title: string },
): Promise<{ resumeId: string; jobId: string }> {
  const tag = Math.random().toString(36).slice(2, 10);
  const registered = await request.post("/api/auth/register", {
    data: {
      name: `Noura ${tag}`,
      username: `${options.prefix}${tag}`,
      email: `${options.prefix}${tag}@example.com`,
      password: "correct-horse-42",
      locale: language === "ar" ? "ar-SA" : "en-US",
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const created = await request.post("/api/resume", {
    data: {
      title: options.title,
      slug: `${options.prefix}-${tag.replace(/\d/g, "")}`,
      language,
      sample: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const resumeId = ((await created.json()) as { id: string }).id;
  const feed = [
    {
      id: `${options.prefix}-${tag}`,
      title: "Senior Frontend Engineer",
      company: "Riyadh Tech",
      location: "Riyadh, Saudi Arabia",
      description: "Requirements: 5 years of React, TypeScript and Node.js.",
    },
  ];
  const imported = await request.post("/api/admin/jobs/import?source=sira", {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      file: { name: "feed.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(feed)) },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const matches = await request.get(`/api/job/match/${resumeId}?q=Frontend&sources=sira`);
  expect(matches.ok(), await matches.text()).toBe(true);
  const jobId = ((await matches.json()) as { jobs: Array<{ id: string }> }).jobs[0]?.id;
  expect(jobId, "an imported job").toBeTruthy();
  return { resumeId, jobId: jobId ?? "" };
}
