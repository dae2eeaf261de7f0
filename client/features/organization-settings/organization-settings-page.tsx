// /organization/settings and /organization/$orgId/settings (SPEC §2): the orgId in the path
// overrides the organization selected in the sidebar; the open tab lives in the URL (?tab=).
import { getRouteApi } from '@tanstack/react-router';
import { NoOrganizationSelected } from '../../entities/organization/no-organization-selected';
import { Loading } from '../../components/loading';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { useCanAccess, usePermission } from '../../entities/permission/permissions';
import { useUpdateSearch } from '../../lib/use-update-search';
import { OrganizationSettingsView } from './organization-settings-view';
import { SETTINGS_TABS, type SettingsTabId } from './settings-form';

const isTab = (value: unknown): value is SettingsTabId =>
  SETTINGS_TABS.some((tab) => tab.id === value);

const selectedRoute = getRouteApi('/organization/settings');
const byIdRoute = getRouteApi('/organization/$orgId/settings');

/** /organization/settings: the organization selected in the sidebar. */
export function OrganizationSettingsPage() {
  const search = selectedRoute.useSearch();
  return <SettingsScreen tabParam={search.tab} />;
}

/** /organization/$orgId/settings: the organization in the path. */
export function OrganizationIdSettingsPage() {
  const { orgId } = byIdRoute.useParams();
  const search = byIdRoute.useSearch();
  return <SettingsScreen orgId={orgId} tabParam={search.tab} />;
}

function SettingsScreen({ orgId, tabParam }: { orgId?: string; tabParam: string | undefined }) {
  const updateSearch = useUpdateSearch();
  const context = useOrganizationContext();
  const canEdit = usePermission('organizations:write');
  const canOpenOrganizations = useCanAccess('/global/organizations');

  const tab: SettingsTabId = isTab(tabParam) ? tabParam : 'general';
  const onTabChange = (next: SettingsTabId) =>
    updateSearch((previous) => ({ ...previous, tab: next === 'general' ? undefined : next }));

  const organizationId = orgId ?? context.selectedOrganizationId;
  if (!organizationId) {
    if (context.loading) return <Loading label="Loading organizations..." />;
    return (
      <section className="settings-page">
        <h1 className="settings-page__title">Organization Settings</h1>
        <NoOrganizationSelected
          message={context.error ?? 'Choose an organization in the sidebar to see its settings.'}
        />
      </section>
    );
  }
  const inContext = context.organizations.find(
    (organization) => organization.id === organizationId,
  );
  const selectedId = context.expectedSelectionId;
  // Decided from the stored choice before the sidebar's list answers, so the note holds its
  // place (unseen until then) instead of pushing the form down under the user's pointer.
  const elsewhere =
    orgId !== undefined && selectedId !== null && selectedId !== organizationId
      ? {
          name: context.selectedOrganization?.name ?? '',
          settled: !context.loading,
          canSelect: inContext !== undefined,
          onSelect: () => context.select(organizationId),
        }
      : null;
  return (
    <OrganizationSettingsView
      key={organizationId}
      organizationId={organizationId}
      tab={tab}
      onTabChange={onTabChange}
      readOnly={!canEdit}
      canOpenOrganizations={canOpenOrganizations}
      byId={orgId !== undefined}
      sidebarSelection={elsewhere}
      contextName={inContext?.name}
    />
  );
}
