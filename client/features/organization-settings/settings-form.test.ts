import { describe, expect, it } from 'vitest';
import {
  defaultOrganizationSettings,
  organizationSettingsSchema,
  type OrganizationSettings,
} from '@shared/schemas';
import {
  SETTINGS_FIELDS,
  isSameForm,
  toSettingsDocument,
  toSettingsForm,
  validateSettingsForm,
  type SettingsForm,
} from './settings-form';

const acme: OrganizationSettings = {
  id: 'org-acme',
  name: 'Acme Corporation',
  slug: 'acme',
  domains: ['acme.example'],
  settings: {
    notifications: {
      emailNotifications: true,
      slackNotifications: true,
      notificationFrequency: 'immediate',
    },
    security: { requireMfa: true, passwordPolicy: 'strict', sessionTimeout: 240 },
    integrations: {
      enableApiAccess: true,
      webhookUrl: 'https://hooks.acme.example/identity-events',
      allowedIpRanges: ['10.0.0.0/8', '2001:db8::/32'],
    },
    branding: {
      logoUrl: 'https://cdn.acme.example/logo.svg',
      primaryColor: '#D9480F',
      customDomain: 'login.acme.example',
    },
  },
};

describe('toSettingsForm', () => {
  it('puts every field of the document into the form, numbers and lists as text', () => {
    expect(toSettingsForm(acme)).toEqual<SettingsForm>({
      name: 'Acme Corporation',
      emailNotifications: true,
      slackNotifications: true,
      notificationFrequency: 'immediate',
      requireMfa: true,
      passwordPolicy: 'strict',
      sessionTimeout: '240',
      enableApiAccess: true,
      webhookUrl: 'https://hooks.acme.example/identity-events',
      allowedIpRanges: '10.0.0.0/8\n2001:db8::/32',
      logoUrl: 'https://cdn.acme.example/logo.svg',
      primaryColor: '#D9480F',
      customDomain: 'login.acme.example',
    });
  });

  it('gives the SPEC §9 defaults for a document built from the defaults', () => {
    const form = toSettingsForm(defaultOrganizationSettings({ id: 'o1', name: 'Monsters Inc' }));
    expect(form).toEqual<SettingsForm>({
      name: 'Monsters Inc',
      emailNotifications: true,
      slackNotifications: false,
      notificationFrequency: 'daily',
      requireMfa: false,
      passwordPolicy: 'standard',
      sessionTimeout: '480',
      enableApiAccess: false,
      webhookUrl: '',
      allowedIpRanges: '',
      logoUrl: '',
      primaryColor: '#3B82F6',
      customDomain: '',
    });
  });

  it('shows the default primary color when the document has none', () => {
    const document = structuredClone(acme);
    document.settings.branding = {};
    expect(toSettingsForm(document).primaryColor).toBe('#3B82F6');
    expect(toSettingsForm(document).logoUrl).toBe('');
  });
});

describe('validateSettingsForm', () => {
  const valid = toSettingsForm(acme);

  it('finds nothing wrong with a good form', () => {
    expect(validateSettingsForm(valid)).toEqual({});
  });

  it('reports every bad field at once, each under its own field', () => {
    const errors = validateSettingsForm({
      ...valid,
      name: ' ',
      sessionTimeout: '20',
      webhookUrl: 'javascript:alert(1)',
      allowedIpRanges: '10.0.0.0/8\n10.0.0.0/33',
      logoUrl: 'javascript:alert(1)',
      primaryColor: 'blue',
      customDomain: 'https://login.acme.example',
    });
    expect(errors).toEqual({
      name: 'Organization name is required',
      sessionTimeout: 'Session timeout must be between 30 and 1440 minutes (you entered 20).',
      webhookUrl: 'Webhook URL must be a web address starting with http:// or https://.',
      allowedIpRanges: 'Line 2: "10.0.0.0/33" is not a valid IPv4 or IPv6 CIDR range',
      logoUrl: 'Logo URL must be a web address starting with http:// or https://.',
      primaryColor: 'Primary color must be a hex color such as #3B82F6.',
      customDomain: 'Custom domain must be a domain name such as login.example.com.',
    });
  });

  it('lists each bad IP line on its own line', () => {
    expect(
      validateSettingsForm({ ...valid, allowedIpRanges: 'x\n\n10.0.0.0/8\ny' }).allowedIpRanges,
    ).toBe(
      'Line 1: "x" is not a valid IPv4 or IPv6 CIDR range\nLine 4: "y" is not a valid IPv4 or IPv6 CIDR range',
    );
  });

  it('knows the tab of every field it can report', () => {
    const errors = validateSettingsForm({
      ...valid,
      name: '',
      sessionTimeout: 'x',
      primaryColor: '',
    });
    expect(
      Object.keys(errors).map((field) => SETTINGS_FIELDS[field as keyof SettingsForm].tab),
    ).toEqual(['general', 'security', 'branding']);
  });
});

describe('toSettingsDocument (the exact PATCH body)', () => {
  it('sends back what was loaded when nothing changed', () => {
    expect(JSON.stringify(toSettingsDocument(toSettingsForm(acme), acme))).toBe(
      JSON.stringify(acme),
    );
  });

  it('sends the edits of every tab: trimmed text, whole minutes, non-blank IP lines', () => {
    const form: SettingsForm = {
      ...toSettingsForm(acme),
      name: '  Acme Corp  ',
      slackNotifications: false,
      notificationFrequency: 'weekly',
      passwordPolicy: 'basic',
      sessionTimeout: ' 90 ',
      enableApiAccess: false,
      webhookUrl: ' https://hooks.example.com/x ',
      allowedIpRanges: '\n 192.168.0.0/16 \n\n2001:db8::/48\n',
      logoUrl: '',
      primaryColor: ' #123abc ',
      customDomain: ' sso.acme.example ',
    };
    const sent = toSettingsDocument(form, acme);
    expect(JSON.parse(JSON.stringify(sent))).toEqual({
      id: 'org-acme',
      name: 'Acme Corp',
      slug: 'acme',
      domains: ['acme.example'],
      settings: {
        notifications: {
          emailNotifications: true,
          slackNotifications: false,
          notificationFrequency: 'weekly',
        },
        security: { requireMfa: true, passwordPolicy: 'basic', sessionTimeout: 90 },
        integrations: {
          enableApiAccess: false,
          webhookUrl: 'https://hooks.example.com/x',
          allowedIpRanges: ['192.168.0.0/16', '2001:db8::/48'],
        },
        branding: { logoUrl: '', primaryColor: '#123abc', customDomain: 'sso.acme.example' },
      },
    });
    // The shared strict schema the backend validates with accepts it as is.
    expect(organizationSettingsSchema.safeParse(sent).success).toBe(true);
  });

  it('sends the defaults document for an organization without settings', () => {
    const defaults = defaultOrganizationSettings({
      id: 'o1',
      name: 'Monsters Inc',
      slug: 'monsters',
      domains: ['monsters.example'],
    });
    expect(toSettingsDocument(toSettingsForm(defaults), defaults)).toEqual({
      id: 'o1',
      name: 'Monsters Inc',
      slug: 'monsters',
      domains: ['monsters.example'],
      settings: {
        notifications: {
          emailNotifications: true,
          slackNotifications: false,
          notificationFrequency: 'daily',
        },
        security: { requireMfa: false, passwordPolicy: 'standard', sessionTimeout: 480 },
        integrations: { enableApiAccess: false, webhookUrl: '', allowedIpRanges: [] },
        branding: { logoUrl: '', primaryColor: '#3B82F6', customDomain: '' },
      },
    });
  });

  it('leaves slug and domains out when the loaded document had none', () => {
    const bare: OrganizationSettings = { ...acme };
    delete bare.slug;
    delete bare.domains;
    const sent = toSettingsDocument(toSettingsForm(bare), bare);
    expect(Object.keys(sent)).toEqual(['id', 'name', 'settings']);
  });

  it('refuses a form that was not validated', () => {
    expect(() =>
      toSettingsDocument({ ...toSettingsForm(acme), sessionTimeout: 'abc' }, acme),
    ).toThrow();
  });
});

describe('isSameForm', () => {
  it('tells an edited form from the loaded one', () => {
    const form = toSettingsForm(acme);
    expect(isSameForm(form, { ...form })).toBe(true);
    expect(isSameForm(form, { ...form, requireMfa: false })).toBe(false);
    expect(isSameForm(form, { ...form, allowedIpRanges: `${form.allowedIpRanges}\n` })).toBe(false);
  });
});
