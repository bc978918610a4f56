/** One day of `stats.salesByDay` (oldest first): units sold and revenue in EUR. */
export interface SalesDay {
  date: string;
  units: number;
  revenue: number;
}

export type Trend = { kind: 'up' | 'down'; percent: number } | { kind: 'flat' } | { kind: 'new' } | null;

/**
 * The last 15 days against the 15 before them, within the 30 the server sends: a real figure, or nothing when there
 * is nothing to compare (no sales at all). `pick` chooses units or revenue.
 */
export function salesTrend(days: readonly SalesDay[], pick: (day: SalesDay) => number): Trend {
  if (days.length < 2) return null;
  const half = Math.floor(days.length / 2);
  const sum = (list: readonly SalesDay[]) => list.reduce((total, day) => total + pick(day), 0);
  const before = sum(days.slice(0, days.length - half));
  const recent = sum(days.slice(days.length - half));
  if (before === 0 && recent === 0) return null;
  if (before === 0) return { kind: 'new' };
  const percent = Math.round(((recent - before) / before) * 100);
  if (percent === 0) return { kind: 'flat' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}
