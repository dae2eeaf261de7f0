// axe-core evaluated through the DevTools protocol, which the page's CSP does not block
// (an injected <script> tag would be refused, and we keep CSP on during tests).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      // Every violation in full; of passes and the rest only one node each (none is read):
      // 153 → 88 ms a run on the organizations list.
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, include);
}

/** A readable one-line-per-violation text for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.join(', ')}`)
    .join('\n');
}

/** axe on the page as it stands (or the part `include` selects): no violation, named `where`. */
export async function expectNoAxe(page: Page, where: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * axe on the page as it stands (or the part `include` selects), in light and then in dark. The console's schemes differ only
 * through prefers-color-scheme in CSS (no colour transitions), so the page is switched in
 * place (and the switch checked), not loaded once per scheme; it is left in the scheme it
 * started in.
 */
export async function expectNoAxeInEachScheme(
  page: Page,
  where: string,
  include?: string,
): Promise<void> {
  const dark = () => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const startedDark = await dark();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await dark(), `${where} switched to ${scheme}`).toBe(scheme === 'dark');
    await expectNoAxe(page, `${where} (${scheme})`, include);
  }
  await page.emulateMedia({ colorScheme: startedDark ? 'dark' : 'light' });
}
