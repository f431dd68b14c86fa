import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports) as plain IPv4. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** An address (`10.0.0.2`, `::1`) or a network (`10.0.0.0/8`, `2001:db8::/32`), or null when it is neither. */
export function parseAddressEntry(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [raw = '', prefixText, extra] = entry.trim().split('/');
  const address = normalizeAddress(raw);
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  const prefix = Number(prefixText);
  if (!/^\d+$/.test(prefixText) || prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

/** A membership test for addresses and networks (see parseAddressEntry); throws on an entry that is neither. */
export function addressSet(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAddressEntry(entry);
    if (!parsed) throw new Error(`not an address or a network: ${entry}`);
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    const plain = normalizeAddress(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address, given the socket's and X-Forwarded-For. A socket that
 * is no trusted proxy is the client (whatever the header says: any client can
 * write it). From a trusted proxy, the header is read from the right (each
 * proxy appends the address it saw) past the trusted proxies; the first
 * address that is not one is the client. Entries further left were written by
 * whoever that client is, and are never believed. A header that is missing or
 * holds no address where one is needed leaves the last address believed.
 */
export function forwardedClient(socket: string, forwardedFor: string | undefined, isTrusted: (address: string) => boolean): string {
  let believed = normalizeAddress(socket);
  if (!isTrusted(believed)) return believed;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => hop !== '');
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) return believed;
    if (!isTrusted(hop)) return hop;
    believed = hop;
  }
  return believed;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Called without a Node socket (app.fetch in-process): one shared bucket.
    return 'unknown';
  }
}

const RESOLVED = 'clientAddress';

/**
 * Decides each request's client address once (app.ts runs it before the
 * routes): the socket's, or, from a proxy in `trustedProxies` (TRUSTED_PROXIES),
 * the one it forwarded in X-Forwarded-For. With no trusted proxy (the default)
 * the header is never read, so a client cannot dodge a per-address limit by
 * writing it; behind a proxy that is not trusted, every request has the
 * proxy's address and shares its limits.
 */
export function resolveClientAddress(trustedProxies: readonly string[]): MiddlewareHandler {
  const isTrusted = addressSet(trustedProxies);
  return async (c, next) => {
    c.set(RESOLVED, forwardedClient(socketAddress(c), c.req.header('x-forwarded-for'), isTrusted));
    await next();
  };
}

/** The address the request came from, as resolveClientAddress decided it (the socket's where it did not run). */
export function clientAddress(c: Context): string {
  const resolved: unknown = c.get(RESOLVED);
  return typeof resolved === 'string' ? resolved : socketAddress(c);
}
