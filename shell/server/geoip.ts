/**
 * The visitor's country from their address, for a shop with no CDN country header in front (`GEOIP=on`, ADR 0013):
 * an offline IP-to-country table, `geoip-country` (MaxMind's GeoLite2 Country data, IPv4 and IPv6, shipped inside the
 * npm package: nothing is downloaded at install or at run time). Loaded once at start, only when the setting is on.
 * An address that is not a public one (loopback, private, link-local, shared, documentation, multicast) has no
 * country, nor has anything that is not an address.
 */
import { BlockList, isIP } from 'node:net';
import { knownRegion } from './visitor.ts';

/** The country an address is in, as an ISO 3166 region with a name, else undefined. */
export type LocateAddress = (address: string) => string | undefined;

/** What the table answers for an address (geoip-country's `lookup`). */
export type CountryLookup = (address: string) => { country?: string } | null;

/** Ranges that are not on the public internet (IANA special-purpose registries): no table places them in a country. */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/**
 * `address` as a public IPv4 or IPv6 address, else undefined. An IPv4 address seen through an IPv6 socket
 * (`::ffff:80.128.0.1`, how a dual-stack server reports it) is that IPv4 address; an IPv6 zone (`%eth0`) is dropped.
 */
export function publicAddress(address: string | undefined): string | undefined {
  const bare = address?.trim().replace(/%.*$/, '') ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  const plain = mapped ?? bare;
  const family = isIP(plain);
  if (family === 0) return undefined;
  return notPublic.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? undefined : plain;
}

/** A locator over `lookup`: public addresses only, and only a country code that names a region. */
export function addressLocator(lookup: CountryLookup): LocateAddress {
  return (address) => {
    const plain = publicAddress(address);
    if (!plain) return undefined;
    try {
      return knownRegion(lookup(plain)?.country);
    } catch {
      return undefined;
    }
  };
}

/**
 * Reads the table once, before the server listens (never on a shopper's request): 8 MB of files, about 19 MB more
 * resident memory and 100-150 ms on this machine, per shell instance. geoip-country stays outside the server's
 * bundle (`nodeExternals`): it finds its data files beside its own code.
 */
export async function loadAddressLocator(): Promise<LocateAddress> {
  const geoip = (await import('geoip-country')).default;
  return addressLocator((address) => geoip.lookup(address));
}
