import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { signedInAs } from '../test/auth-fixtures';
import { mockApi } from '../test/fake-backend';
import { renderApp } from '../test/render-app';

// What the mocked screen does: each test starts from a screen that throws `failure`.
let failing = true;
let failure = '';
vi.mock('../features/general-settings/general-settings-page', () => ({
  GeneralSettingsPage: () => {
    if (failing) throw new Error(failure);
    return <h1>Recovered</h1>;
  },
}));

// A screen that throws is the subject here: the router's warning about it is expected (and
// checked) and React's report of it is silenced in each test, so neither lands in CI's log.
let warned: MockInstance<typeof console.warn>;
beforeEach(() => {
  failing = true;
  failure = 'Settings exploded';
  warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  expect(warned).toHaveBeenCalledWith(
    expect.stringMatching(/^Warning: Error in route match: \/general\/settings/),
  );
});

it('shows an error view inside the shell with Try again and a way back', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({});
  await renderApp('/general/settings', signedInAs('user'));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Settings exploded')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
});

it('offers Reload for a screen whose code did not download (a redeploy under an open tab)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  failure = 'Failed to fetch dynamically imported module: http://localhost/assets/chunk-x.js';
  mockApi({});
  await renderApp('/general/settings', signedInAs('user'));
  expect(
    await screen.findByRole('heading', { name: 'This screen could not be loaded' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/chunk-x/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/');
});

it('leaves a screen whose code did not download by a full load, so the next screen gets fresh code', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  failure = 'Failed to fetch dynamically imported module: http://localhost/assets/chunk-x.js';
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  mockApi({});
  await renderApp('/general/settings', signedInAs('user'));
  await screen.findByRole('heading', { name: 'This screen could not be loaded' });

  await userEvent.click(screen.getByRole('link', { name: '← Back to Dashboard' }));
  expect(assign).toHaveBeenCalledWith('/');
  assign.mockClear();
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')[0]!,
  );
  expect(assign).toHaveBeenCalledTimes(1);
});
