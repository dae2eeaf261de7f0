import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './activity-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [10_000, 'just now'],
    [90_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [23 * 3_600_000 + 59 * 60_000, '23 h ago'],
    [2 * 86_400_000, '2 d ago'],
    [45 * 86_400_000, '1 mo ago'],
    [400 * 86_400_000, '1 y ago'],
    [-2 * 3_600_000, 'in 2 h'],
  ])('%i ms before now reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('leaves a value that is not a date as it is', () => {
    expect(relativeTime('yesterday', NOW)).toBe('yesterday');
  });
});

describe('exactTime', () => {
  it('shows the time in the given zone with its name', () => {
    const text = exactTime('2026-11-23T12:34:56Z', 'Asia/Tokyo');
    expect(text).toMatch(/(21|09):34:56/);
    expect(text).toMatch(/Nov.*23.*2026/);
    expect(text).toMatch(/GMT\+9|JST/);
    expect(exactTime('2026-11-23T12:34:56Z', 'UTC')).toMatch(/12:34:56.*UTC/);
  });
});
