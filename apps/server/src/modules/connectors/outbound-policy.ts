// Which addresses the connectors may reach. Shop, feed and Shopify URLs come from merchants, so a
// call to one must not become a way into the server's own network (loopback, the cloud metadata
// address, private ranges): only public addresses are reached, unless the operator allows a host
// or network (CONNECTOR_ALLOWED_HOSTS) or the URL is one the server itself configured.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { AllowedHost } from '../../config/env.ts';
import { connectorError } from './connector-errors.ts';

type Family = 'ipv4' | 'ipv6';

const familyOf = (address: string): Family | undefined =>
  (({ 4: 'ipv4', 6: 'ipv6' }) as const)[isIP(address) as 4 | 6];

// IANA's special-purpose address registries: everything here is not a public shop. BlockList
// matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) against the IPv4 ranges too.
const notPublic = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and the deprecated IPv4-compatible form
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 reaches the IPv4 address it embeds
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(address, prefix, 'ipv6');
}

/** The IPv4 address a NAT64 gateway (64:ff9b::/96) would connect to, if `address` is one. */
function nat64Target(address: string): string | undefined {
  // The URL parser writes IPv6 in one canonical form, so the well-known prefix reads the same way.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const match = /^64:ff9b::(?:([0-9a-f]{1,4}):)?([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return undefined;
  const value = (Number.parseInt(match[1] ?? '0', 16) << 16) | Number.parseInt(match[2]!, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** Whether a connection to `address` reaches the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = familyOf(address);
  if (!family) return false;
  if (notPublic.check(address, family)) return false;
  const target = family === 'ipv6' ? nat64Target(address) : undefined;
  return target === undefined || !notPublic.check(target, 'ipv4');
}

/** `[::1]` → `::1`: the address a URL's host names, if it is one. */
function addressOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

function isUnder(url: URL, base: URL): boolean {
  if (url.origin !== base.origin) return false;
  const path = base.pathname.replace(/\/+$/, '');
  return path === '' || url.pathname === path || url.pathname.startsWith(`${path}/`);
}

export interface OutboundPolicyOptions {
  /** CONNECTOR_ALLOWED_HOSTS: host names reached whatever their address, and allowed networks. */
  allowedHosts?: readonly AllowedHost[];
  /** URLs the server itself configured (its demo shop, a Shopify stand-in): reached with what is under them. */
  trustedUrls?: readonly string[];
}

export class OutboundPolicy {
  readonly #hosts: readonly Extract<AllowedHost, { kind: 'host' }>[];
  readonly #networks = new BlockList();
  readonly #trustedUrls: readonly URL[];
  readonly #options: OutboundPolicyOptions;

  constructor(options: OutboundPolicyOptions = {}) {
    this.#options = options;
    const allowed = options.allowedHosts ?? [];
    this.#hosts = allowed.filter((entry) => entry.kind === 'host');
    for (const entry of allowed) {
      if (entry.kind === 'network') this.#networks.addSubnet(entry.address, entry.prefix, entry.family);
    }
    this.#trustedUrls = (options.trustedUrls ?? []).map((url) => new URL(url));
  }

  /** The same policy, also trusting `url` and what is under it. */
  trusting(url: string): OutboundPolicy {
    return new OutboundPolicy({
      ...this.#options,
      trustedUrls: [...(this.#options.trustedUrls ?? []), url],
    });
  }

  /** Reached whatever its address: an allowed host name, or under a URL the server configured. */
  trusts(url: URL): boolean {
    return (
      this.#hosts.some(
        (entry) =>
          entry.hostname === url.hostname && (entry.port ?? effectivePort(url)) === effectivePort(url),
      ) || this.#trustedUrls.some((base) => isUnder(url, base))
    );
  }

  /** A public address, or one in a network the operator allowed. */
  allowsAddress(address: string): boolean {
    const family = familyOf(address);
    return family !== undefined && (this.#networks.check(address, family) || isPublicAddress(address));
  }

  /**
   * Checks where a call to `url` would connect before it connects. For a host name, the returned
   * lookup resolves it, checks every address and hands the connection exactly the addresses it
   * checked, so a second DNS answer cannot swap in another (DNS rebinding). Undefined: the URL is
   * trusted or names an allowed address itself, and the default lookup serves.
   */
  connectionLookup(url: URL): LookupFunction | undefined {
    if (this.trusts(url)) return undefined;
    const address = addressOf(url);
    if (address !== undefined) {
      if (!this.allowsAddress(address)) throw refused(url);
      return undefined;
    }
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        if (addresses.length === 0 || !addresses.every(({ address }) => this.allowsAddress(address))) {
          return callback(refused(url), '', 0);
        }
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
  }
}

/** The same answer for every refused address, open port or not: nothing to learn by trying. */
function refused(url: URL) {
  return connectorError(
    'mot-13',
    `${url.host} is not on the public internet; this server only connects to public shops`,
  );
}

/** Public addresses only: what a connector reaches when the server allows nothing more. */
export const PUBLIC_ONLY = new OutboundPolicy();
