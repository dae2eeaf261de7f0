// The entry starts the identity check itself, before React renders anything, and the app's
// own start joins that check: one /auth/me, sent while the page is still empty.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi } from './test/fake-backend';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('sends the identity check before the first render, once', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  const rootWasEmpty: boolean[] = [];
  const { callsTo } = mockApi({
    'GET /auth/me': () => {
      rootWasEmpty.push(document.getElementById('root')!.childElementCount === 0);
      return { status: 401, body: { error: 'unauthorized', message: 'Not signed in' } };
    },
    'GET /auth/roles': { status: 401, body: { error: 'unauthorized', message: 'Not signed in' } },
  });
  // The app renders itself as the module loads: inside act, so React hears of it.
  await act(() => import('./main'));
  // The signed-out shell (its sidebar) rendered: the check has answered.
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await waitFor(() => expect(callsTo('/auth/me')).toHaveLength(1));
  expect(rootWasEmpty).toEqual([true]);
}, 20_000);
