import { type createECDH, createPublicKey, verify } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { importNurseJob, newDevice, signedInNurse, subscribe, until } from "../../../test/helpers/push";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";

// http_ece ships without types: the one call the test needs.
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

const b64url = (b: Buffer) => b.toString("base64url");

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let server: http.Server;
let base: string;
const received: Received[] = [];
const goneEndpoints = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = goneEndpoints.has(req.url ?? "") ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A signed-in nurse with one subscribed device at `path` of the test push service. */
async function nurseWithDevice(path: string) {
  const cookie = await signedInNurse(t);
  const d = newDevice(`${base}${path}`);
  expect((await subscribe(t, cookie, d.json)).statusCode).toBe(204);
  return d;
}

describe("push notifications", () => {
  it("sends an encrypted payload with a valid VAPID header when a matching job arrives", async () => {
    const d = await nurseWithDevice("/push/device-1");
    const keyRes = await t.app.inject({
      method: "GET",
      url: "/api/push/key",
      headers: { cookie: (await signedInUser(t.database.db)).cookie },
    });
    const publicKey = keyRes.json().publicKey as string;
    expect((await importNurseJob(t, "push-1")).statusCode).toBe(200);

    await until(() => received.some((m) => m.path === "/push/device-1"));
    const message = received.find((m) => m.path === "/push/device-1");
    expect(message).toBeDefined();
    expect(message!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(message!.headers.authorization)) ?? [];
    expect(k).toBe(publicKey);
    const [header, claims, signature] = jwt!.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toMatchObject({ alg: "ES256" });
    const payloadClaims = JSON.parse(Buffer.from(claims!, "base64url").toString());
    expect(payloadClaims.aud).toBe(base);
    expect(payloadClaims.exp * 1000).toBeGreaterThan(Date.now());
    const point = Buffer.from(publicKey, "base64url");
    const key = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
      format: "jwk",
    });
    const valid = verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature!, "base64url"),
    );
    expect(valid).toBe(true);
    expect(message!.body.includes(Buffer.from("Registered Nurse"))).toBe(false);

    const clear = JSON.parse(
      ece
        .decrypt(message!.body, { version: "aes128gcm", privateKey: d.ecdh, authSecret: b64url(d.auth) })
        .toString("utf8"),
    );
    expect(clear).toMatchObject({ title: "A new job matches you", url: "/dashboard/jobs" });
    expect(clear.body).toMatch(/^Registered Nurse · \d+% match$/);
  });

  it("removes a subscription the push service answers 410 for", async () => {
    goneEndpoints.add("/push/gone");
    await nurseWithDevice("/push/gone");
    expect((await importNurseJob(t, "push-2")).statusCode).toBe(200);
    await until(async () => {
      const rows = await t.database.db.query.pushSubscriptions.findMany();
      return !rows.some((r) => r.endpoint.endsWith("/push/gone"));
    });
    expect(received.some((m) => m.path === "/push/gone")).toBe(true);
    const rows = await t.database.db.query.pushSubscriptions.findMany();
    expect(rows.some((r) => r.endpoint.endsWith("/push/gone"))).toBe(false);
    expect(rows.some((r) => r.endpoint.endsWith("/push/device-1"))).toBe(true);
  });

  it("keeps the VAPID keys across restarts and refuses anonymous subscriptions", async () => {
    const again = await createTestApp({ DATA_DIR: t.dataDir });
    const { cookie } = await signedInUser(again.database.db);
    const one = await t.app.inject({
      method: "GET",
      url: "/api/push/key",
      headers: { cookie: (await signedInUser(t.database.db)).cookie },
    });
    const two = await again.app.inject({ method: "GET", url: "/api/push/key", headers: { cookie } });
    expect(two.json().publicKey).toBe(one.json().publicKey);
    await again.close();
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/push/subscribe",
      payload: newDevice(`${base}/x`).json,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
