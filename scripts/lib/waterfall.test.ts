// How bench:latency counts BFF round trips on the critical path and draws the waterfall.
import { describe, expect, it } from 'vitest';
import {
  criticalPath,
  median,
  medianIndex,
  shortPath,
  waterfallLines,
  type Timed,
} from './waterfall';

const r = (path: string, start: number, end: number): Timed => ({ path, start, end });

describe('criticalPath', () => {
  it('counts parallel BFF requests once and dependent ones in a row', () => {
    const requests = [
      r('/', 0, 5),
      r('/assets/main-ABC.js', 6, 20),
      r('/auth/me', 30, 190),
      r('/auth/roles', 31, 192),
      r('/api/v1/organizations/o1', 480, 640),
      r('/api/v1/organizations/o1/managed', 481, 645),
      r('/api/v1/organizations/o1/users?page=1', 650, 810),
    ];
    const chain = criticalPath(requests, 830);
    expect(chain.map((c) => c.path)).toEqual([
      '/auth/me',
      '/api/v1/organizations/o1',
      '/api/v1/organizations/o1/users?page=1',
    ]);
  });

  it('leaves out requests that ended after the data was painted, and non-BFF requests', () => {
    const requests = [
      r('/assets/chunk-users.js', 200, 210),
      r('/auth/me', 0, 160),
      r('/api/v1/organizations', 0, 170),
      r('/auth/me', 400, 560), // a later re-check
    ];
    expect(criticalPath(requests, 300)).toHaveLength(1);
  });

  it('is empty when the data came from the cache with no BFF request', () => {
    expect(criticalPath([r('/assets/a.js', 0, 1)], 20)).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle run and the run nearest it', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianIndex([500, 100, 300, 900, 200])).toBe(2);
  });
});

describe('shortPath', () => {
  it('names assets by file and shortens ids', () => {
    expect(shortPath('/assets/chunk-users-AB12.js')).toBe('chunk-users-AB12.js');
    expect(shortPath('/api/v1/organizations/83a4796e-80a5-44ea-9475-d784b2767b04/users')).toBe(
      '/api/v1/organizations/83a4796e…/users',
    );
  });
});

describe('waterfallLines', () => {
  it('prints one line per request with its start, end and a bar, and marks the chain', () => {
    const me = r('/auth/me', 0, 150);
    const users = r('/api/v1/organizations/o1/users', 150, 300);
    const lines = waterfallLines([users, me], 310, { width: 31, chain: [me, users] });
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^ {2}\* \/auth\/me +0 +150 +150 {2}█{16} +\|$/);
    expect(lines[2]).toMatch(
      /^ {2}\* \/api\/v1\/organizations\/o1\/users +150 +300 +150 {2} {15}█+/,
    );
    expect(lines[3]).toMatch(/data painted +310/);
  });
});
