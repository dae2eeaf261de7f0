// Below a managing organization's settings (DESIGN resolution 23): "Apply {group} to managed
// organizations…" for the open tab's group and, on Security, the floors it sets for them.
import type { SettingsGroup } from '@shared/inheritance';
import { formatQuantity } from '../../lib/format';
import { ApplyToManaged } from './apply-dialog';
import { FloorsPanel } from './floors-panel';
import type { SettingsTabId } from './settings-form';

export function ManagedTools({
  organizationId,
  organizationName,
  managedCount,
  tab,
}: {
  organizationId: string;
  organizationName: string;
  managedCount: number;
  tab: SettingsTabId;
}) {
  return (
    <section className="settings-tree-tools" aria-label="Managed organizations">
      <p className="settings-panel__note">
        {organizationName} manages {formatQuantity(managedCount, 'organization', 'organizations')}:
        they inherit each field it sets until they set it themselves.
      </p>
      {tab === 'general' ? null : (
        <ApplyToManaged
          organizationId={organizationId}
          organizationName={organizationName}
          group={tab as SettingsGroup}
        />
      )}
      {tab === 'security' ? <FloorsPanel organizationId={organizationId} /> : null}
    </section>
  );
}
