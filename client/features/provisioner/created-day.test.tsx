// Where a bar of the dashboard's pipelines chart leads (DESIGN resolution 27): the list narrowed
// to the pipelines created on one day of the viewer's, said in a chip that clears it, with the
// status chips counting that day only.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../lib/local-day';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs } from '../../test/screen-harness';
import { createdOn } from './created-day';
import { ProvisionerPage } from './provisioner-page';
import { provisionerSearchSchema } from './provisioner-search';

// Local times, so the day is the viewer's whatever the machine's zone.
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
const PIPELINES = [
  {
    pipelineId: 'p-early',
    status: 'failed',
    inputParams: { title: 'Early' },
    created_at: at(12, 0),
  },
  {
    pipelineId: 'p-late',
    status: 'completed',
    inputParams: { title: 'Late' },
    createdAt: at(12, 23),
  },
  {
    pipelineId: 'p-next',
    status: 'failed',
    inputParams: { title: 'Next day' },
    createdAt: at(13, 1),
  },
  { pipelineId: 'p-undated', status: 'failed', inputParams: { title: 'Undated' } },
];
const DAY = localDay(Date.parse(at(12, 12)));

afterEach(() => vi.unstubAllGlobals());

describe('the created day', () => {
  it('keeps the pipelines created on that local day, and all without one', () => {
    expect(createdOn(PIPELINES, DAY).map((p) => p.pipelineId)).toEqual(['p-early', 'p-late']);
    expect(createdOn(PIPELINES, undefined)).toHaveLength(4);
  });

  it('narrows the list and its counts, says the day, and clears it', async () => {
    stubBackend((call) =>
      call.url.pathname === '/api/v1/provisioner'
        ? json({ pipelines: PIPELINES })
        : json({ message: 'Not found' }, 404),
    );
    signInAs(['Administrator']);
    const { user, router } = renderAt(
      `/global/provisioner?created=${DAY}&status=failed`,
      ProvisionerPage,
      { schema: provisionerSearchSchema },
    );
    const table = await screen.findByRole('table');
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(1);
    expect(within(table).getByText('Early')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    const count = (name: string) =>
      within(chips)
        .getByRole('button', { name: new RegExp(`^${name} `) })
        .querySelector('[data-count]')?.textContent;
    expect([count('All'), count('Failed'), count('Completed')]).toEqual(['2', '1', '1']);
    expect(screen.getByText('Created on').parentElement).toHaveTextContent(
      /^Created on .*12.*2026/,
    );

    await user.click(screen.getByRole('button', { name: /^Clear the day/ }));
    expect(router.state.location.search).toEqual({ status: 'failed' });
    expect(rows()).toHaveLength(3);
  });

  it('ignores a created value that is not a day', () => {
    expect(provisionerSearchSchema.parse({ created: 'yesterday' }).created).toBeUndefined();
    expect(provisionerSearchSchema.parse({ created: '2026-11-12' }).created).toBe('2026-11-12');
  });
});
