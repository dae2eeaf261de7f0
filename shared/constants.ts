// Business constants and limits of SPEC §9, one place for client and server.

export const ORGANIZATION_LOAD_DELAY_MS = 100;
export const USERS_PAGE_SIZE = 20;
export const USERS_MIN_OFFSET = 20;
export const EXPLORER_HISTORY_LIMIT = 10;
export const EXPLORER_RESPONSE_MAX_HEIGHT_PX = 400;

export const SESSION_TIMEOUT_DEFAULT = 480;
export const SESSION_TIMEOUT_MIN = 30;
export const SESSION_TIMEOUT_MAX = 1440;

export const PASSWORD_POLICIES = [
  { value: 'basic', label: 'Basic (8+ characters)' },
  { value: 'standard', label: 'Standard (8+ characters, mixed case, numbers)' },
  { value: 'strict', label: 'Strict (12+ characters, mixed case, numbers, symbols)' },
] as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number]['value'];
export const PASSWORD_POLICY_DEFAULT: PasswordPolicy = 'standard';

export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const NOTIFICATION_FREQUENCY_DEFAULT: NotificationFrequency = 'daily';

export const DEFAULT_PRIMARY_COLOR = '#3B82F6';

export const INVITE_ROLE_OPTIONS = ['User', 'Administrator', 'Manager'] as const;
export const INVITE_ROLE_DEFAULT = 'User';
export const HIGHLIGHTED_ROLE = 'Administrator';

export const AGENCY_SEARCH_TYPES = [
  { value: 'any', label: 'Any' },
  { value: 'exact', label: 'Exact Match' },
  { value: 'partial', label: 'Partial Match' },
  { value: 'startsWith', label: 'Starts With' },
] as const;
export type AgencySearchType = (typeof AGENCY_SEARCH_TYPES)[number]['value'];
export const AGENCY_FIELD_TRUNCATE = 50;

export const ID_SHORT_LENGTH = 8;
export const ID_MEDIUM_LENGTH = 12;

export const ORGANIZATION_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
/** Statuses with a colour of their own; any other value is shown neutral. */
export const STATUS_COLOURS = ['active', 'inactive', 'pending', 'suspended'] as const;

export const USER_STATUSES = ['active', 'inactive', 'pending', 'suspended', 'invited'] as const;

export const ONBOARDING_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'failed',
  'cancelled',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const PIPELINE_STATUSES = [
  'pending',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const VERSION_LABEL = 'v1.0';

export const ENDPOINTS = {
  login: '/login',
  logout: '/logout',
  me: '/auth/me',
  roles: '/auth/roles',
  health: '/health',
} as const;

export const STORAGE_KEYS = {
  authState: 'auth-state',
  selectedOrganizationId: 'selected-organization-id',
  /** Prefix: the picker's pins and recents live under `organization-picks:{user sub}`. */
  organizationPicks: 'organization-picks',
} as const;

/** The path prefixes the gateway forwards to the BFF (each as itself or followed by '/'). */
export const PROXIED_PREFIXES = ['/auth', '/login', '/logout', '/health', '/api/v1'] as const;

export const CSRF_HEADER = 'X-CSRF';

/**
 * Why an administrator's own organization cannot be deleted: its members, the caller among
 * them, would lose their roles. The demo backend's 409 and the console's disabled Delete say it.
 */
export const OWN_ORGANIZATION_DELETE_REASON =
  'You cannot delete your own organization; ask another administrator';
