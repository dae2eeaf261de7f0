// The Cards view of one agency: the same facts as a table row, other fields in full.
import type { Agency } from '@shared/schemas';
import { agencyLocation, fieldSummary, otherFields } from './agency-fields';

export function AgencyCard({ agency }: { agency: Agency }) {
  const fields = otherFields(agency);
  return (
    <article className="agencies-card" aria-label={agency.name}>
      <h3 className="agencies-card__title">{agency.name}</h3>
      <dl className="agencies-card__fields">
        <div>
          <dt>ID</dt>
          <dd>
            <code className="agencies-id">{agency.id}</code>
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{agencyLocation(agency)}</dd>
        </div>
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{fieldSummary(field.value, field.key)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
