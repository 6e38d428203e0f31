import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The caller is on this machine or its private network: never region restricted. */
export const LOCAL = 'LOCAL';
/** No country header and a public address: unknown, so restricted wherever a list applies. */
export const UNKNOWN = 'ZZ';

/**
 * Private IPv4 ranges by their first two octets: loopback, 10/8, 172.16/12, 192.168/16 and
 * link-local 169.254/16. Every status request asks, and net.BlockList builds an address object
 * per check (about a microsecond); two numbers are enough for these prefixes.
 */
function isPrivateV4(ip: string): boolean {
  const dot = ip.indexOf('.');
  const a = Number(ip.slice(0, dot));
  const b = Number(ip.slice(dot + 1, ip.indexOf('.', dot + 1)));
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

const privateV6 = new BlockList();
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateV6.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return isPrivateV4(v4);
  return isIPv6(ip) && privateV6.check(ip, 'ipv6');
}

/**
 * Country of the caller: the header an edge proxy sets (e.g. Cloudflare's cf-ipcountry, configured
 * by COUNTRY_HEADER), else LOCAL for private addresses, else unknown. The proxy must overwrite the
 * header, or a client could pick its own country.
 */
export function locateCaller(
  ip: string,
  countryHeader: string | string[] | undefined,
): { country: string; ip: string } {
  const value = typeof countryHeader === 'string' ? countryHeader.trim() : '';
  if (/^[A-Za-z]{2}$/.test(value)) return { country: value.toUpperCase(), ip };
  return { country: isPrivateAddress(ip) ? LOCAL : UNKNOWN, ip };
}

export function isRegionRestricted(allowedCountries: readonly string[], country: string): boolean {
  return allowedCountries.length > 0 && country !== LOCAL && !allowedCountries.includes(country);
}

/** Spec 4: maintenance wins over region restriction. */
export const statusCode = (maintenance: boolean, regionRestricted: boolean): 0 | 1 | 2 =>
  maintenance ? 1 : regionRestricted ? 2 : 0;
