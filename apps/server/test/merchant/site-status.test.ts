import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  isRegionRestricted,
  locateCaller,
  statusCode,
} from '../../src/merchant/site-status.ts';

describe('site status rules', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '172.16.0.1',
    '172.31.255.255',
    '169.254.10.1',
    '::1',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
  ])('%s is local', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '11.0.0.1',
    '192.169.0.1',
    '169.253.0.1',
    '127x0.0.1',
    '203.0.113.9',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    'not-an-ip',
  ])('%s is not local', (ip) => expect(isPrivateAddress(ip)).toBe(false));

  it('takes the country from the header, else LOCAL or ZZ', () => {
    expect(locateCaller('8.8.8.8', 'bd')).toEqual({ country: 'BD', ip: '8.8.8.8' });
    expect(locateCaller('8.8.8.8', undefined).country).toBe('ZZ');
    expect(locateCaller('192.168.0.2', undefined).country).toBe('LOCAL');
    expect(locateCaller('8.8.8.8', ['BD', 'US']).country).toBe('ZZ');
  });

  it('restricts only with a non-empty list that misses a known country', () => {
    expect(isRegionRestricted([], 'US')).toBe(false);
    expect(isRegionRestricted(['BD'], 'BD')).toBe(false);
    expect(isRegionRestricted(['BD'], 'US')).toBe(true);
    expect(isRegionRestricted(['BD'], 'ZZ')).toBe(true);
    expect(isRegionRestricted(['BD'], 'LOCAL')).toBe(false);
  });

  it('lets maintenance win over region restriction (spec 4)', () => {
    expect(statusCode(false, false)).toBe(0);
    expect(statusCode(true, false)).toBe(1);
    expect(statusCode(false, true)).toBe(2);
    expect(statusCode(true, true)).toBe(1);
  });
});
