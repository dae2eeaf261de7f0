// The Cards view of one pipeline: the table's facts plus the region it provisions.
import type { ReactNode } from 'react';
import type { Pipeline } from '@shared/schemas';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { PipelineIdLink } from './pipeline-columns';
import { pipelineCreated, pipelineTitle } from '../../entities/pipeline/pipeline-fields';

export function PipelineCard({ pipeline, actions }: { pipeline: Pipeline; actions: ReactNode }) {
  const title = pipelineTitle(pipeline) || 'Untitled pipeline';
  return (
    <article className="prov-card" aria-label={title}>
      <div className="prov-card__head">
        <h2 className="prov-card__title">{title}</h2>
        <StatusChip status={pipeline.status} domain="pipeline" />
      </div>
      <dl className="prov-card__fields">
        <div>
          <dt>Pipeline ID</dt>
          <dd>
            <PipelineIdLink pipeline={pipeline} />
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{pipeline.type || '—'}</dd>
        </div>
        {pipeline.inputParams?.region ? (
          <div>
            <dt>Region</dt>
            <dd>{pipeline.inputParams.region}</dd>
          </div>
        ) : null}
        <div>
          <dt>Created</dt>
          <dd>{formatDate(pipelineCreated(pipeline))}</dd>
        </div>
      </dl>
      <div className="data-table__card-actions">{actions}</div>
    </article>
  );
}
