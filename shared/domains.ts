// Domains proven by DNS (DESIGN resolution 24): the states, the TXT challenge's name and value,
// how a check's finding reads, the mail providers' domains no organization may claim, and the
// shape of GET …/domains and POST …/domains/{domain}/verify, for the BFF and the console.
import * as z from './zod';

export const DOMAIN_STATES = ['pending', 'verified', 'failed'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

export const DOMAIN_VERIFY_DAYS_DEFAULT = 30;
export const DOMAIN_CHECK_MS_DEFAULT = 60_000;

export const CHALLENGE_LABEL = '_admin-portal-challenge';
export const CHALLENGE_VALUE_PREFIX = 'admin-portal-verification=';

export type DomainChallenge = {
  name: string;
  value: string;
};

export function challengeFor(domain: string, token: string): DomainChallenge {
  return { name: `${CHALLENGE_LABEL}.${domain}`, value: `${CHALLENGE_VALUE_PREFIX}${token}` };
}

/** What the backend stores for each domain of an organization. */
export interface DomainRecord {
  state: DomainState;
  token: string;
  addedAt: string;
  checkedAt?: string;
  /** The TXT values found at the challenge name by the last check (empty: none). */
  found?: string[];
  verifiedAt?: string;
  failedAt?: string;
  /** Set when the last lookup itself failed (a resolver not answering). */
  error?: string;
}

/** A check's finding in words: "no TXT record" or "found: …, expected …". */
export function findingText(
  found: readonly string[] | undefined,
  expected: string,
  error?: string,
): string {
  if (error) return error;
  if (found === undefined) return 'not checked yet';
  if (found.length === 0) return 'no TXT record';
  return `found: ${found.join(', ')}, expected ${expected}`;
}

/**
 * Mail providers' domains: anyone can have an address there, so one proves nothing about an
 * organization; they are refused as organization domains.
 */
export const MAIL_PROVIDER_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  '126.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'tuta.io',
] as const;

const MAIL_PROVIDERS = new Set<string>(MAIL_PROVIDER_DOMAINS);

export function isMailProviderDomain(domain: string): boolean {
  return MAIL_PROVIDERS.has(domain.trim().toLowerCase().replace(/\.$/, ''));
}

export const mailProviderRefusal = (domain: string) =>
  `${domain} is a mail provider's domain: anyone can have an address there, so it cannot be an organization's domain`;

export const verifiedElsewhereRefusal = (domain: string, organizationName: string) =>
  `Domain ${domain} is verified by ${organizationName}`;

/** The domain part of an email address, lower case; undefined when there is none. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const domain =
    at >= 0
      ? email
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return domain || undefined;
}

// ---- answers ----

const challengeSchema = z.looseObject({ name: z.string(), value: z.string() });

export const domainItemSchema = z.looseObject({
  domain: z.string(),
  state: z.enum(DOMAIN_STATES),
  challenge: challengeSchema,
  found: z.array(z.string()).optional(),
  checkedAt: z.string().optional(),
  verifiedAt: z.string().optional(),
  error: z.string().optional(),
  /** When a pending domain fails if it is still not proven. */
  expiresAt: z.string().optional(),
});
export type DomainItem = z.infer<typeof domainItemSchema>;

export const domainListSchema = z.looseObject({ items: z.array(domainItemSchema) });

export const verifyAnswerSchema = z.looseObject({
  state: z.enum(DOMAIN_STATES),
  challenge: challengeSchema,
  found: z.array(z.string()),
  checkedAt: z.string(),
  error: z.string().optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** GET /api/v1/domains/{domain}/owner: who verified a domain (for the invite warning). */
export const domainOwnerSchema = z.looseObject({
  domain: z.string(),
  verifiedBy: z
    .looseObject({ organizationId: z.string(), organizationName: z.string() })
    .nullable(),
});
export type DomainOwner = z.infer<typeof domainOwnerSchema>;
