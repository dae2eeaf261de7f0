// The pipeline table of SPEC §2: Pipeline ID (first 8 characters, a link to pipelineUrl only
// when it is http/https), Type, Status, Title, Created, and the row's actions.
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Pipeline } from '@shared/schemas';
import { SafeLink } from '../../components/safe-link';
import { StatusChip, statusLabel } from '../../components/status-chip';
import { formatDate, shortId } from '../../lib/format';
import { pipelineCreated, pipelineTitle, timeValue } from '../../entities/pipeline/pipeline-fields';

export function PipelineIdLink({ pipeline }: { pipeline: Pipeline }) {
  return (
    <SafeLink
      href={pipeline.pipelineUrl}
      className="prov-id"
      title={pipeline.pipelineId}
      aria-label={`Pipeline ${shortId(pipeline.pipelineId)} (opens the pipeline page)`}
    >
      <code>{shortId(pipeline.pipelineId)}</code>
    </SafeLink>
  );
}

export function pipelineColumns(
  renderActions: (pipeline: Pipeline) => ReactNode,
): ColumnDef<Pipeline, unknown>[] {
  return [
    {
      id: 'pipelineId',
      header: 'Pipeline ID',
      accessorFn: (pipeline) => pipeline.pipelineId,
      cell: ({ row }) => <PipelineIdLink pipeline={row.original} />,
      size: 120,
    },
    {
      id: 'type',
      header: 'Type',
      accessorFn: (pipeline) => pipeline.type ?? '',
      sortingFn: 'alphanumeric',
      size: 180,
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (pipeline) => (pipeline.status ? statusLabel(pipeline.status) : ''),
      cell: ({ row }) => <StatusChip status={row.original.status} domain="pipeline" />,
      size: 120,
    },
    {
      id: 'title',
      header: 'Title',
      accessorFn: (pipeline) => pipelineTitle(pipeline),
      sortingFn: 'alphanumeric',
      cell: ({ row }) => pipelineTitle(row.original) || <span className="prov-muted">—</span>,
    },
    {
      id: 'created',
      header: 'Created',
      accessorFn: (pipeline) => timeValue(pipelineCreated(pipeline)),
      cell: ({ row }) => formatDate(pipelineCreated(row.original)),
      meta: {
        csv: (pipeline) => pipelineCreated(pipeline) ?? '',
        filterValue: (pipeline) => formatDate(pipelineCreated(pipeline)),
      },
      // A date with its time ("Sep 30, 2025, 12:00 PM") fits; the narrower columns above give the room.
      size: 210,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <div className="data-table__actions">{renderActions(row.original)}</div>,
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      meta: { csvExclude: true, className: 'data-table__actions-cell' },
      size: 160,
    },
  ];
}
