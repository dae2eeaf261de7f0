// Reading a pipeline the way every view shows it: its created time comes as createdAt or
// created_at (SPEC §3), its title from inputParams.
import type { Pipeline, PipelineStep } from '@shared/schemas';

export function pipelineCreated(pipeline: Pipeline): string | undefined {
  return pipeline.createdAt || pipeline.created_at || undefined;
}

export function pipelineTitle(pipeline: Pipeline): string {
  return pipeline.inputParams?.title?.trim() ?? '';
}

/** Sorts by time; a missing or bad date sorts first. */
export function timeValue(value: string | null | undefined): number {
  if (!value) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

export function isStepRunning(step: PipelineStep): boolean {
  return step.running === true || /^running$/i.test(step.status?.trim() ?? '');
}

export function poisonedSteps(pipeline: Pipeline): PipelineStep[] {
  return (pipeline.steps ?? []).filter((step) => step.poisoned === true);
}

export const OUTPUT_FIELDS = [
  { key: 'region', label: 'Region' },
  { key: 'slug', label: 'Slug' },
  { key: 'tenantDomain', label: 'Tenant Domain' },
  { key: 'workspaceName', label: 'Workspace Name' },
] as const;
