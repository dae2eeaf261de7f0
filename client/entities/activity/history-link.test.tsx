import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubBackend } from '../../test/fake-backend';
import { renderWithApp } from '../../test/organizations-harness';
import { HistoryLink } from './history-link';

afterEach(() => vi.unstubAllGlobals());

/** The backend's answer to the activity probe, given when the test says. */
function deferredActivityProbe() {
  let answer: (status: number) => void = () => undefined;
  const answered = new Promise<Response>((resolve) => {
    answer = (status) =>
      resolve(
        jsonResponse(
          status === 200 ? { items: [], nextCursor: null, total: 0 } : { message: 'no' },
          status,
        ),
      );
  });
  stubBackend(({ path }) =>
    path === '/api/v1/audit-events' ? answered : jsonResponse({ message: 'Not found' }, 404),
  );
  return answer;
}

const renderLink = () => renderWithApp(<HistoryLink targetId="acme-id" targetName="Acme" />);

describe('HistoryLink', () => {
  it('holds its place unseen until the backend answers, so the page does not jump', async () => {
    const answer = deferredActivityProbe();
    await renderLink();
    const placeholder = await screen.findByText('History');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('history-link--pending');
    expect(screen.queryByRole('link')).toBeNull();

    answer(200);
    expect(await screen.findByRole('link', { name: 'History of Acme' })).toBeVisible();
    expect(document.querySelector('.history-link--pending')).toBeNull();
  });

  it('leaves no place behind when the backend does not keep the record', async () => {
    const answer = deferredActivityProbe();
    await renderLink();
    await screen.findByText('History');
    answer(404);
    await waitFor(() => expect(screen.queryByText('History')).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
  });
});
