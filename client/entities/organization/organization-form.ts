// The add/edit organization forms and the add-domain input of SPEC §3 and §5, as pure
// functions: what the user typed in, the exact JSON the backend gets out.
import type {
  CreateOrganizationPayload,
  DomainPayload,
  UpdateOrganizationPayload,
} from '@shared/schemas';
import type { OrganizationStatus } from '@shared/constants';
import { domainProblem, nameProblem, normalizeName } from '@shared/input-rules';

export const NAME_REQUIRED_MESSAGE = 'Organization name is required';
export const DOMAIN_REQUIRED_MESSAGE = 'Domain name is required';

export interface CreateOrganizationForm {
  name: string;
  description: string;
  domains: string;
}

export interface EditOrganizationForm {
  name: string;
  status: OrganizationStatus;
  domains: string;
}

/** Comma-separated domains: each trimmed, empty entries dropped. */
export function parseDomains(input: string): string[] {
  return input
    .split(',')
    .map((domain) => domain.trim())
    .filter((domain) => domain.length > 0);
}

/** The form's text for a list of domains (the inverse of parseDomains). */
export function formatDomains(domains: readonly string[] | undefined): string {
  return (domains ?? []).join(', ');
}

/** null when the name is usable, else the spec's message or the shared rule's (issue #12). */
export function validateOrganizationName(name: string): string | null {
  return name.trim() ? nameProblem('Organization name', name) : NAME_REQUIRED_MESSAGE;
}

export function validateDomain(domain: string): string | null {
  return domain.trim() ? domainProblem('Domain name', domain) : DOMAIN_REQUIRED_MESSAGE;
}

export function buildCreateOrganizationPayload(
  form: CreateOrganizationForm,
): CreateOrganizationPayload {
  // The stored form (NFC, one space between words), so what is sent is what the list shows.
  const payload: CreateOrganizationPayload = { name: normalizeName(form.name) };
  const description = form.description.trim();
  if (description) payload.description = description;
  const domains = parseDomains(form.domains);
  // SPEC §5: an empty domain list is omitted from the payload, not sent as [].
  if (domains.length > 0) payload.domains = domains;
  return payload;
}

export function buildUpdateOrganizationPayload(
  form: EditOrganizationForm,
): UpdateOrganizationPayload {
  const payload: UpdateOrganizationPayload = {
    name: normalizeName(form.name),
    status: form.status,
  };
  const domains = parseDomains(form.domains);
  // Same rule as create (SPEC §5); an emptied field therefore leaves the domains unchanged,
  // and single domains are removed from the view dialog instead.
  if (domains.length > 0) payload.domains = domains;
  return payload;
}

export function buildDomainPayload(domain: string): DomainPayload {
  return { domain: domain.trim() };
}

/** The status offered on edit for a stored value; missing or unknown values read as active. */
export function editableStatus(status: string | undefined): OrganizationStatus {
  return status === 'inactive' || status === 'suspended' ? status : 'active';
}
