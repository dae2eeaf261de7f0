// One organization's settings: breadcrumb, title, then the editor once the document (or, on
// a 404, the defaults) has loaded.
import { Link } from '@tanstack/react-router';
import { ErrorBanner } from '../../components/error-banner';
import { HistoryLink } from '../../components/history-link';
import { Loading } from '../../components/loading';
import { useOrganizationSettings } from './api/get-organization-settings';
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
}

function SettingsBreadcrumb({
  name,
  canOpenOrganizations,
}: {
  name: string | undefined;
  canOpenOrganizations: boolean;
}) {
  return (
    <nav className="settings-breadcrumb" aria-label="Settings breadcrumb">
      <ol>
        <li>
          {canOpenOrganizations ? (
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
}: OrganizationSettingsViewProps) {
  const query = useOrganizationSettings(organizationId);
  const document = query.data?.document;

  return (
    <section className="settings-page">
      <SettingsBreadcrumb name={document?.name} canOpenOrganizations={canOpenOrganizations} />
      <header className="settings-page__header">
        <h1 className="settings-page__title">Organization Settings</h1>
        {document ? <p className="settings-page__subtitle">{document.name}</p> : null}
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
          tab={tab}
          onTabChange={onTabChange}
          readOnly={readOnly}
        />
      ) : null}
    </section>
  );
}
