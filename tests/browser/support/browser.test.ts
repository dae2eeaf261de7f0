// The run's one Chromium (global-setup.ts): every file connects to it, with contexts of its own.
import { expect, it } from 'vitest';
import { launchBrowser, SHARED_CHROMIUM } from './browser';

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
