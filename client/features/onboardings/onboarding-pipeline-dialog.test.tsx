import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubBackend } from '../../test/fake-backend';
import { OnboardingPipelineDialog } from './onboarding-pipeline-dialog';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pipeline = (status: string) => ({
  pipelineId: 'pipe-1',
  status,
  steps: [{ step_name: 'create-tenant', status: status === 'running' ? 'running' : 'completed' }],
});

describe("the onboarding's pipeline dialog (issue #34 item 2)", () => {
  it('follows a running pipeline until it settles, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'running';
    const { requests } = stubBackend(() => jsonResponse(pipeline(status)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OnboardingPipelineDialog pipelineId="pipe-1" onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Onboarding Pipeline' });
    const chips = (text: string) => within(dialog).queryAllByText(text, { selector: '.chip' });
    await within(dialog).findAllByText('Running', { selector: '.chip' });
    expect(chips('Completed')).toEqual([]);

    status = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await within(dialog).findAllByText('Completed', { selector: '.chip' });
    const asked = requests.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.length).toBe(asked);
  });
});
