import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import {
  checkOutboundUrl,
  classifyAddress,
  createOutboundClient,
  isAddressAllowed,
  OutboundError,
  parseOutboundAllowList,
} from "./guarded-fetch";

const none = parseOutboundAllowList("");

describe("address classifier", () => {
  it("refuses every private and special IPv4 range and passes public ones", () => {
    const refused = {
      "127.0.0.1": "loopback",
      "10.1.2.3": "private",
      "172.16.0.1": "private",
      "192.168.1.1": "private",
      "169.254.169.254": "linkLocal",
      "100.64.0.1": "carrierGradeNat",
      "0.0.0.0": "unspecified",
      "224.0.0.1": "multicast",
      "255.255.255.255": "broadcast",
    };
    for (const [address, range] of Object.entries(refused)) {
      expect(classifyAddress(address), address).toBe(range);
      expect(isAddressAllowed(address, none), address).toBe(false);
    }
    for (const address of ["8.8.8.8", "142.250.74.78", "1.1.1.1"]) {
      expect(classifyAddress(address)).toBe("public");
      expect(isAddressAllowed(address, none)).toBe(true);
    }
  });

  it("refuses IPv6 loopback, link-local, unique-local, multicast, unspecified and mapped private IPv4", () => {
    for (const address of [
      "::1",
      "fe80::1",
      "fd00::1",
      "fc12::3",
      "ff02::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:a00:1",
    ])
      expect(isAddressAllowed(address, none), address).toBe(false);
    expect(classifyAddress("::ffff:169.254.169.254")).toBe("linkLocal");
    expect(classifyAddress("2a00:1450:4001:82b::200e")).toBe("public");
    expect(isAddressAllowed("::ffff:8.8.8.8", none)).toBe(true);
    expect(classifyAddress("not an address")).toBe("invalid");
  });

  it("checks literal hosts after the URL parser normalised decimal, octal and hex forms", () => {
    for (const url of [
      "http://2130706433/",
      "http://0177.0.0.1/",
      "http://0x7f.1/",
      "http://127.1/",
      "http://[::ffff:7f00:1]/",
      "http://[::1]:8080/",
      "https://169.254.169.254/latest/meta-data",
    ]) {
      expect(() => checkOutboundUrl(new URL(url), none), url).toThrow(OutboundError);
    }
    expect(() => checkOutboundUrl(new URL("file:///etc/passwd"), none)).toThrow(/only http/);
    expect(() => checkOutboundUrl(new URL("https://8.8.8.8/"), none)).not.toThrow();
  });

  it("lets the operator allow host names and CIDR ranges, and refuses a bad allow list", () => {
    const policy = parseOutboundAllowList("models.lan, 10.0.5.0/24,fd00::/8,192.168.1.7");
    expect(isAddressAllowed("10.0.5.9", policy)).toBe(true);
    expect(isAddressAllowed("::ffff:10.0.5.9", policy)).toBe(true);
    expect(isAddressAllowed("10.0.6.9", policy)).toBe(false);
    expect(isAddressAllowed("fd00::5", policy)).toBe(true);
    expect(isAddressAllowed("192.168.1.7", policy)).toBe(true);
    expect(isAddressAllowed("192.168.1.8", policy)).toBe(false);
    expect(isAddressAllowed("10.9.9.9", policy, "Models.LAN")).toBe(true);
    expect(() => parseOutboundAllowList("http://x/")).toThrow(/not a host name/);
    expect(() => parseOutboundAllowList("10.0.0.0/99")).toThrow();
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: "models.lan,http://x/" })).toThrow(
      /OUTBOUND_ALLOW_HOSTS/,
    );
    expect(loadConfig({}).OUTBOUND_ALLOW_HOSTS).toBeUndefined();
  });
});

describe("guarded requests against local listeners", () => {
  const hits: string[] = [];
  let internal: http.Server;
  let redirector: http.Server;
  let internalPort = 0;
  let redirectorPort = 0;

  beforeAll(async () => {
    internal = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end("secret");
    });
    redirector = http.createServer((req, res) => {
      if (req.url === "/to-internal") {
        res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/admin` });
      } else if (req.url === "/to-self") {
        res.writeHead(301, { location: "/ok" });
      } else if (req.url === "/big") {
        res.write(Buffer.alloc(2048));
      } else {
        res.write("fine");
      }
      res.end();
    });
    await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
    await new Promise<void>((r) => redirector.listen(0, "127.0.0.1", r));
    internalPort = (internal.address() as AddressInfo).port;
    redirectorPort = (redirector.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => internal.close(r));
    await new Promise((r) => redirector.close(r));
  });

  it("refuses a loopback listener by default, by address and by a name that resolves to it", async () => {
    const client = createOutboundClient(none);
    await expect(client.request(`http://127.0.0.1:${internalPort}/`)).rejects.toMatchObject({
      kind: "refused",
    });
    await expect(client.request(`http://localhost:${internalPort}/`)).rejects.toMatchObject({
      kind: "refused",
    });
    await expect(client.fetch(`http://localhost:${internalPort}/`)).rejects.toMatchObject({
      kind: "refused",
    });
    expect(hits).toEqual([]);
    await client.close();
  });

  it("follows a redirect on an allowed host only when the next hop passes the guard too", async () => {
    const client = createOutboundClient(parseOutboundAllowList("localhost"));
    const ok = await client.request(`http://localhost:${redirectorPort}/to-self`, { maxRedirects: 3 });
    expect(ok.body.toString()).toBe("fine");
    expect(ok.url).toBe(`http://localhost:${redirectorPort}/ok`);
    await expect(
      client.request(`http://localhost:${redirectorPort}/to-internal`, { maxRedirects: 3 }),
    ).rejects.toMatchObject({ kind: "refused" });
    await expect(client.request(`http://localhost:${redirectorPort}/to-self`)).rejects.toMatchObject({
      kind: "redirect",
    });
    await expect(
      client.request(`http://localhost:${redirectorPort}/big`, { maxBytes: 1024 }),
    ).rejects.toMatchObject({ kind: "tooLarge" });
    expect(hits).toEqual([]);
    await client.close();
  });
});
