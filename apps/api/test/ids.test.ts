import { describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';

describe('newId', () => {
  it('is 24 lowercase hex characters: the seconds, then 8 random bytes', () => {
    const at = new Date('2026-11-27T15:00:00Z');
    const id = newId(at);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id.slice(0, 8)).toBe(Math.floor(at.getTime() / 1000).toString(16));
  });

  it('never repeats, across many refills of its random bytes', () => {
    const at = new Date();
    // 20,000 ids of 8 random bytes: about 40 draws of 4 KB.
    const ids = Array.from({ length: 20_000 }, () => newId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(8, 10))).size).toBe(256);
  });
});
