import { createECDH, randomBytes } from "node:crypto";
import { expect } from "vitest";
import { signedInUser } from "./factories";
import { occupationResume } from "./jobs";
import type { TestApp } from "./test-app";

/**
 * Setup shared by the push tests (push.routes, push-outbound): a nurse whose resume matches the
 * nurse job an operator imports, and browser-like subscriptions for her.
 */

const b64url = (b: Buffer) => b.toString("base64url");

/** Wait for a condition the background push queue brings about. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A browser-like subscription at `endpoint`: a P-256 key pair and an auth secret. */
export function newDevice(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
  };
}

/** A signed-in nurse (English interface) with a default resume that matches `importNurseJob`. */
export async function signedInNurse(t: TestApp): Promise<string> {
  const { cookie } = await signedInUser(t.database.db, { locale: "en-US" });
  const data = occupationResume("en", {
    headline: "Registered Nurse",
    position: "Registered Nurse",
    company: "King Fahad Hospital",
    summary: "Patient care, medication administration, infection control",
    skills: ["Patient care", "Medication administration", "Infection control", "BLS"],
  });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/resume/import",
    headers: { cookie },
    payload: { title: "Nurse", slug: `nurse${Math.floor(Math.random() * 1e9)}`, data },
  });
  expect(created.statusCode).toBe(201);
  return cookie;
}

/** POST /api/push/subscribe as `cookie`'s user. */
export function subscribe(t: TestApp, cookie: string, subscription: ReturnType<typeof newDevice>["json"]) {
  return t.app.inject({
    method: "POST",
    url: "/api/push/subscribe",
    headers: { cookie },
    payload: subscription,
  });
}

/** The operator imports one Registered Nurse job in Riyadh (a JSON file through the admin call). */
export function importNurseJob(t: TestApp, id: string) {
  const feed = JSON.stringify([
    {
      id,
      title: "Registered Nurse",
      location: "Riyadh",
      description: "Requirements: patient care, medication administration, infection control, BLS.",
    },
  ]);
  const boundary = "----push";
  return t.app.inject({
    method: "POST",
    url: "/api/admin/jobs/import",
    headers: {
      authorization: "Bearer test-admin-token",
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.json"\r\nContent-Type: application/json\r\n\r\n${feed}\r\n--${boundary}--\r\n`,
  });
}
