// DTO schemas of SPEC §3. Request payloads are strict (the demo backend answers 400 naming
// the field); response shapes are loose objects because a real BFF may add fields.
import * as z from './zod';
import {
  DEFAULT_PRIMARY_COLOR,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_FREQUENCY_DEFAULT,
  ORGANIZATION_STATUSES,
  PASSWORD_POLICIES,
  PASSWORD_POLICY_DEFAULT,
  SESSION_TIMEOUT_DEFAULT,
  SESSION_TIMEOUT_MAX,
  SESSION_TIMEOUT_MIN,
} from './constants';

const nonBlank = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} is required` });

// ---- identity ----
export const userSchema = z.looseObject({
  sub: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  organizationId: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /auth/me (issue #23, profile:edit): the caller's own display name. */
export const updateProfileSchema = z.strictObject({ name: nonBlank('name') });
export type UpdateProfilePayload = z.infer<typeof updateProfileSchema>;

export const rolesResponseSchema = z.looseObject({ roles: z.array(z.string()) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

export const authStateSchema = z.object({
  isAuthenticated: z.boolean(),
  user: userSchema.nullable(),
  roles: z.array(z.string()),
  loading: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

// ---- organizations ----
export const managedOrganizationSchema = z.looseObject({
  name: z.string().optional(),
  organizationId: z.string(),
  managedOrganizationId: z.string(),
  addedDate: z.string().optional(),
  status: z.string().optional(),
});
export type ManagedOrganization = z.infer<typeof managedOrganizationSchema>;

export const organizationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  status: z.string().optional(),
  createdDate: z.string().optional(),
  userCount: z.number().optional(),
  domains: z.array(z.string()).optional(),
  managedOrganizations: z.array(managedOrganizationSchema).optional(),
  description: z.string().optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationStatusSchema = z.enum(ORGANIZATION_STATUSES, {
  error: `status must be one of ${ORGANIZATION_STATUSES.join(', ')}`,
});

const domainsField = z.array(nonBlank('domains[]'), { error: 'domains must be a list of strings' });

export const createOrganizationSchema = z.strictObject({
  name: nonBlank('name'),
  description: z.string({ error: 'description must be a string' }).optional(),
  domains: domainsField.optional(),
});
export type CreateOrganizationPayload = z.infer<typeof createOrganizationSchema>;

export const updateOrganizationSchema = z.strictObject({
  name: nonBlank('name'),
  status: organizationStatusSchema,
  domains: domainsField.optional(),
});
export type UpdateOrganizationPayload = z.infer<typeof updateOrganizationSchema>;

export const domainPayloadSchema = z.strictObject({ domain: nonBlank('domain') });
export type DomainPayload = z.infer<typeof domainPayloadSchema>;

export const addManagedOrganizationSchema = z.strictObject({
  managedOrganizationId: nonBlank('managedOrganizationId'),
});

// ---- agencies ----
export const agencySchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  stateOrProvince: z.string().optional(),
});
export type Agency = z.infer<typeof agencySchema>;

export const agencySearchTypeSchema = z.enum(['any', 'exact', 'partial', 'startsWith'], {
  error: 'searchType must be one of any, exact, partial, startsWith',
});
export const agencyQuerySchema = z.object({
  name: nonBlank('name'),
  searchType: agencySearchTypeSchema.optional(),
  stateOrProvince: z.string().optional(),
});
export type AgencyQuery = z.infer<typeof agencyQuerySchema>;

/** POST /api/v1/agencies (issue #23): extra fields are key/value text (shared/agency-rules.ts). */
export const createAgencySchema = z.strictObject({
  name: nonBlank('name'),
  stateOrProvince: nonBlank('stateOrProvince'),
  fields: z.record(z.string(), z.string({ error: 'fields values must be strings' })).optional(),
});
export type CreateAgencyPayload = z.infer<typeof createAgencySchema>;

/** PATCH /api/v1/agencies/{id}: what is given changes; a field set to null is removed. */
export const updateAgencySchema = z.strictObject({
  name: nonBlank('name').optional(),
  stateOrProvince: nonBlank('stateOrProvince').optional(),
  fields: z
    .record(z.string(), z.string({ error: 'fields values must be strings or null' }).nullable())
    .optional(),
});
export type UpdateAgencyPayload = z.infer<typeof updateAgencySchema>;

// ---- onboardings ----
export const onboardingStepSchema = z.looseObject({
  id: z.string().optional(),
  order: z.number().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  assignedTo: z.string().optional(),
  completedDate: z.string().nullable().optional(),
  status: z.string().optional(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const onboardingSchema = z.looseObject({
  id: z.string(),
  organizationName: z.string().optional(),
  status: z.string().optional(),
  customerSlug: z.string().optional(),
  pipelineId: z.string().nullable().optional(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
  completedDate: z.string().nullable().optional(),
  notes: z.string().optional(),
  steps: z.array(onboardingStepSchema).optional(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

// ---- provisioner ----
export const pipelineStepOutputSchema = z.looseObject({
  region: z.string().optional(),
  slug: z.string().optional(),
  tenantDomain: z.string().optional(),
  workspaceName: z.string().optional(),
  deploymentUrl: z.string().optional(),
});

export const pipelineStepSchema = z.looseObject({
  step_name: z.string(),
  status: z.string().optional(),
  running: z.boolean().optional(),
  retry_attempt: z.number().optional(),
  next_retry_at: z.string().nullable().optional(),
  last_error: z.string().nullable().optional(),
  output: pipelineStepOutputSchema.nullable().optional(),
  started_at: z.string().nullable().optional(),
  completed_at: z.string().nullable().optional(),
  poisoned: z.boolean().optional(),
});
export type PipelineStep = z.infer<typeof pipelineStepSchema>;

export const pipelineSchema = z.looseObject({
  pipelineId: z.string(),
  pipelineUrl: z.string().optional(),
  type: z.string().optional(),
  status: z.string().optional(),
  inputParams: z
    .looseObject({
      title: z.string().optional(),
      slug: z.string().optional(),
      region: z.string().optional(),
    })
    .optional(),
  createdAt: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  steps: z.array(pipelineStepSchema).optional(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

export const pipelineListSchema = z.looseObject({ pipelines: z.array(pipelineSchema) });

// ---- organization users ----
export const organizationUserSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  status: z.string().optional(),
  inviteStatus: z.string().optional(),
  roles: z.array(z.string()).optional(),
  lastActivity: z.string().nullable().optional(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;

const roleListField = z.array(nonBlank('roles[]'), { error: 'roles must be a list of strings' });

export const inviteUserSchema = z.strictObject({
  email: z.email({ error: 'email must be a valid email address' }),
  name: z.string({ error: 'name must be a string' }).trim().min(1).optional(),
  roles: roleListField.min(1, { error: 'roles must not be empty' }).optional(),
});
export type InviteUserPayload = z.infer<typeof inviteUserSchema>;

export const updateUserRolesSchema = z.strictObject({ roles: roleListField });
export type UpdateUserRolesPayload = z.infer<typeof updateUserRolesSchema>;

export const usersPageSchema = z.looseObject({
  items: z.array(organizationUserSchema),
  skipToken: z.string().nullable().optional(),
  hasMore: z.boolean().optional(),
  /** How many users match the search (DESIGN resolution 17); absent from BFFs that do not search. */
  total: z.number().optional(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

// ---- organization settings ----
export const notificationSettingsSchema = z.strictObject({
  emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
  slackNotifications: z.boolean({ error: 'slackNotifications must be true or false' }),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES, {
    error: `notificationFrequency must be one of ${NOTIFICATION_FREQUENCIES.join(', ')}`,
  }),
});

const passwordPolicyValues = PASSWORD_POLICIES.map((p) => p.value) as [string, ...string[]];

export const securitySettingsSchema = z.strictObject({
  requireMfa: z.boolean({ error: 'requireMfa must be true or false' }),
  passwordPolicy: z.enum(passwordPolicyValues, {
    error: `passwordPolicy must be one of ${passwordPolicyValues.join(', ')}`,
  }),
  sessionTimeout: z
    .number({ error: 'sessionTimeout must be a number' })
    .int({ error: 'sessionTimeout must be a whole number of minutes' })
    .min(SESSION_TIMEOUT_MIN, {
      error: `sessionTimeout must be between ${SESSION_TIMEOUT_MIN} and ${SESSION_TIMEOUT_MAX} minutes`,
    })
    .max(SESSION_TIMEOUT_MAX, {
      error: `sessionTimeout must be between ${SESSION_TIMEOUT_MIN} and ${SESSION_TIMEOUT_MAX} minutes`,
    }),
});

export const integrationSettingsSchema = z.strictObject({
  enableApiAccess: z.boolean({ error: 'enableApiAccess must be true or false' }),
  webhookUrl: z.string({ error: 'webhookUrl must be a string' }).optional(),
  allowedIpRanges: z.array(z.string(), { error: 'allowedIpRanges must be a list of strings' }),
});

export const brandingSettingsSchema = z.strictObject({
  logoUrl: z.string({ error: 'logoUrl must be a string' }).optional(),
  primaryColor: z.string({ error: 'primaryColor must be a string' }).optional(),
  customDomain: z.string({ error: 'customDomain must be a string' }).optional(),
});

export const settingsGroupsSchema = z.strictObject({
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  integrations: integrationSettingsSchema,
  branding: brandingSettingsSchema,
});
export type SettingsGroups = z.infer<typeof settingsGroupsSchema>;

export const organizationSettingsSchema = z.strictObject({
  id: z.string({ error: 'id must be a string' }),
  name: z.string({ error: 'name must be a string' }),
  slug: z.string({ error: 'slug must be a string' }).optional(),
  domains: z.array(z.string(), { error: 'domains must be a list of strings' }).optional(),
  settings: settingsGroupsSchema,
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** SPEC §9: the document used when the backend has none (a 404 on load). */
export function defaultOrganizationSettings(
  organization: Pick<Organization, 'id' | 'name' | 'slug' | 'domains'>,
): OrganizationSettings {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug ?? '',
    domains: organization.domains ?? [],
    settings: {
      notifications: {
        emailNotifications: true,
        slackNotifications: false,
        notificationFrequency: NOTIFICATION_FREQUENCY_DEFAULT,
      },
      security: {
        requireMfa: false,
        passwordPolicy: PASSWORD_POLICY_DEFAULT,
        sessionTimeout: SESSION_TIMEOUT_DEFAULT,
      },
      integrations: { enableApiAccess: false, webhookUrl: '', allowedIpRanges: [] },
      branding: { logoUrl: '', primaryColor: DEFAULT_PRIMARY_COLOR, customDomain: '' },
    },
  };
}

/** The first issue of a failed parse as one readable line naming the field. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return issue.message.includes(path.split('.').pop() ?? '\u0000') || !path
    ? issue.message
    : `${path}: ${issue.message}`;
}
