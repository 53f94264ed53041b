import ipaddr from "ipaddr.js";

/**
 * The part of a client's address that one person (or one attacker) holds: an IPv4 address as it
 * is, and for IPv6 its /64 network, since one host is routinely given a whole /64 and can take a
 * new address inside it for every request. An IPv4-mapped IPv6 address counts as its IPv4 one.
 * Anything unparsable is returned unchanged. Used wherever the server counts per client: view
 * counts and sign-in limits.
 */
export function clientAddressKey(ip: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(ip.split("%")[0] ?? ip);
  } catch {
    return ip;
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/64`).toString()}/64`;
}
