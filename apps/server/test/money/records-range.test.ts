import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, resolveRange } from '../../src/money/records-range.ts';

// Spec 9 quick ranges in the merchant's zone; contract money.ts (custom range at most 90 days).
describe("records ranges in the merchant's days", () => {
  // 2026-03-10 23:30 in Dhaka (UTC+6) is 17:30 UTC; in UTC it is still the 10th either way,
  // but 18:30 UTC is already the 11th in Dhaka.
  const lateEvening = new Date('2026-03-10T17:30:00Z');
  const afterMidnight = new Date('2026-03-10T18:30:00Z');

  it('takes today from the zone, not from UTC', () => {
    expect(resolveRange({ period: 'today' }, 'Asia/Dhaka', lateEvening)).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    expect(resolveRange({ period: 'today' }, 'Asia/Dhaka', afterMidnight)).toEqual({
      startDate: '2026-03-11',
      endDate: '2026-03-11',
    });
    expect(resolveRange({ period: 'today' }, 'UTC', afterMidnight).startDate).toBe('2026-03-10');
  });

  it('counts 7d as today and the 6 days before, 30d as today and the 29 before', () => {
    expect(resolveRange({ period: '7d' }, 'Asia/Dhaka', lateEvening)).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
    });
    expect(resolveRange({ period: '30d' }, 'Asia/Dhaka', lateEvening)).toEqual({
      startDate: '2026-02-09',
      endDate: '2026-03-10',
    });
    expect(
      resolveRange({ period: 'yesterday' }, 'Asia/Dhaka', new Date('2026-03-01T00:00:00Z')),
    ).toEqual({
      startDate: '2026-02-28',
      endDate: '2026-02-28',
    });
  });

  it('keeps a custom range of 1 to 90 days and refuses the rest', () => {
    const custom = (startDate?: string, endDate?: string) => () =>
      resolveRange({ period: 'custom', startDate, endDate }, 'Asia/Dhaka', lateEvening);
    expect(custom('2026-03-10', '2026-03-10')()).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    });
    expect(custom('2025-12-01', '2026-02-28')().endDate).toBe('2026-02-28');
    for (const bad of [
      custom('2025-12-01', '2026-03-01'),
      custom('2026-03-10', '2026-03-09'),
      custom('2026-03-10'),
      custom(undefined, '2026-03-10'),
      custom('2026-02-29', '2026-03-01'),
    ]) {
      expect(bad).toThrow(expect.objectContaining({ errorCode: 'records.range.invalid' }));
    }
  });
});

describe('records cursors', () => {
  it('round-trips a time with microseconds and an id', () => {
    const c = encodeCursor('2026-03-10T17:30:00.123456Z', 42);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, 'number')).toEqual({ time: '2026-03-10T17:30:00.123456Z', id: 42 });
    expect(() => decodeCursor(c, 'string')).toThrow(
      expect.objectContaining({ errorCode: 'records.cursor.invalid' }),
    );
  });
});
