// The provisioner list narrowed to the pipelines created on one day (`?created=YYYY-MM-DD`, the
// viewer's calendar day): where a bar of the dashboard's pipelines chart leads (DESIGN
// resolution 27). Shown as a chip that says the day and clears it.
import type { Pipeline } from '@shared/schemas';
import { Button } from '../../components/button';
import { pipelineCreated, timeValue } from '../../entities/pipeline/pipeline-fields';
import { dateOfDay, localDay } from '../../lib/local-day';

export function createdOn(pipelines: readonly Pipeline[], day: string | undefined): Pipeline[] {
  if (!day) return [...pipelines];
  return pipelines.filter((pipeline) => {
    const time = timeValue(pipelineCreated(pipeline));
    return Number.isFinite(time) && localDay(time) === day;
  });
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function CreatedDayFilter({ day, onClear }: { day: string; onClear: () => void }) {
  const label = dayFormat.format(dateOfDay(day));
  return (
    <p className="prov-created">
      <span>
        Created on <strong>{label}</strong>
      </span>
      <Button size="sm" variant="ghost" onClick={onClear} aria-label={`Clear the day ${label}`}>
        Clear day
      </Button>
    </p>
  );
}
