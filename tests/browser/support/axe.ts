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

/** Which of axe's rules run: the tags the console is held to, or a list of rules by id. */
export type AxeRules = { tags: readonly string[] } | { rules: readonly string[] };

/** WCAG 2.1 A and AA, and axe's best practices. */
const CONSOLE_STANDARD: AxeRules = {
  tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
};

/**
 * The rules among those whose result depends on colour: text contrast, and links told from
 * their text by colour alone. The dark scheme changes nothing but colours (color-schemes.test.ts
 * holds that), so on a page axe has just passed in light these are the checks dark can fail.
 */
const COLOUR_RULES: AxeRules = { rules: ['color-contrast', 'link-in-text-block'] };

export async function axeViolations(
  page: Page,
  include?: string,
  rules: AxeRules = CONSOLE_STANDARD,
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) await page.evaluate(axeSource);
  const runOnly =
    'tags' in rules ? { type: 'tag', values: rules.tags } : { type: 'rule', values: rules.rules };
  return page.evaluate(
    async ({ selector, runOnly }) => {
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
        runOnly,
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
    },
    { selector: include, runOnly },
  );
}

/** A readable one-line-per-violation text for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.join(', ')}`)
    .join('\n');
}

/** axe on the page as it stands (or the part `include` selects): no violation, named `where`. */
export async function expectNoAxe(
  page: Page,
  where: string,
  include?: string,
  rules?: AxeRules,
): Promise<void> {
  const violations = await axeViolations(page, include, rules);
  expect(violations, `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * axe on the page as it stands (or the part `include` selects), in light and then in dark. The
 * console's schemes differ only in the colours CSS gives them (no colour transitions), so the
 * page is switched in place (and the switch checked), not loaded once per scheme, and in dark
 * only the colour rules run again: every other rule reads the same page it passed in light (a
 * whole run took ~400 ms on the organizations list, colour contrast ~190 of it). The page is
 * left in the scheme it started in.
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
    await expectNoAxe(
      page,
      `${where} (${scheme})`,
      include,
      scheme === 'dark' ? COLOUR_RULES : CONSOLE_STANDARD,
    );
  }
  await page.emulateMedia({ colorScheme: startedDark ? 'dark' : 'light' });
}
