// The General tab: the organization's name (saved with the organization update call), its id,
// slug and domains (each with its proof, DESIGN resolution 24, when the BFF offers it).
import type { OrganizationSettings } from '@shared/schemas';
import { TextField } from '../../components/form/text-field';
import { usePolicy } from '../../entities/permission/permissions';
import { DomainProofs } from './domain-proofs';
import { fieldId, SETTINGS_FIELDS } from './settings-form';
import type { PanelProps } from './settings-panels';

/** Where this user changes the domains (issue #23: a Manager cannot open the Organizations
 * screen; they edit their own and managed organizations from Overview and Managed Orgs). */
function useDomainsNote(): string {
  const isAdministrator = usePolicy('canAdministerOrganizations');
  const canEdit = usePolicy('canEditOrganization');
  if (isAdministrator)
    return 'The slug and domains belong to the organization: domains are added and removed from its view on the Organizations screen.';
  if (canEdit)
    return 'The slug and domains belong to the organization: change its domains with Edit Organization on Overview or Managed Orgs.';
  return 'The slug and domains belong to the organization: its Administrators and Managers change its domains.';
}

export function GeneralPanel({
  form,
  errors,
  set,
  touch,
  readOnly,
  loaded,
}: PanelProps & { loaded: OrganizationSettings }) {
  const domains = loaded.domains ?? [];
  const domainsNote = useDomainsNote();
  return (
    <div className="settings-panel">
      <TextField
        id={fieldId('name')}
        label={SETTINGS_FIELDS.name.label}
        value={form.name}
        onValueChange={(value) => set('name', value)}
        onBlur={() => touch('name')}
        error={errors.name}
        description="Saving a new name renames the organization everywhere in the console."
        autoComplete="organization"
        readOnly={readOnly}
      />
      <dl className="settings-facts">
        <div className="settings-facts__item settings-facts__item--id">
          <dt>Organization ID</dt>
          <dd>
            <code>{loaded.id}</code>
          </dd>
        </div>
        <div className="settings-facts__item">
          <dt>Slug</dt>
          <dd>
            {loaded.slug ? (
              <code>{loaded.slug}</code>
            ) : (
              <span className="settings-muted">None</span>
            )}
          </dd>
        </div>
        <div className="settings-facts__item settings-facts__item--wide">
          <dt>Domains</dt>
          <dd>
            {domains.length > 0 ? (
              <DomainProofs organizationId={loaded.id} domains={domains} readOnly={readOnly} />
            ) : (
              <span className="settings-muted">No domains</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="settings-panel__note">{domainsNote}</p>
    </div>
  );
}
