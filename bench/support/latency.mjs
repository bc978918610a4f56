// Percentiles of response times, the way every bench here reads them (nearest rank).

/** The p-th percentile (nearest rank) of an ascending list; NaN when it is empty. */
export function percentile(sorted, p) {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50, p95 and p99 of a list in any order (sorted here, in place). */
export function latencySummary(milliseconds) {
  const sorted = milliseconds.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
