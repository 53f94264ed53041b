import type { AddressInfo } from "node:net";
import type { Config } from "./config";

/** Where the server really listens, as a URL to open: a wildcard or loopback host reads localhost. */
export function listeningUrl(address: AddressInfo | string | null, host: string): string {
  if (!address || typeof address === "string") return `http://${host}`;
  const local = ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"].includes(host);
  const name = local ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${name}:${address.port}`;
}

/**
 * What the start line says: the public address when PUBLIC_URL is set, else where the server
 * really listens (PORT=3299 says :3299), with the listening address beside a public one.
 */
export function startLine(
  config: Pick<Config, "HOST" | "PUBLIC_URL" | "publicUrlSet">,
  address: AddressInfo | string | null,
): { url: string; listening: string; message: string } {
  const listening = listeningUrl(address, config.HOST);
  const url = config.publicUrlSet ? config.PUBLIC_URL : listening;
  const message =
    url === listening ? `Sira is running at ${url}` : `Sira is running at ${url} (listening on ${listening})`;
  return { url, listening, message };
}
