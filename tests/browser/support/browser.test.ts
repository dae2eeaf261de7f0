// The worker's one Chromium (browser.ts): every file of a worker gets it, with contexts of its own.
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import { CHROMIUM_ARGS, LAUNCH_OPTIONS, launchBrowser, releaseBrowser } from './browser';

/** The browser opens a page in a new context and shows `text` in it. */
async function expectShows(browser: Browser, text: string): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.setContent(`<p>${text}</p>`);
  expect(await page.textContent('p')).toBe(text);
}

it('launches one Chromium for all callers and keeps it, emptied, when a file releases it', async () => {
  const [first, second] = await Promise.all([launchBrowser(), launchBrowser()]);
  expect(second).toBe(first);
  await expectShows(first, 'one');
  await releaseBrowser(first);
  expect(first.contexts()).toEqual([]);
  expect(first.isConnected()).toBe(true);
  // The next file's call gets the same browser, still working.
  const next = await launchBrowser();
  expect(next).toBe(first);
  await expectShows(next, 'two');
  await releaseBrowser(next);
});

it('launches a new Chromium when the one it kept was closed', async () => {
  const closed = await launchBrowser();
  await closed.close();
  const relaunched = await launchBrowser();
  expect(relaunched).not.toBe(closed);
  await expectShows(relaunched, 'three');
  await releaseBrowser(relaunched);
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
    await releaseBrowser(browser);
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
