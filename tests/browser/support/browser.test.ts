// The run's one Chromium (global-setup.ts): every file connects to it, with contexts of its own.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { CHROMIUM_ARGS, LAUNCH_OPTIONS, launchBrowser, SHARED_CHROMIUM } from './browser';

it('connects to the Chromium the run shares; contexts of one connection close with it', async () => {
  expect(process.env[SHARED_CHROMIUM]).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
  const [first, second] = await Promise.all([launchBrowser(), launchBrowser()]);
  try {
    const context = await first.newContext();
    await (await context.newPage()).setContent('<p>one</p>');
    expect(first.contexts()).toHaveLength(1);
    expect(second.contexts()).toHaveLength(0);
    await first.close();
    expect(first.isConnected()).toBe(false);
    // The shared Chromium itself is still there for the next file.
    const page = await (await second.newContext()).newPage();
    await page.setContent('<p>two</p>');
    expect(await page.textContent('p')).toBe('two');
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});

it('gives a new context no page but its own: none of the address bar popups headless never shows', async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>one</p>');
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    // Every kind of target in this context, Chromium's own UI pages (type browser_ui) included.
    const { targetInfos } = await (
      await browser.newBrowserCDPSession()
    ).send('Target.getTargets', { filter: [{}] });
    const others = targetInfos
      .filter(
        (target) =>
          target.browserContextId === targetInfo.browserContextId &&
          target.targetId !== targetInfo.targetId &&
          target.type !== 'tab',
      )
      .map((target) => `${target.type} ${target.url}`);
    expect(others).toEqual([]);
  } finally {
    await browser.close();
  }
});

/** The features a Chromium that Playwright starts with `args` runs without: its last list. */
async function disabledFeatures(args: string[]): Promise<string[]> {
  const server = await chromium.launchServer({ ...LAUNCH_OPTIONS, args });
  try {
    // /usr/bin/chromium is Debian's script, which execs the browser in its own process.
    const argv = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const last = argv.filter((arg) => arg.startsWith('--disable-features=')).at(-1) ?? '';
    return last.slice('--disable-features='.length).split(',').filter(Boolean);
  } finally {
    await server.close();
  }
}

it("keeps Playwright's own disabled features beside ours: Chromium reads the last list only", async () => {
  const playwrights = await disabledFeatures([]);
  const ours = await disabledFeatures(CHROMIUM_ARGS);
  expect(playwrights).toContain('PaintHolding');
  expect(ours).toEqual(expect.arrayContaining([...playwrights, 'WebUIOmniboxPopup']));
});
