// The bundle budget of issue #3 and the route chunks' compile hint (issue 12), read from the
// build `npm test` just made.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGET,
  EAGER_COMPILE_HINT,
  entryOutputs,
  loadedWith,
  measureBundle,
  outputOf,
} from './build';

const root = path.resolve(import.meta.dirname, '..');
const metafilePath = path.join(root, 'dist/metafile.json');
const readMetafile = () => JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;

describe('bundle budget', () => {
  it('has a build to measure (npm test builds first)', () => {
    expect(existsSync(metafilePath), 'dist/metafile.json is missing: run `npm run build`').toBe(
      true,
    );
  });

  it('keeps the initial JS, the CSS and every route chunk within budget', async () => {
    const sizes = await measureBundle(readMetafile());
    expect(sizes.initialJsGzip).toBeLessThanOrEqual(BUNDLE_BUDGET.initialJsGzip);
    expect(sizes.initialCssGzip).toBeLessThanOrEqual(BUNDLE_BUDGET.initialCssGzip);
    for (const chunk of sizes.chunks) {
      expect(chunk.gzip, chunk.file).toBeLessThanOrEqual(BUNDLE_BUDGET.chunkGzip);
    }
  });

  it('opens a screen in few files: the initial JS, the boot chunk and its area, ≤ 36 together', () => {
    // esbuild cuts a shared chunk for every set of entries that share code; one entry per page
    // and per dialog made a load of /global/organizations fetch 84 JavaScript files (each one
    // costs the browser and the test's DevTools connection). The pages load by area
    // (client/app/routes/*-screens.ts) and the boot's modules as one (boot-modules.ts).
    const metafile = readMetafile();
    const files = (entryPoint: string) => {
      const file = outputOf(metafile, entryPoint);
      expect(file, `${entryPoint} is not an entry (a dynamic import of its own)`).toBeDefined();
      return loadedWith(metafile, file!);
    };
    for (const area of ['global', 'organization', 'console']) {
      const screen = new Set([
        ...files('client/main.tsx'),
        ...files('client/app/boot-modules.ts'),
        ...files(`client/app/routes/${area}-screens.ts`),
      ]);
      expect(screen.size, `${area} screens`).toBeLessThanOrEqual(36);
    }
  });

  it('asks V8 to compile the route chunks while they load, not the initial JS', () => {
    const metafile = readMetafile();
    const { initialJs } = entryOutputs(metafile);
    const lazy = Object.keys(metafile.outputs).filter(
      (file) => file.endsWith('.js') && !initialJs.includes(file),
    );
    expect(lazy.length).toBeGreaterThan(10);
    for (const file of lazy) {
      expect(readFileSync(path.join(root, file), 'utf8').startsWith(EAGER_COMPILE_HINT), file).toBe(
        true,
      );
    }
    for (const file of initialJs) {
      expect(readFileSync(path.join(root, file), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  it('keeps the hinted chunks’ source maps pointing at the right source lines', () => {
    const [file] = Object.keys(readMetafile().outputs).filter((out) =>
      /chunk-global-screens-\w+\.js$/.test(out),
    );
    const lines = readFileSync(path.join(root, file!), 'utf8').split('\n');
    const map = new SourceMap(JSON.parse(readFileSync(path.join(root, `${file}.map`), 'utf8')));
    const line = lines.findIndex((text) => text.includes('Settings of '));
    const entry = map.findEntry(line, lines[line]!.indexOf('Settings of ')) as SourceMapping;
    const source = path.resolve(path.dirname(path.join(root, file!)), entry.originalSource);
    expect(readFileSync(source, 'utf8').split('\n')[entry.originalLine]).toContain('Settings of ');
  });
});
