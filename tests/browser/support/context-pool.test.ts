// The contexts tests hand on (context-pool.ts): the next test sees nothing of the earlier one,
// and a context that cannot be emptied is not handed on.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser } from './browser';
import { contextPool } from './context-pool';

let server: Server;
let origin: string;
let browser: Browser;
const pool = contextPool(
  () => browser,
  () => origin,
);

beforeAll(async () => {
  // A page for every path: the keeper's /gateway/healthz and the test's own.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await releaseBrowser(browser);
  await new Promise((resolve) => server.close(resolve));
});

async function openPage(options?: { colorScheme: 'dark' }): Promise<Page> {
  const page = await (await pool.take(options)).newPage();
  await page.goto(`${origin}/test`);
  return page;
}

it('hands on a context with no page, cookie, permission or stored item of the earlier test', async () => {
  const first = await openPage();
  await first.context().addCookies([{ name: 'session', value: 'first', url: origin }]);
  await first.context().grantPermissions(['clipboard-read'], { origin });
  await first.evaluate(() => localStorage.setItem('theme', 'dark'));
  await pool.releaseTaken();

  const second = await openPage();
  expect(second.context()).toBe(first.context());
  expect(first.isClosed()).toBe(true);
  expect(await second.context().cookies()).toEqual([]);
  expect(await second.evaluate(() => localStorage.length)).toBe(0);
  expect(
    await second.evaluate(async () => {
      const status = await navigator.permissions.query({
        name: 'clipboard-read' as PermissionName,
      });
      return status.state;
    }),
  ).not.toBe('granted');
  await pool.releaseTaken();
});

it('never hands one context to two takers, nor one with other options', async () => {
  const [one, two, dark] = await Promise.all([
    pool.take(),
    pool.take(),
    pool.take({ colorScheme: 'dark' }),
  ]);
  expect(new Set([one, two, dark]).size).toBe(3);
  await pool.releaseTaken();
  const again = await openPage({ colorScheme: 'dark' });
  expect(again.context()).toBe(dark);
  expect(await again.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await pool.releaseTaken();
});

it('closes a context whose timers a fake clock replaced, and drops one its test closed', async () => {
  const clocked = await openPage();
  await clocked.clock.install();
  const closedByTest = await openPage();
  await closedByTest.context().close();
  await pool.releaseTaken();

  const [first, second] = await Promise.all([pool.take(), pool.take()]);
  const handedOn = [first, second].filter(
    (context) => context === clocked.context() || context === closedByTest.context(),
  );
  expect(handedOn).toEqual([]);
  const page = await first.newPage();
  await page.goto(`${origin}/test`);
  expect(await page.evaluate(() => String(setTimeout))).toContain('[native code]');
  await pool.releaseTaken();
});
