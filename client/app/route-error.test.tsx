import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { signedInAs } from '../test/auth-fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';

let failing = true;
vi.mock('../features/general-settings/general-settings-page', () => ({
  GeneralSettingsPage: () => {
    if (failing) throw new Error('Settings exploded');
    return <h1>Recovered</h1>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
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
