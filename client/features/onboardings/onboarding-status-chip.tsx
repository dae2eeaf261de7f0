// The status chip as the filters see it: aliases shown as their status ('error' → Failed).
import { StatusChip } from '../../components/status-chip';
import { normaliseOnboardingStatus } from './onboarding-status';

export function OnboardingStatusChip({
  status,
  showRaw = false,
}: {
  status: string | null | undefined;
  /** Also show the backend's own spelling when it differs (details dialog). */
  showRaw?: boolean;
}) {
  const known = normaliseOnboardingStatus(status);
  const raw = typeof status === 'string' ? status.trim() : '';
  return (
    <span className="onb-status">
      <StatusChip status={known ?? status} domain="onboarding" />
      {showRaw && known && raw && raw !== known ? (
        <span className="onb-muted"> (backend value: {raw})</span>
      ) : null}
    </span>
  );
}
