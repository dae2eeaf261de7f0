// Each domain with its proof (DESIGN resolution 24): a state chip; for one not verified yet the
// TXT record to publish (name and value, each with Copy), what the last check found, and
// "Check now". Changes the backend's periodic check makes arrive by polling while any is
// pending. A BFF without the domains read keeps the plain list.
import { useState } from 'react';
import { findingText, type DomainItem } from '@shared/domains';
import { StatusChip } from '../../components/status-chip';
import { useCopyText } from '../../components/use-copy-text';
import { errorText } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useDomainProofs, useVerifyDomain } from './api/domain-proofs';

function Challenge({
  item,
  organizationId,
  readOnly,
}: {
  item: DomainItem;
  organizationId: string;
  readOnly: boolean;
}) {
  const { copy, message } = useCopyText('Copied to the clipboard.');
  const verify = useVerifyDomain(organizationId);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { name, value } = item.challenge;
  const check = () => {
    setOutcome(null);
    verify.mutate(item.domain, {
      onSuccess: (answer) =>
        setOutcome(
          answer.state === 'verified'
            ? `${item.domain} is verified.`
            : `Checked: ${findingText(answer.found, answer.challenge.value, answer.error)}.`,
        ),
      onError: (error) => setOutcome(errorText(error, 'The check failed')),
    });
  };
  return (
    <div className="domain-challenge">
      <p className="domain-challenge__intro">
        To prove the organization holds {item.domain}, publish this TXT record in its DNS:
      </p>
      <dl className="domain-challenge__record">
        <dt>Name</dt>
        <dd>
          <code>{name}</code>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void copy(name)}
          >
            Copy <span className="visually-hidden">record name for {item.domain}</span>
          </button>
        </dd>
        <dt>Value</dt>
        <dd>
          <code>{value}</code>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void copy(value)}
          >
            Copy <span className="visually-hidden">record value for {item.domain}</span>
          </button>
        </dd>
      </dl>
      <p className="domain-challenge__finding">
        Last check: {findingText(item.found, value, item.error)}
        {item.checkedAt ? ` (${formatDate(item.checkedAt)})` : ''}
      </p>
      {readOnly ? null : (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={check}
          disabled={verify.isPending}
        >
          Check now <span className="visually-hidden">for {item.domain}</span>
        </button>
      )}
      <p className="domain-challenge__status" role="status">
        {outcome ?? message}
      </p>
    </div>
  );
}

export function DomainProofs({
  organizationId,
  domains,
  readOnly,
}: {
  organizationId: string;
  domains: readonly string[];
  readOnly: boolean;
}) {
  const proofs = useDomainProofs(organizationId);
  const items = proofs.data;
  if (!items) {
    return (
      <ul className="settings-domains">
        {domains.map((domain) => (
          <li key={domain}>{domain}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="settings-domains settings-domains--proven">
      {items.map((item) => (
        <li key={item.domain} className="settings-domain">
          <span className="settings-domain__name">{item.domain}</span>{' '}
          <StatusChip status={item.state} domain="domain" />
          {item.state === 'verified' ? null : (
            <Challenge item={item} organizationId={organizationId} readOnly={readOnly} />
          )}
        </li>
      ))}
    </ul>
  );
}
