// One organization's settings: breadcrumb, title, then the editor once the document (or, on
// a 404, the defaults) has loaded.
import { Link } from '@tanstack/react-router';
import { ErrorBanner } from '../../components/error-banner';
import { HistoryLink } from '../../entities/activity/history-link';
import { Loading } from '../../components/loading';
import { useOrganizationSettings } from './api/get-organization-settings';
import { ManagedTools } from './managed-tools';
import { SettingsEditor } from './settings-editor';
import type { SettingsTabId } from './settings-form';
import { loadSettingsFailure } from './settings-messages';

export interface OrganizationSettingsViewProps {
  organizationId: string;
  tab: SettingsTabId;
  onTabChange: (tab: SettingsTabId) => void;
  readOnly: boolean;
  /** The breadcrumb links back to the global organizations list when the user may open it. */
  canOpenOrganizations: boolean;
  /**
   * The organization selected in the sidebar when this page shows another one (opened by id,
   * from the Organizations list), so the page says so instead of silently disagreeing.
   */
  sidebarSelection?: {
    name: string;
    /** False while the sidebar's list loads: the note holds its place, unseen. */
    settled: boolean;
    canSelect: boolean;
    onSelect: () => void;
  } | null;
  /** Opened by id (from the global list) rather than as the sidebar's selected organization. */
  byId?: boolean;
  /** The name the sidebar shows for this organization, preferred over the document's copy. */
  contextName?: string | undefined;
}

function SettingsBreadcrumb({
  name,
  canOpenOrganizations,
  byId,
}: {
  name: string | undefined;
  canOpenOrganizations: boolean;
  byId: boolean;
}) {
  // The first crumb is where the page was reached from: the sidebar's Organization group
  // (as the header says) or, by id, the global Organizations list.
  return (
    <nav className="settings-breadcrumb" aria-label="Settings breadcrumb">
      <ol>
        <li>
          {byId && canOpenOrganizations ? (
            <Link to="/global/organizations">Organizations</Link>
          ) : (
            <span>Organization</span>
          )}
        </li>
        {name ? (
          <li>
            <span>{name}</span>
          </li>
        ) : null}
        <li>
          <span aria-current="page">Settings</span>
        </li>
      </ol>
    </nav>
  );
}

export function OrganizationSettingsView({
  organizationId,
  tab,
  onTabChange,
  readOnly,
  canOpenOrganizations,
  sidebarSelection = null,
  byId = false,
  contextName,
}: OrganizationSettingsViewProps) {
  const query = useOrganizationSettings(organizationId);
  const document = query.data?.document;
  const name = contextName ?? document?.name;

  return (
    <section className="settings-page">
      <SettingsBreadcrumb name={name} canOpenOrganizations={canOpenOrganizations} byId={byId} />
      <header className="settings-page__header">
        <h1 className="settings-page__title">Organization Settings</h1>
        {/* Its line is held until the name arrives, so what is below does not move down. */}
        <p className="settings-page__subtitle">{name ?? '\u00a0'}</p>
        {sidebarSelection ? (
          <p
            className={
              sidebarSelection.settled
                ? 'settings-page__elsewhere'
                : 'settings-page__elsewhere settings-page__elsewhere--unsettled'
            }
            role="note"
            aria-hidden={sidebarSelection.settled ? undefined : true}
          >
            Not the organization selected in the sidebar ({sidebarSelection.name}).{' '}
            {sidebarSelection.canSelect || !sidebarSelection.settled ? (
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={sidebarSelection.onSelect}
              >
                Select {name ?? 'this organization'} in the sidebar
              </button>
            ) : null}
          </p>
        ) : null}
        <HistoryLink
          targetId={organizationId}
          targetName={document?.name}
          organizationId={organizationId}
          group="settings"
        />
      </header>
      {query.isPending ? (
        <Loading label="Loading organization settings..." />
      ) : query.error ? (
        <ErrorBanner
          message={loadSettingsFailure(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : document ? (
        <SettingsEditor
          key={organizationId}
          loaded={document}
          etag={query.data?.etag ?? null}
          fromDefaults={query.data?.fromDefaults ?? false}
          tree={query.data?.tree ?? null}
          tab={tab}
          onTabChange={onTabChange}
          readOnly={readOnly}
        />
      ) : null}
      {document && !readOnly && (query.data?.tree?.managedCount ?? 0) > 0 ? (
        <ManagedTools
          organizationId={organizationId}
          organizationName={name ?? document.name}
          managedCount={query.data?.tree?.managedCount ?? 0}
          tab={tab}
        />
      ) : null}
    </section>
  );
}
