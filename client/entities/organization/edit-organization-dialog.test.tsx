// Edits made over a version someone else changed are never saved silently (DESIGN resolution
// 18, issue #25 item 10).
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { EditOrganizationDialog } from './edit-organization-dialog';
import { jsonResponse, stubBackend } from '../../test/fake-backend';
import { newQueryClient } from '../../test/organizations-harness';
import { renderInTestStore } from '../../test/render-in-test-store';

afterEach(() => vi.unstubAllGlobals());

const ROW = { id: 'org-globex', name: 'Globex', status: 'active', domains: ['globex.example'] };

function backend(stored: () => typeof ROW & { etag: string }, patch: () => Response) {
  const ifMatch: (string | null)[] = [];
  stubBackend((request) => {
    if (request.method === 'GET') {
      const { etag, ...organization } = stored();
      const response = jsonResponse(organization);
      response.headers.set('ETag', etag);
      return response;
    }
    ifMatch.push(new Headers(request.init?.headers).get('If-Match'));
    return patch();
  });
  return ifMatch;
}

function renderDialog() {
  const onClose = vi.fn();
  renderInTestStore(
    <QueryClientProvider client={newQueryClient()}>
      <EditOrganizationDialog organization={ROW} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup({ delay: null }) };
}

it('sends If-Match with the version the form matches', async () => {
  const ifMatch = backend(
    () => ({ ...ROW, etag: '"o-1"' }),
    () => jsonResponse(ROW),
  );
  const { onClose, user } = renderDialog();
  await user.clear(screen.getByLabelText(/^Name/));
  await user.type(screen.getByLabelText(/^Name/), 'Globex Corp');
  // Save waits for the version read the dialog starts on open.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(ifMatch).toEqual(['"o-1"']);
});

it('says so when it changed since the list was read, and reloads it under the edits', async () => {
  let stored = { ...ROW, status: 'suspended', etag: '"o-2"' };
  const ifMatch = backend(
    () => stored,
    () => jsonResponse(ROW),
  );
  const { onClose, user } = renderDialog();
  await user.clear(screen.getByLabelText(/^Name/));
  await user.type(screen.getByLabelText(/^Name/), 'Globex Corp');
  expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  // Enter in a field does not save over their change either (the submit button is disabled).
  await user.type(screen.getByLabelText(/^Name/), '{Enter}');
  expect(ifMatch).toEqual([]);

  stored = { ...ROW, status: 'suspended', etag: '"o-2"' };
  await user.click(screen.getByRole('button', { name: 'Reload latest' }));
  await waitFor(() => expect(screen.queryByText('Changed by someone else')).toBeNull());
  // Their status change is taken; this user's new name stays.
  expect(screen.getByLabelText(/^Status/)).toHaveValue('suspended');
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Globex Corp');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(ifMatch).toEqual(['"o-2"']);
});

it('shows "Changed by someone else" when the save is refused as stale (409)', async () => {
  backend(
    () => ({ ...ROW, etag: '"o-1"' }),
    () => jsonResponse({ message: 'changed by someone else' }, 409),
  );
  const { onClose, user } = renderDialog();
  await user.type(screen.getByLabelText(/^Name/), ' Corp');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Globex Corp');
  expect(onClose).not.toHaveBeenCalled();
});
