// @vitest-environment jsdom -- its CSS parser normalises selectors as browsers do (happy-dom keeps them as written).
// Dark is the light console in other colours: what the dark scheme declares, whether chosen by
// the system (prefers-color-scheme) or the theme switch (data-theme), is colour tokens and
// color-scheme, never a size, a display or a position. The browser tests lean on it: they check
// a page's every accessibility rule in light and only the colour rules again in dark
// (tests/browser/support/axe.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = import.meta.dirname;
const DARK_MEDIA = /prefers-color-scheme:\s*dark/;
const DARK_THEME = /data-theme=['"]?dark/;

function sheetOf(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const sheet = style.sheet!;
  style.remove();
  return sheet;
}

/** Every property a dark-only rule of `rules` declares, as `selector { property }`. */
function darkDeclarations(rules: CSSRuleList, insideDark = false): string[] {
  return Array.from(rules).flatMap((rule) => {
    // By shape, not instanceof: jsdom's CSSOM gives top-level rules classes of its own.
    if ('selectorText' in rule) {
      const { selectorText, style } = rule as CSSStyleRule;
      if (!insideDark && !DARK_THEME.test(selectorText)) return [];
      return Array.from(style).map((property) => `${selectorText} { ${property} }`);
    }
    // @media, @supports and @container hold rules; of those only @media can choose dark.
    if (!('cssRules' in rule)) return [];
    const media = (rule as Partial<CSSMediaRule>).media?.mediaText ?? '';
    return darkDeclarations(
      (rule as CSSGroupingRule).cssRules,
      insideDark || DARK_MEDIA.test(media),
    );
  });
}

/** Of `css`'s dark-only declarations, those that are not a colour token or color-scheme. */
const beyondColour = (css: string) =>
  darkDeclarations(sheetOf(css).cssRules).filter(
    (line) => !/\{ (--[\w-]+|color-scheme) \}$/.test(line),
  );

const sheets = readdirSync(stylesDir)
  .filter((file) => file.endsWith('.css'))
  .map((file) => [file, readFileSync(path.join(stylesDir, file), 'utf8')] as const);

describe('the dark scheme', () => {
  it('is declared somewhere: the system preference and the theme switch', () => {
    const dark = sheets.flatMap(([, css]) => darkDeclarations(sheetOf(css).cssRules));
    expect(dark).toContain(':root:not([data-theme="light"]) { --bg }');
    expect(dark).toContain(':root[data-theme="dark"] { --bg }');
  });

  it.each(sheets)('changes nothing but colour tokens and color-scheme in %s', (_file, css) => {
    expect(beyondColour(css)).toEqual([]);
  });

  it('would refuse a layout change made only in dark', () => {
    const css = `@media (prefers-color-scheme: dark) { .card { --bg: #000; display: none } }
      :root[data-theme='dark'] .card { color-scheme: dark; width: 2px }`;
    expect(beyondColour(css)).toEqual([
      '.card { display }',
      ':root[data-theme="dark"] .card { width }',
    ]);
  });
});
