// The bundle budget of issue #3, read from the metafile of the build `npm test` just made.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET, measureBundle } from './build';

const metafilePath = path.resolve(import.meta.dirname, '../dist/metafile.json');

describe('bundle budget', () => {
  it('has a build to measure (npm test builds first)', () => {
    expect(existsSync(metafilePath), 'dist/metafile.json is missing: run `npm run build`').toBe(
      true,
    );
  });

  it('keeps the initial JS, the CSS and every route chunk within budget', async () => {
    const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
    const sizes = await measureBundle(metafile);
    expect(sizes.initialJsGzip).toBeLessThanOrEqual(BUNDLE_BUDGET.initialJsGzip);
    expect(sizes.initialCssGzip).toBeLessThanOrEqual(BUNDLE_BUDGET.initialCssGzip);
    for (const chunk of sizes.chunks) {
      expect(chunk.gzip, chunk.file).toBeLessThanOrEqual(BUNDLE_BUDGET.chunkGzip);
    }
  });
});
