import { randomInt } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A random documentation-range IPv4 address, so each client has its own rate-limit bucket. */
export function randomIp(): string {
  return `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * A browser-like client for app.inject: keeps the cookies the server sets (and drops the ones it
 * clears) and sends them back, from its own IP address (X-Forwarded-For, trusted by the app).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string = randomIp(),
  ) {}

  /** The Cookie header this client would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Send a request and store the cookies of its answer. */
  async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      headers: { "x-forwarded-for": this.ip, cookie: this.cookieHeader(), ...headers },
    };
    if (payload !== undefined) options.payload = payload as InjectOptions["payload"];
    const res = await this.app.inject(options);
    for (const cookie of res.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, payload, headers);
  }

  patch(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request("PATCH", url, payload, headers);
  }
}

/** Poll until `find` returns a value (background work such as mail), or fail after `timeoutMs`. */
export async function waitFor<T>(
  find: () => Promise<T | undefined | null> | T | undefined | null,
  timeoutMs = 5000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== null) return found as NonNullable<T>;
    if (Date.now() > deadline) throw new Error("waitFor timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
