// Overview's "Settings" fact for a managed organization (DESIGN resolution 23): how many of its
// settings fields it sets itself instead of inheriting them. Nothing for an organization nobody
// manages, or from a BFF whose settings answer does not say where fields come from.
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_FIELDS } from '@shared/inheritance';
import { api } from '../../lib/api-client';
import { formatQuantity } from '../../lib/format';

interface Overrides {
  own: number;
  from: string;
}

async function getOverrides(
  organizationId: string,
  signal: AbortSignal,
): Promise<Overrides | null> {
  const raw = (await api
    .get(`/api/v1/organizations/${encodeURIComponent(organizationId)}/settings`, { signal })
    .catch(() => null)) as {
    sources?: Record<string, { from?: string }>;
    inheritsFrom?: { organizationName?: string } | null;
  } | null;
  const from = raw?.inheritsFrom?.organizationName;
  if (!raw?.sources || !from) return null;
  const own = Object.values(raw.sources).filter((source) => source.from === 'own').length;
  return { own, from };
}

export function SettingsOverridesFact({ organizationId }: { organizationId: string }) {
  const query = useQuery({
    queryKey: ['settings-overrides', organizationId],
    queryFn: ({ signal }) => getOverrides(organizationId, signal),
  });
  if (!query.data) return null;
  const { own, from } = query.data;
  return (
    <div>
      <dt>Settings</dt>
      <dd>
        {own === 0
          ? `Every field inherited from ${from}`
          : `Overrides ${formatQuantity(own, 'field', 'fields')} of ${SETTINGS_FIELDS.length} inherited from ${from}`}
      </dd>
    </div>
  );
}
