// The image smoke (scripts/lib/image-smoke.ts) in the test run, beside the browser files: the
// built dist/ alone in an empty folder, with no node_modules, as the Docker runtime stage runs it.
import { expect, it } from 'vitest';
import { IMAGE_SMOKE_CHECKS, smokeImage } from '../../scripts/lib/image-smoke';

it('runs dist/ alone in an empty folder: healthz, the SPA, a proxied call, the embedded backend', async () => {
  expect(await smokeImage()).toEqual(IMAGE_SMOKE_CHECKS);
});
