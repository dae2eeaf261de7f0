// Builds the SPA (ESM, split per route, minified, hashed, precompressed) into dist/public
// and bundles the gateway into dist/server.js so the runtime needs no node_modules.
import { build, type Metafile } from 'esbuild';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// OUT_DIR lets a second build run beside dist/ (benchmarks, parallel work) without clobbering it.
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const publicDir = path.join(outDir, 'public');
const assetsDir = path.join(publicDir, 'assets');
const COMPRESSIBLE = /\.(js|css|html|map|svg|json|txt)$/;
/**
 * Source maps are read by developer tools alone: at brotli's quality 11 their 5.7 MB made the
 * build 13 s (11 s CPU); at 6 it takes 5 s (3.4 s CPU), for 12 % more bytes (1.23 → 1.38 MB).
 * What a browser loads stays at 11.
 */
const MAP_BROTLI_QUALITY = 6;

export interface BundleSizes {
  initialJsGzip: number;
  initialCssGzip: number;
  chunks: { file: string; gzip: number }[];
}

async function buildClient(): Promise<Metafile> {
  const result = await build({
    entryPoints: { main: path.join(root, 'client/main.tsx') },
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome120', 'firefox120', 'safari16'],
    minify: true,
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

async function buildServer(): Promise<void> {
  await bundleForNode(path.join(root, 'server/index.ts'), path.join(outDir, 'server.js'));
}

/**
 * A Node entry bundled into one file that needs no node_modules: the gateway (dist/server.js)
 * and, for the browser tests, the demo backend on its own (tests/browser/support/global-setup.ts).
 */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Express and friends are CommonJS and call require() for node built-ins; the demo
    // backend's SQLite (node-sqlite3-wasm) finds its .wasm through __dirname.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url); const __dirname = import.meta.dirname;",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The bundle loads SQLite's WebAssembly from beside itself (only when a demo backend
  // starts), so the image's dist/ needs no node_modules.
  await cp(
    path.join(root, 'node_modules/node-sqlite3-wasm/dist/node-sqlite3-wasm.wasm'),
    path.join(path.dirname(outfile), 'node-sqlite3-wasm.wasm'),
  );
}

/** The output file `entryPoint` was built into, or undefined when it is no entry of its own. */
export function outputOf(metafile: Metafile, entryPoint: string): string | undefined {
  // Dynamic-import chunks carry an entryPoint too.
  return Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === entryPoint)?.[0];
}

/** The files the browser fetches to run `file`: it and its static imports, transitively. */
export function loadedWith(metafile: Metafile, file: string): Set<string> {
  const loaded = new Set<string>();
  const walk = (next: string) => {
    if (loaded.has(next)) return;
    loaded.add(next);
    for (const imp of metafile.outputs[next]?.imports ?? []) {
      if (imp.kind === 'import-statement') walk(imp.path);
    }
  };
  walk(file);
  return loaded;
}

export function entryOutputs(metafile: Metafile) {
  const jsFile = outputOf(metafile, 'client/main.tsx');
  if (!jsFile) throw new Error('build produced no entry point');
  // The JS loaded before first paint.
  return {
    jsFile,
    cssFile: metafile.outputs[jsFile]!.cssBundle,
    initialJs: [...loadedWith(metafile, jsFile)],
  };
}

// V8 compiles a function the first time it runs unless its file opens with this hint
// (Chrome 136+; other engines read a comment). A route's chunks load on intent (hover, focus)
// and nearly all of their code runs when the page renders, so compiling them while they load
// takes about 10 ms of compiling off the click that shows the page (issue 12). The initial
// chunks stay as they are: they must fit the initial JS budget, and most of them run during
// start-up anyway.
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

async function hintEagerCompile(metafile: Metafile) {
  const { initialJs } = entryOutputs(metafile);
  for (const file of Object.keys(metafile.outputs)) {
    if (!file.endsWith('.js') || initialJs.includes(file)) continue;
    const js = path.join(root, file);
    await writeFile(js, EAGER_COMPILE_HINT + (await readFile(js, 'utf8')));
    // The source map's generated lines move down by one: an empty first line keeps them aligned.
    const map = JSON.parse(await readFile(`${js}.map`, 'utf8')) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    await writeFile(`${js}.map`, JSON.stringify(map));
  }
}

async function writeIndexHtml(metafile: Metafile) {
  const { jsFile, cssFile, initialJs } = entryOutputs(metafile);
  const url = (file: string) =>
    '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const template = await readFile(path.join(root, 'client/index.html'), 'utf8');
  const preloads = initialJs
    .filter((file) => file !== jsFile)
    .map((file) => `<link rel="modulepreload" href="${url(file)}">`)
    .join('\n    ');
  const head = [
    cssFile ? `<link rel="stylesheet" href="${url(cssFile)}">` : '',
    `<script type="module" src="${url(jsFile)}"></script>`,
    preloads,
  ]
    .filter(Boolean)
    .join('\n    ');
  await writeFile(path.join(publicDir, 'index.html'), template.replace('<!-- assets -->', head));
}

async function compressAll(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await compressAll(file);
    } else if (COMPRESSIBLE.test(entry.name)) {
      const body = await readFile(file);
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      const quality = entry.name.endsWith('.map') ? MAP_BROTLI_QUALITY : zlib.BROTLI_MAX_QUALITY;
      await writeFile(
        `${file}.br`,
        brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }),
      );
    }
  }
}

export async function measureBundle(metafile: Metafile): Promise<BundleSizes> {
  const { cssFile, initialJs } = entryOutputs(metafile);
  const gz = async (file: string) =>
    gzipSync(await readFile(path.join(root, file)), { level: 9 }).length;
  let initialJsGzip = 0;
  for (const file of initialJs) initialJsGzip += await gz(file);
  const chunks: BundleSizes['chunks'] = [];
  for (const file of Object.keys(metafile.outputs)) {
    if (file.endsWith('.js') && !initialJs.includes(file))
      chunks.push({ file: path.basename(file), gzip: await gz(file) });
  }
  return { initialJsGzip, initialCssGzip: cssFile ? await gz(cssFile) : 0, chunks };
}

export const BUNDLE_BUDGET = {
  // Issue 31: the first screen stays within 108 KB gzip of JavaScript with jotai;
  // new UI loads lazily. A budget never removes or re-implements a design-card package.
  initialJsGzip: 108 * 1024,
  initialCssGzip: 20 * 1024,
  // The largest lazy chunk is what every list screen shares (TanStack Table's core, the
  // DataTable, the onboardings and activity views an organization's screens and Global's both
  // show): 45.8 KB since the pages load as three chunks by area (routes/*-screens.ts), where one
  // chunk per page made ~20 smaller files of the same code, fetched on every load.
  chunkGzip: 48 * 1024,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const [metafile] = await Promise.all([buildClient(), buildServer()]);
  await hintEagerCompile(metafile);
  await writeIndexHtml(metafile);
  await cp(path.join(root, 'client/public'), publicDir, { recursive: true });
  await writeFile(path.join(outDir, 'metafile.json'), JSON.stringify(metafile));
  await compressAll(publicDir);
  const sizes = await measureBundle(metafile);
  for (const line of buildReport(sizes, Date.now() - started, verbose())) console.log(line);
}

/** `--verbose` (npm run build -- --verbose) or BUILD_VERBOSE=1 lists every chunk. */
function verbose(): boolean {
  return process.argv.includes('--verbose') || process.env.BUILD_VERBOSE === '1';
}

/**
 * What the build prints: one line of totals against the budgets (npm start shows it above the
 * gateway's address, so ~95 chunk lines would push that address off the screen), and each
 * chunk's size only when asked.
 */
export function buildReport(
  sizes: Pick<BundleSizes, 'initialJsGzip' | 'initialCssGzip' | 'chunks'>,
  ms: number,
  listChunks: boolean,
): string[] {
  const chunks = [...sizes.chunks].sort((a, b) => b.gzip - a.gzip);
  const largest = chunks[0]?.gzip ?? 0;
  const summary =
    `build: ${ms} ms; initial JS ${kb(sizes.initialJsGzip)} gzip (budget ${kb(BUNDLE_BUDGET.initialJsGzip)}), ` +
    `CSS ${kb(sizes.initialCssGzip)} (budget ${kb(BUNDLE_BUDGET.initialCssGzip)}), ` +
    `${chunks.length} lazy chunks, largest ${kb(largest)} (budget ${kb(BUNDLE_BUDGET.chunkGzip)})` +
    (listChunks ? '' : '; --verbose lists them');
  if (!listChunks) return [summary];
  return [
    summary,
    ...chunks.map(
      (chunk) =>
        `  chunk ${chunk.file.padEnd(48)} ${kb(chunk.gzip)} gzip (budget ${kb(BUNDLE_BUDGET.chunkGzip)})`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
