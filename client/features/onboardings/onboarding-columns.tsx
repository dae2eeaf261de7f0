// Columns of the onboardings table; the DataTable supplies sort, filter, hiding and CSV.
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Onboarding } from '@shared/schemas';
import { TimeWithTip } from '../../components/time-with-tip';
import { formatDate, formatDay, shortId, toDate } from '../../lib/format';
import { normaliseOnboardingStatus, onboardingStatusLabel } from './onboarding-status';
import { OnboardingStatusChip } from './onboarding-status-chip';
import { dateValue } from './onboarding-timeline';

/** 'done/total' of an onboarding's steps ('' when it has none). */
export function stepsProgress(onboarding: Onboarding): string {
  const steps = onboarding.steps ?? [];
  if (steps.length === 0) return '';
  const done = steps.filter(
    (step) => normaliseOnboardingStatus(step.status) === 'completed',
  ).length;
  return `${done}/${steps.length}`;
}

const byDate =
  (pick: (o: Onboarding) => string | null | undefined) =>
  (a: { original: Onboarding }, b: { original: Onboarding }) =>
    (dateValue(pick(a.original)) ?? Number.NEGATIVE_INFINITY) -
    (dateValue(pick(b.original)) ?? Number.NEGATIVE_INFINITY);

// Hidden until asked for (Columns menu) so that the actions fit beside the organization list;
// the cards, the timeline and the details dialog show them all.
export const ONBOARDING_DEFAULT_HIDDEN = [
  'organizationName',
  'pipelineId',
  'updatedDate',
  'completedDate',
] as const;

// The day, its exact time on hover and focus; a missing or unreadable date is its dash alone.
const dateCell = (value: string | null | undefined) =>
  value && toDate(value) ? (
    <TimeWithTip dateTime={value} exact={formatDate(value)}>
      {formatDay(value)}
    </TimeWithTip>
  ) : (
    formatDay(value)
  );

/** The table's columns; the actions column is ours (not the DataTable's) to give it a width. */
export function onboardingColumns(
  renderActions: (onboarding: Onboarding) => ReactNode,
): ColumnDef<Onboarding, unknown>[] {
  return [
    {
      id: 'id',
      accessorFn: (o) => o.id,
      header: 'Onboarding',
      size: 145,
      cell: ({ row }) => (
        <span className="onb-id">
          <span className="onb-id__slug">{row.original.customerSlug || '—'}</span>
          <code className="data-table__cell-sub" title={row.original.id}>
            {shortId(row.original.id, 8)}
          </code>
        </span>
      ),
      meta: {
        label: 'Onboarding',
        csvHeader: 'ID',
        filterValue: (o) => `${o.customerSlug ?? ''} ${o.id}`,
      },
    },
    {
      id: 'organizationName',
      accessorFn: (o) => o.organizationName ?? '',
      header: 'Organization',
      size: 160,
    },
    {
      id: 'status',
      accessorFn: (o) => onboardingStatusLabel(o.status),
      header: 'Status',
      size: 125,
      cell: ({ row }) => <OnboardingStatusChip status={row.original.status} />,
    },
    {
      id: 'pipelineId',
      accessorFn: (o) => o.pipelineId ?? '',
      header: 'Pipeline',
      size: 110,
      cell: ({ row }) =>
        row.original.pipelineId ? (
          <code title={row.original.pipelineId}>{shortId(row.original.pipelineId, 8)}</code>
        ) : (
          <span className="onb-muted">None</span>
        ),
      meta: { csvHeader: 'Pipeline ID' },
    },
    {
      id: 'steps',
      accessorFn: stepsProgress,
      header: 'Steps',
      size: 65,
      enableSorting: false,
    },
    {
      id: 'createdDate',
      accessorFn: (o) => o.createdDate ?? '',
      header: 'Created',
      size: 135,
      sortingFn: byDate((o) => o.createdDate),
      cell: ({ row }) => dateCell(row.original.createdDate),
    },
    {
      id: 'updatedDate',
      accessorFn: (o) => o.updatedDate ?? '',
      header: 'Updated',
      size: 135,
      sortingFn: byDate((o) => o.updatedDate),
      cell: ({ row }) => dateCell(row.original.updatedDate),
    },
    {
      id: 'completedDate',
      accessorFn: (o) => o.completedDate ?? '',
      header: 'Completed',
      size: 135,
      sortingFn: byDate((o) => o.completedDate),
      cell: ({ row }) => dateCell(row.original.completedDate),
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 236,
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      cell: ({ row }) => <div className="data-table__actions">{renderActions(row.original)}</div>,
      meta: { csvExclude: true },
    },
  ];
}
