import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The caller is on this machine or its private network: never region restricted. */
export const LOCAL = 'LOCAL';
/** No country header and a public address: unknown, so restricted wherever a list applies. */
export const UNKNOWN = 'ZZ';

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateRanges.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return privateRanges.check(v4, 'ipv4');
  return isIPv6(ip) && privateRanges.check(ip, 'ipv6');
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
