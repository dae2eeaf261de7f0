// Verified domains help the invite (DESIGN resolution 24): an address at a domain another
// organization has verified gets a warning naming it (not a block); one at this organization's
// own verified domain says so. Asked once the address is complete and typing has paused; a BFF
// without the owner read (or any failure) shows nothing.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { domainOwnerSchema, emailDomain } from '@shared/domains';
import { api } from '../../lib/api-client';

const PAUSE_MS = 400;

function useSettled(value: string | undefined): string | undefined {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function DomainOwnerNote({
  email,
  organizationId,
  organizationName,
}: {
  /** A complete address (undefined while it is not one). */
  email: string | undefined;
  organizationId: string | undefined;
  organizationName: string;
}) {
  const domain = useSettled(email ? emailDomain(email) : undefined);
  const owner = useQuery({
    queryKey: ['domain-owner', domain],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/domains/${encodeURIComponent(domain!)}/owner`, {
        signal,
        schema: domainOwnerSchema.describe('domain owner'),
      }),
    enabled: domain !== undefined && organizationId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  const verifiedBy = owner.data?.domain === domain ? owner.data?.verifiedBy : null;
  if (!verifiedBy || !domain) return null;
  if (verifiedBy.organizationId === organizationId) {
    return (
      <p className="users-form__domain-note" role="status">
        {domain} is a verified domain of {organizationName}.
      </p>
    );
  }
  return (
    <p className="users-form__domain-note users-form__domain-note--warning" role="status">
      {domain} is verified by {verifiedBy.organizationName}: this person may belong to that
      organization. Invite them only if they work for {organizationName} too.
    </p>
  );
}
