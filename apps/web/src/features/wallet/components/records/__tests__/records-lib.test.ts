import { describe, expect, it } from 'vitest';
import { localDay, rangeProblem, readDateFilter } from '../../../lib/records-filters';
import { formatDateTime, formatSignedMinor } from '../../../lib/records-format';

describe('records filters and formats (issue 9, spec 9)', () => {
  it('allows a custom range of up to 90 days, both ends included, end not before start', () => {
    expect(rangeProblem('2026-01-01', '2026-03-31')).toBeNull(); // 90 days
    expect(rangeProblem('2026-01-01', '2026-04-01')).toBe('tooLong'); // 91
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('order');
    expect(rangeProblem('', '2026-01-01')).toBe('missing');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('missing');
  });

  it('reads an unreadable URL filter as today, as the server would', () => {
    const read = (q: string) => readDateFilter(new URLSearchParams(q));
    expect(read('')).toEqual({ period: 'today' });
    expect(read('period=week')).toEqual({ period: 'today' });
    expect(read('period=30d')).toEqual({ period: '30d' });
    expect(read('period=custom&startDate=2026-01-01&endDate=2026-06-01')).toEqual({
      period: 'today',
    });
    expect(read('period=custom&startDate=2026-01-01&endDate=2026-01-31')).toEqual({
      period: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('shows instants as YYYY-MM-DD HH:mm on the local clock', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 59).toISOString())).toBe('2026-01-05 07:03');
    expect(localDay(0, new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(localDay(-6, new Date(2026, 2, 3))).toBe('2026-02-25');
  });

  it('writes the sign before the symbol, so colour is not the only cue', () => {
    expect(formatSignedMinor(123_456, '৳')).toBe('+৳1,234.56');
    expect(formatSignedMinor(-5, '৳')).toBe('-৳0.05');
    expect(formatSignedMinor(0, '৳')).toBe('৳0.00');
  });
});
