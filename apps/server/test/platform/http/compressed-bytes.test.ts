import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../../../src/platform/http/compressed-bytes.ts';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, and honours q=0, for the same header every time', () => {
    for (let i = 0; i < 2; i++) {
      expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredCoding('gzip, deflate')).toBe('gzip');
      expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
      expect(preferredCoding('br;q=0.0, gzip;q=0')).toBeNull();
      expect(preferredCoding('identity')).toBeNull();
      expect(preferredCoding('')).toBeNull();
      expect(preferredCoding(undefined)).toBeNull();
    }
  });

  it('stays right past the number of headers it remembers', () => {
    for (let i = 0; i < 600; i++) expect(preferredCoding(`x-${i}, gzip`)).toBe('gzip');
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
  });
});
