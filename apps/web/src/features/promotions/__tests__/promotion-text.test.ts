import { describe, expect, it } from 'vitest';
import { dateRange, imageOf, withoutNumberTag } from '../lib/promotion-text';

describe('promotion texts (spec 2.11)', () => {
  it('drops a leading [number] tag from the detail title, and only that', () => {
    expect(withoutNumberTag('[1] Welcome bonus')).toBe('Welcome bonus');
    expect(withoutNumberTag('  [12]Cashback')).toBe('Cashback');
    expect(withoutNumberTag('Weekly [2] reload')).toBe('Weekly [2] reload');
    expect(withoutNumberTag('[VIP] Reload')).toBe('[VIP] Reload');
  });

  it('writes the period as YYYY-MM-DD~YYYY-MM-DD, an open end left empty', () => {
    expect(dateRange({ startDate: '2026-01-02', endDate: '2026-03-04' })).toBe(
      '2026-01-02~2026-03-04',
    );
    expect(dateRange({ startDate: '2026-01-02', endDate: null })).toBe('2026-01-02~');
  });

  it('takes the image of a sequence, else the first one', () => {
    const images = [
      { sequence: 2, url: '/b.svg' },
      { sequence: 1, url: '/a.svg' },
    ];
    expect(imageOf({ announcementImages: images }, 1)).toBe('/a.svg');
    expect(imageOf({ announcementImages: images }, 2)).toBe('/b.svg');
    expect(imageOf({ announcementImages: [images[0]!] }, 1)).toBe('/b.svg');
    expect(imageOf({ announcementImages: [] }, 1)).toBeNull();
  });
});
