import { z } from 'zod';

/**
 * Which peers' X-Forwarded-For / -Proto the server believes (decision 010):
 * - `false` (default): none; the client is the socket's peer.
 * - a hop count N: the N nearest peers are our reverse proxies, so the client is the address the
 *   outermost of them appended; anything a client put further left is ignored. `true` means 1.
 * - a list of proxy addresses or CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`):
 *   only those peers are believed, whoever else connects.
 * Never "trust every hop": a client could then name any IP and escape per-IP rate limits.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(NAMED_RANGES)]);
const message =
  'must be false, a number of reverse proxies (true = 1), or a comma-separated list of proxy IPs/CIDRs';

export const trustProxySchema = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops === 0 ? false : hops;
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  if (addresses.every((entry) => proxyAddress.safeParse(entry).success)) return addresses;
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
});

/**
 * Fastify's own `trustProxy: <number>` trusts nobody (it cannot check the nearest peer), so a
 * hop count is handed over as proxy-addr's trust function: the peer at `hop` is a proxy when it
 * is one of the N nearest.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
