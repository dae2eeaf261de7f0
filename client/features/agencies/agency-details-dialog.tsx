// Agency details (GET /api/v1/agencies/{id}?id=&stateOrProvince=): basic information, then the
// additional fields, object values as JSON text.
import { useId } from 'react';
import { isSafeHttpUrl } from '@shared/safe-url';
import type { Agency } from '@shared/schemas';
import { QueryDialog } from '../../components/query-dialog';
import { SafeLink } from '../../components/safe-link';
import { errorText } from '../../lib/api-client';
import { agencyLocation, fieldText, otherFields } from './agency-fields';
import { DETAILS_FAILED } from './agency-messages';
import { useAgencyDetails } from './api/get-agency';

export interface AgencyDetailsTarget {
  id: string;
  name: string;
  stateOrProvince: string;
}

function AgencyDetailsBody({ agency }: { agency: Agency }) {
  const basicId = useId();
  const moreId = useId();
  const fields = otherFields(agency);
  return (
    <div className="agencies-details">
      <section aria-labelledby={basicId}>
        <h3 id={basicId} className="agencies-details__heading">
          Basic Information
        </h3>
        <dl className="agencies-details__fields">
          <div>
            <dt>Name</dt>
            <dd>{agency.name}</dd>
          </div>
          <div>
            <dt>ID</dt>
            <dd>
              <code className="agencies-id">{agency.id}</code>
            </dd>
          </div>
          <div>
            <dt>State/Province</dt>
            <dd>{agency.stateOrProvince?.trim() || 'N/A'}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{agencyLocation(agency)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={moreId}>
        <h3 id={moreId} className="agencies-details__heading">
          Additional Details
        </h3>
        {fields.length === 0 ? (
          <p className="agencies-muted">No additional details.</p>
        ) : (
          <dl className="agencies-details__fields">
            {fields.map((field) => (
              <div key={field.key}>
                <dt>{field.label}</dt>
                <dd>
                  {typeof field.value === 'object' && field.value !== null ? (
                    <pre className="agencies-json" data-field={field.key}>
                      {fieldText(field.value, true)}
                    </pre>
                  ) : isSafeHttpUrl(field.value) ? (
                    // DESIGN.md resolution 8: only an http(s) address becomes a link.
                    <SafeLink href={field.value} />
                  ) : (
                    fieldText(field.value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}

export function AgencyDetailsDialog({
  target,
  onClose,
}: {
  /** Null keeps the dialog closed. */
  target: AgencyDetailsTarget | null;
  onClose: () => void;
}) {
  const query = useAgencyDetails(
    target ? { id: target.id, stateOrProvince: target.stateOrProvince } : null,
  );
  return (
    <QueryDialog
      open={target !== null}
      onClose={onClose}
      title="Agency Details"
      query={query}
      failureMessage={(error) => errorText(error, DETAILS_FAILED)}
      failureTitle={target ? `${target.name} (${target.stateOrProvince})` : undefined}
      loadingLabel="Loading agency details..."
    >
      {(agency) => <AgencyDetailsBody agency={agency} />}
    </QueryDialog>
  );
}
