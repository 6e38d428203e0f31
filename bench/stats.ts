// The benches' few statistics: one definition of each, so every table's p99 means the same.

/** The nearest-rank percentile (`p` from 0 to 1) of `values`; 0 when there are none. */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
};

/** The middle value (the upper of the two middle ones for an even count); 0 when there are none. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Milliseconds as a table shows them: whole from 10 up, one decimal below. */
export const ms = (v: number) => (v >= 10 ? Math.round(v).toString() : v.toFixed(1));
