// Lighthouse for `npm run audit`, installed into this folder on first use from its own
// package.json and package-lock.json, not by the project's `npm ci`: Lighthouse and the 160
// packages only it needs (puppeteer-core, Sentry, its trace engine…) were 174 MB of the 576 MB
// that every CI run and every fresh checkout installed for a script neither runs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = import.meta.dirname;
const modules = path.join(folder, 'node_modules');

/** The fields of Lighthouse's result (its `lhr` JSON) that the audit reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score: number | null;
        title: string;
        displayValue?: string;
        numericValue?: number;
        details?: unknown;
      }
    | undefined
  >;
  environment: { benchmarkIndex: number };
}

export interface LaunchedChrome {
  port: number;
  kill(): void;
}

export interface Lighthouse {
  /** Audits `url` in the Chromium listening on `port`, with Lighthouse's desktop preset. */
  run(port: number, url: string, headers: Record<string, string>): Promise<LighthouseResult>;
  launchChrome(chromePath: string, chromeFlags: string[]): Promise<LaunchedChrome>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Installs this folder's pinned Lighthouse when it is missing or another version. */
function ensureInstalled(): void {
  const wanted = readJson<{ dependencies: Record<string, string> }>(
    path.join(folder, 'package.json'),
  ).dependencies.lighthouse;
  const installed = path.join(modules, 'lighthouse/package.json');
  if (existsSync(installed) && readJson<{ version: string }>(installed).version === wanted) return;
  console.error(`installing Lighthouse ${wanted} into scripts/audit/node_modules (first use)`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', folder], { stdio: 'inherit' });
}

const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href);

export async function loadLighthouse(): Promise<Lighthouse> {
  ensureInstalled();
  const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher] = await Promise.all([
    load('lighthouse/core/index.js'),
    load('lighthouse/core/config/desktop-config.js'),
    load('chrome-launcher/dist/index.js'),
  ]);
  return {
    async run(port, url, headers) {
      const result = (await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', extraHeaders: headers },
        desktopConfig,
      )) as { lhr: LighthouseResult } | undefined;
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      return result.lhr;
    },
    launchChrome: (chromePath, chromeFlags) => chromeLauncher.launch({ chromePath, chromeFlags }),
  };
}
