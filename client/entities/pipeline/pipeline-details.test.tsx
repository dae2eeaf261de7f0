import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Pipeline } from '@shared/schemas';
import { PipelineDetails } from './pipeline-details';

const failed: Pipeline = {
  pipelineId: 'p1',
  status: 'failed',
  steps: [
    { step_name: 'create-tenant', status: 'completed' },
    { step_name: 'configure-dns', status: 'failed', last_error: 'DNS zone not yet delegated' },
    { step_name: 'send-welcome', status: 'pending' },
  ],
};

describe('a failed pipeline (issue #34 item 6)', () => {
  it('names the step it failed at and its last error, and opens scrolled to that step', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.getAttribute('data-step'));
    };
    render(<PipelineDetails pipeline={failed} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Failed at step 2, configure-dns: DNS zone not yet delegated',
    );
    expect(scrolled).toHaveBeenCalledWith('configure-dns');
  });

  it('says nothing of the kind while the pipeline runs, and the chip alone says Running', () => {
    render(
      <PipelineDetails
        pipeline={{
          pipelineId: 'p2',
          status: 'running',
          steps: [
            { step_name: 'create-tenant', status: 'running', started_at: '2026-11-27T08:00:00Z' },
          ],
        }}
      />,
    );
    expect(screen.queryByText(/Failed at step/)).toBeNull();
    const head = document.querySelector<HTMLElement>(
      '[data-step="create-tenant"] .prov-step__head',
    );
    expect(within(head!).getAllByText('Running')).toHaveLength(1);
  });
});
