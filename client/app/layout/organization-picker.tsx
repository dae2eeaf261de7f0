// The sidebar's organization picker with the SPEC §2 texts for loading, error and empty; with
// organizations to choose from, a searchable combobox (organization-picker-combobox.tsx).
import type { OrganizationContextValue } from '../../entities/organization/use-organization-context';
import { OrganizationCombobox } from './organization-picker-combobox';

export type OrganizationPickerProps = Pick<
  OrganizationContextValue,
  'organizations' | 'selectedOrganizationId' | 'select' | 'loading' | 'error' | 'reload'
>;

export function OrganizationPicker({
  organizations,
  selectedOrganizationId,
  select,
  loading,
  error,
  reload,
}: OrganizationPickerProps) {
  if (loading) {
    return (
      <p className="org-picker__status" role="status">
        Loading organizations...
      </p>
    );
  }
  if (error) {
    return (
      <div className="org-picker__error" role="alert">
        <p className="org-picker__error-title">Error loading organizations</p>
        <p className="org-picker__error-detail">{error}</p>
        <button type="button" className="button button--secondary button--sm" onClick={reload}>
          Retry
        </button>
      </div>
    );
  }
  if (organizations.length === 0)
    return <p className="org-picker__status">No organizations to manage</p>;
  return (
    <OrganizationCombobox
      organizations={organizations}
      selectedOrganizationId={selectedOrganizationId}
      select={select}
    />
  );
}
