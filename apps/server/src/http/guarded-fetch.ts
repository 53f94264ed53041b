import dns, { type LookupAddress } from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, type AgentOptions, Response as UndiciResponse, fetch as undiciFetch } from "./undici";

/**
 * The one way the server makes requests to URLs that users or feeds name (Web Push endpoints,
 * job feed URLs, the model server). It resolves host names itself and refuses private,
 * loopback, link-local, unique-local, CGNAT, multicast, unspecified and other special
 * addresses (IPv4, IPv6 and IPv4-mapped IPv6), then connects to the very address it checked:
 * the check sits in the socket's `lookup`, so a DNS answer cannot change between check and
 * connect. Literal IP hosts are checked before the request (the URL parser has already turned
 * decimal, octal and hex forms into dotted quads). Redirects are never followed blindly: each
 * hop is a new guarded request, at most `maxRedirects`, never from https to http. Short
 * connect and total timeouts and a response size cap bound every call.
 *
 * OUTBOUND_ALLOW_HOSTS lets an operator reach internal hosts on purpose (a model server on the
 * LAN, tests): exact host names, whose every address is then allowed, and addresses or CIDR
 * ranges, allowed whatever name led to them.
 */

/** Why a request was not made or not finished. */
export type OutboundFailure = "refused" | "timeout" | "tooLarge" | "redirect" | "network";

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

export interface OutboundPolicy {
  /** Lower-case host names whose addresses are all allowed. */
  hosts: Set<string>;
  /** Address ranges allowed whatever the host name. */
  ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

/**
 * Parse OUTBOUND_ALLOW_HOSTS: comma-separated host names, addresses and CIDR ranges
 * (`models.lan,10.0.5.0/24,fd00::/8`). Throws on an entry that is none of these.
 */
export function parseOutboundAllowList(text: string | undefined): OutboundPolicy {
  const policy: OutboundPolicy = { hosts: new Set(), ranges: [] };
  for (const raw of (text ?? "").split(",")) {
    const item = raw.trim().toLowerCase();
    if (!item) continue;
    if (/^[0-9a-f.:]+\/\d{1,3}$/.test(item)) {
      try {
        policy.ranges.push(ipaddr.parseCIDR(item));
      } catch {
        throw new Error(`not a CIDR range: ${raw.trim()}`);
      }
    } else if (net.isIP(item)) {
      const address = ipaddr.parse(item);
      policy.ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    } else if (/^[a-z0-9.-]+$/.test(item)) {
      policy.hosts.add(item.replace(/\.$/, ""));
    } else {
      throw new Error(`not a host name, address or CIDR range: ${raw.trim()}`);
    }
  }
  return policy;
}

/**
 * The range an address belongs to: "public" for ordinary global unicast, else ipaddr.js's range
 * name (private, loopback, linkLocal, uniqueLocal, carrierGradeNat, multicast, unspecified,
 * broadcast, reserved, 6to4, teredo, rfc6052, …). IPv4-mapped IPv6 is judged as the IPv4 address.
 * Anything that does not parse is "invalid".
 */
export function classifyAddress(address: string): string {
  const text = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  if (!net.isIP(text)) return "invalid";
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === "unicast" ? "public" : range;
}

function inAllowedRange(address: string, policy: OutboundPolicy): boolean {
  if (policy.ranges.length === 0) return false;
  let parsed = ipaddr.parse(address.split("%")[0]!);
  for (const [base, bits] of policy.ranges) {
    if (parsed.kind() !== base.kind() && parsed.kind() === "ipv6") {
      const v6 = parsed as ipaddr.IPv6;
      if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    }
    if (parsed.kind() === base.kind() && parsed.match(base, bits)) return true;
  }
  return false;
}

/** Whether a connection to `address`, reached through `host`, is allowed by the policy. */
export function isAddressAllowed(address: string, policy: OutboundPolicy, host?: string): boolean {
  if (host && policy.hosts.has(host.toLowerCase().replace(/\.$/, ""))) return true;
  const range = classifyAddress(address);
  if (range === "invalid") return false;
  return range === "public" || inAllowedRange(address, policy);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for sockets: resolve, refuse the whole name if any answer is not allowed. */
function guardedLookup(policy: OutboundPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, "");
      const refused = addresses.find((a) => !isAddressAllowed(a.address, policy, hostname));
      if (refused || addresses.length === 0)
        return callback(
          new OutboundError(
            "refused",
            refused
              ? `${hostname} resolves to a ${classifyAddress(refused.address)} address`
              : `${hostname} resolves to no address`,
          ) as NodeJS.ErrnoException,
          "",
        );
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export interface OutboundLimits {
  /** Time to open the TCP (and TLS) connection. */
  connectTimeoutMs?: number;
  /** Whole request, body included. */
  timeoutMs?: number;
  /** Largest response body read. */
  maxBytes?: number;
  /** Redirect hops followed (each checked again); 0 answers the 3xx itself as an error. */
  maxRedirects?: number;
}

export interface OutboundRequest extends OutboundLimits {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** Aborts the request (e.g. on shutdown). */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
}

export interface OutboundClient {
  /** One request, read whole within the limits. Throws OutboundError. */
  request(url: string | URL, init?: OutboundRequest): Promise<OutboundResponse>;
  /** A fetch for libraries (the OpenAI client): guarded, no redirects, body capped. */
  fetch: typeof globalThis.fetch;
  close(): Promise<void>;
}

const defaults: Required<OutboundLimits> = {
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 0,
};

/** Check a URL before connecting: http(s) only, and a literal IP host must be allowed. */
export function checkOutboundUrl(url: URL, policy: OutboundPolicy): void {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new OutboundError("refused", "only http and https URLs are fetched");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !isAddressAllowed(host, policy))
    throw new OutboundError("refused", `${host} is a ${classifyAddress(host)} address`);
}

/**
 * Why the guard would refuse this URL now (after resolving its host), or null when it would
 * not: for a warning at start when AI_BASE_URL points at an internal host not allowed.
 */
export async function outboundRefusalOf(url: string, policy: OutboundPolicy): Promise<string | null> {
  try {
    const parsed = new URL(url);
    checkOutboundUrl(parsed, policy);
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host)) return null;
    const addresses = await dns.promises.lookup(host, { all: true });
    const refused = addresses.find((a) => !isAddressAllowed(a.address, policy, host));
    return refused ? `${host} resolves to a ${classifyAddress(refused.address)} address` : null;
  } catch (error) {
    return error instanceof OutboundError ? error.message : null;
  }
}

function outboundErrorOf(error: unknown): OutboundError {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof OutboundError) return e;
    const name = (e as { name?: string }).name;
    const code = (e as { code?: string }).code;
    if (name === "TimeoutError" || code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT")
      return new OutboundError("timeout", "the server did not answer in time");
    if (code === "UND_ERR_BODY_TIMEOUT") return new OutboundError("timeout", "the answer took too long");
    if ((e as { cause?: unknown }).cause === undefined)
      return new OutboundError("network", (e as Error).message ?? String(e));
  }
  return new OutboundError("network", String(error));
}

async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new OutboundError("tooLarge", `the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** Make a guarded client for one policy (one connection pool). */
export function createOutboundClient(policy: OutboundPolicy, limits: OutboundLimits = {}): OutboundClient {
  const base = { ...defaults, ...limits };
  const agent = new Agent({
    connect: { lookup: guardedLookup(policy), timeout: base.connectTimeoutMs },
    headersTimeout: base.timeoutMs,
    bodyTimeout: base.timeoutMs,
  } as AgentOptions);

  async function request(input: string | URL, init: OutboundRequest = {}): Promise<OutboundResponse> {
    const options = { ...base, ...init };
    const signal = init.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(options.timeoutMs)])
      : AbortSignal.timeout(options.timeoutMs);
    let url = new URL(input);
    for (let hop = 0; ; hop++) {
      checkOutboundUrl(url, policy);
      let response: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        response = await undiciFetch(url, {
          method: options.method ?? "GET",
          headers: options.headers,
          body: options.body,
          redirect: "manual",
          signal,
          dispatcher: agent,
        });
      } catch (error) {
        throw outboundErrorOf(error);
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        if (hop >= options.maxRedirects)
          throw new OutboundError(
            "redirect",
            `redirected (${response.status}) and redirects are not followed`,
          );
        const next = new URL(location, url);
        if (url.protocol === "https:" && next.protocol !== "https:")
          throw new OutboundError("refused", "redirected from https to a non-https URL");
        url = next;
        continue;
      }
      try {
        const declared = Number(response.headers.get("content-length") ?? 0);
        if (declared > options.maxBytes) {
          await response.body?.cancel().catch(() => {});
          throw new OutboundError("tooLarge", `the answer is larger than ${options.maxBytes} bytes`);
        }
        const body = await readCapped(response.body as ReadableStream<Uint8Array> | null, options.maxBytes);
        return {
          status: response.status,
          headers: response.headers as unknown as Headers,
          body,
          url: url.href,
        };
      } catch (error) {
        throw outboundErrorOf(error);
      }
    }
  }

  const guardedFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    checkOutboundUrl(url, policy);
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      response = await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        redirect: "manual",
        signal: init?.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(base.timeoutMs)])
          : AbortSignal.timeout(base.timeoutMs),
        dispatcher: agent,
      });
    } catch (error) {
      throw outboundErrorOf(error);
    }
    let size = 0;
    const source = response.body as unknown as ReadableStream<Uint8Array> | null;
    const capped = source?.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > base.maxBytes)
            controller.error(
              new OutboundError("tooLarge", `the answer is larger than ${base.maxBytes} bytes`),
            );
          else controller.enqueue(chunk);
        },
      }),
    );
    return new UndiciResponse((capped ?? null) as never, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }) as unknown as Response;
  };

  return {
    request,
    fetch: guardedFetch as typeof globalThis.fetch,
    close: () => agent.close(),
  };
}
