import { describe, expect, it } from 'vitest';
import { type SalesDay, salesTrend } from './sales-trend';

const days = (units: number[]): SalesDay[] =>
  units.map((count, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    units: count,
    revenue: count * 10,
  }));

const units = (day: SalesDay) => day.units;

describe('salesTrend, the last 15 days against the 15 before', () => {
  it('says nothing without any sale', () => {
    expect(salesTrend(days(Array(30).fill(0)), units)).toBeNull();
    expect(salesTrend([], units)).toBeNull();
  });

  it('rises and falls in whole percent', () => {
    expect(salesTrend(days([...Array(15).fill(2), ...Array(15).fill(3)]), units)).toEqual({
      kind: 'up',
      percent: 50,
    });
    expect(salesTrend(days([...Array(15).fill(4), ...Array(15).fill(1)]), units)).toEqual({
      kind: 'down',
      percent: 75,
    });
  });

  it('is flat when both halves sold alike, and new when only the recent half sold', () => {
    expect(salesTrend(days(Array(30).fill(1)), units)).toEqual({ kind: 'flat' });
    expect(salesTrend(days([...Array(15).fill(0), ...Array(15).fill(1)]), units)).toEqual({ kind: 'new' });
  });

  it('reads revenue as well as units', () => {
    const revenue = (day: SalesDay) => day.revenue;
    expect(salesTrend(days([...Array(15).fill(1), ...Array(15).fill(2)]), revenue)).toEqual({
      kind: 'up',
      percent: 100,
    });
  });
});
