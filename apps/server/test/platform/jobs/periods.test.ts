import { describe, expect, it } from 'vitest';
import { periodOf } from '../../../src/platform/jobs/periods.ts';

describe('the period of a job', () => {
  it('is read on the merchant clock: 23:30 UTC is the next day in Asia/Dhaka (UTC+6)', () => {
    const at = new Date('2026-11-24T23:30:00Z');
    expect(periodOf(at, 'Asia/Dhaka', 'day')).toBe('2026-11-25');
    expect(periodOf(at, 'Asia/Dhaka', 'hour')).toBe('2026-11-25T05');
    expect(periodOf(at, 'Asia/Dhaka', 'minute')).toBe('2026-11-25T05:30');
    expect(periodOf(at, 'UTC', 'day')).toBe('2026-11-24');
  });

  it('writes midnight as hour 00, never 24', () => {
    expect(periodOf(new Date('2026-11-24T18:00:00Z'), 'Asia/Dhaka', 'hour')).toBe('2026-11-25T00');
  });
});
