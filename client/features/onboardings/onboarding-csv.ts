// Export Report (DESIGN.md resolution 4): the filtered onboardings as CSV, one row each.
import type { Onboarding } from '@shared/schemas';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { normaliseOnboardingStatus, onboardingStatusLabel } from './onboarding-status';

const COLUMNS: readonly CsvColumn<Onboarding>[] = [
  { header: 'ID', value: (o) => o.id },
  { header: 'Organization', value: (o) => o.organizationName },
  { header: 'Status', value: (o) => onboardingStatusLabel(o.status) },
  { header: 'Customer Slug', value: (o) => o.customerSlug },
  { header: 'Pipeline ID', value: (o) => o.pipelineId },
  { header: 'Created', value: (o) => o.createdDate },
  { header: 'Updated', value: (o) => o.updatedDate },
  { header: 'Completed', value: (o) => o.completedDate },
  {
    header: 'Steps Completed',
    value: (o) => {
      const steps = o.steps ?? [];
      const done = steps.filter((s) => normaliseOnboardingStatus(s.status) === 'completed').length;
      return steps.length ? `${done}/${steps.length}` : '';
    },
  },
  { header: 'Notes', value: (o) => o.notes },
];

export function onboardingsCsv(onboardings: readonly Onboarding[]): string {
  return toCsv(onboardings, COLUMNS);
}

/** A file name naming what was exported: organization slug, filter and the day. */
export function onboardingsCsvFileName(
  organization: string,
  filter: string,
  now = new Date(),
): string {
  const slug =
    organization
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'organization';
  return `onboardings-${slug}-${filter}-${now.toISOString().slice(0, 10)}.csv`;
}
