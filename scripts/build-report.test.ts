// What `npm run build` (and so `npm start`) prints: one line unless asked for every chunk.
import { describe, expect, it } from 'vitest';
import { buildReport } from './build';

const sizes = {
  initialJsGzip: 97_000,
  initialCssGzip: 12_000,
  chunks: Array.from({ length: 92 }, (_, index) => ({
    file: `chunk-${index}.js`,
    gzip: 200 + index * 100,
  })),
};

describe('buildReport', () => {
  it('is one line of totals against the budgets by default', () => {
    expect(buildReport(sizes, 4200, false)).toEqual([
      'build: 4200 ms; initial JS 94.7 KB gzip (budget 108.0 KB), CSS 11.7 KB (budget 20.0 KB), 92 lazy chunks, largest 9.1 KB (budget 48.0 KB); --verbose lists them',
    ]);
  });

  it('lists every chunk, largest first, when asked', () => {
    const lines = buildReport(sizes, 4200, true);
    expect(lines).toHaveLength(93);
    expect(lines[1]).toMatch(/^ {2}chunk chunk-91\.js +9\.1 KB gzip \(budget 48\.0 KB\)$/);
  });
});
