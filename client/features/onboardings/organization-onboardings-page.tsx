// /organization/onboardings (SPEC §2): the onboardings of the organization selected in the
// sidebar, titled '{organization} Onboardings'.
import { NoOrganizationSelected } from '../../entities/organization/no-organization-selected';
import { ErrorBanner } from '../../components/error-banner';
import { Loading } from '../../components/loading';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { OnboardingsView } from './onboardings-view';

export function OrganizationOnboardingsPage() {
  const context = useOrganizationContext();
  const organization = context.selectedOrganization;
  if (context.loading && !organization) return <Loading label="Loading organizations..." />;
  if (!organization) {
    return (
      <div className="onb-page">
        {context.error ? <ErrorBanner message={context.error} onRetry={context.reload} /> : null}
        <section className="onb-page__none">
          <NoOrganizationSelected
            heading={{
              className: 'onb-page__title',
              title: 'There is no organization to show onboardings for.',
            }}
            message="Select an organization in the sidebar to see its onboardings."
          />
        </section>
      </div>
    );
  }
  return (
    <div className="onb-page">
      <OnboardingsView
        key={organization.id}
        organization={{ id: organization.id, name: organization.name }}
        title={`${organization.name} Onboardings`}
      />
    </div>
  );
}
