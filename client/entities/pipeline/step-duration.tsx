// How long a step took, or has been running so far (ticking each second while it runs).
import { useEffect, useState } from 'react';
import type { PipelineStep } from '@shared/schemas';
import { isStepRunning } from './pipeline-fields';

/** "850 ms", "42 s", "3 min 05 s", "1 h 02 min". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  const seconds = Math.floor(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

export function StepDuration({ step }: { step: PipelineStep }) {
  const running = isStepRunning(step);
  const now = useNow(running);
  const started = Date.parse(step.started_at ?? '');
  if (Number.isNaN(started)) return <>—</>;
  const ended = Date.parse(step.completed_at ?? '');
  if (!Number.isNaN(ended)) return <>{formatDuration(ended - started)}</>;
  return running ? <>{formatDuration(now - started)} so far</> : <>—</>;
}
