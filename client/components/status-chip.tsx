// Status colours of SPEC §4/§9 in one place; anything unknown is neutral.

export type StatusDomain = 'organization' | 'user' | 'onboarding' | 'pipeline' | 'step' | 'domain';
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'muted';

const ORGANIZATION: Record<string, StatusTone> = {
  active: 'success',
  inactive: 'muted',
  pending: 'warning',
  suspended: 'danger',
};
const USER: Record<string, StatusTone> = { ...ORGANIZATION, invited: 'info' };
const ONBOARDING: Record<string, StatusTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  failed: 'danger',
  error: 'danger',
  cancelled: 'neutral',
};
const PIPELINE: Record<string, StatusTone> = {
  pending: 'warning',
  running: 'info',
  in_progress: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};
const STEP: Record<string, StatusTone> = { ...PIPELINE, retrying: 'warning' };
// DESIGN resolution 24: a domain's proof.
const DOMAIN: Record<string, StatusTone> = {
  pending: 'warning',
  verified: 'success',
  failed: 'danger',
};

const TONES: Record<StatusDomain, Record<string, StatusTone>> = {
  organization: ORGANIZATION,
  user: USER,
  onboarding: ONBOARDING,
  pipeline: PIPELINE,
  step: STEP,
  domain: DOMAIN,
};
// Without a domain every known value keeps its usual colour.
const ANY: Record<string, StatusTone> = { ...STEP, ...ONBOARDING, ...USER };

/** 'In-Progress ' → 'in_progress': the key the colour maps use. */
export function normalizeStatus(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function statusTone(status: string | null | undefined, domain?: StatusDomain): StatusTone {
  if (!status) return 'neutral';
  return (domain ? TONES[domain] : ANY)[normalizeStatus(status)] ?? 'neutral';
}

/** 'in_progress' → 'In Progress'. */
export function statusLabel(status: string): string {
  return status
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export interface StatusChipProps {
  status: string | null | undefined;
  domain?: StatusDomain;
  /** Used when status is missing or blank (organizations pass 'active', SPEC §4). */
  fallback?: string;
  className?: string;
}

export function StatusChip({ status, domain, fallback, className }: StatusChipProps) {
  const value = typeof status === 'string' && status.trim() ? status : fallback;
  const tone = statusTone(value, domain);
  const label = value ? statusLabel(value) : 'Unknown';
  return (
    <span
      className={`chip chip--${tone}${className ? ` ${className}` : ''}`}
      data-status={value ? normalizeStatus(value) : undefined}
    >
      {label}
    </span>
  );
}
