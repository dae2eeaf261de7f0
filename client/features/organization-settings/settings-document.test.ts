import { describe, expect, it } from 'vitest';
import { defaultOrganizationSettings } from '@shared/schemas';
import { fallbackSettings, normalizeSettingsDocument } from './settings-document';

describe('fallbackSettings (SPEC §9, a 404 on load)', () => {
  it('is the defaults with name, slug and domains of the organization', () => {
    const document = fallbackSettings({
      id: 'o1',
      name: 'Monsters Inc',
      slug: 'monsters',
      domains: ['monsters.example'],
    });
    expect(document).toEqual({
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
});

describe('normalizeSettingsDocument', () => {
  it('keeps a complete document as it is', () => {
    const document = defaultOrganizationSettings({
      id: 'o1',
      name: 'Acme',
      slug: 'acme',
      domains: ['acme.example'],
    });
    document.settings.security.sessionTimeout = 60;
    document.settings.integrations.allowedIpRanges = ['10.0.0.0/8'];
    expect(normalizeSettingsDocument(document, 'o1')).toEqual({
      ...document,
      settings: { ...document.settings, branding: { ...document.settings.branding } },
    });
  });

  it('fills missing or unusable fields with the defaults and drops unknown ones', () => {
    const document = normalizeSettingsDocument(
      {
        name: 'Acme',
        extra: true,
        settings: {
          notifications: { emailNotifications: 'yes', notificationFrequency: 'hourly' },
          security: { passwordPolicy: 'strict', sessionTimeout: '60' },
          integrations: { webhookUrl: 'javascript:alert(1)', allowedIpRanges: 'x' },
        },
      },
      'o1',
    );
    expect(document).toEqual({
      id: 'o1',
      name: 'Acme',
      settings: {
        notifications: {
          emailNotifications: true,
          slackNotifications: false,
          notificationFrequency: 'daily',
        },
        security: { requireMfa: false, passwordPolicy: 'strict', sessionTimeout: 480 },
        // Unsafe text is kept: the form shows it as text and asks to fix it before saving.
        integrations: {
          enableApiAccess: false,
          webhookUrl: 'javascript:alert(1)',
          allowedIpRanges: [],
        },
        branding: { logoUrl: '', primaryColor: '', customDomain: '' },
      },
    });
  });

  it('refuses an answer that is not an object', () => {
    expect(() => normalizeSettingsDocument('nope', 'o1')).toThrow(
      'Unexpected organization settings response',
    );
    expect(() => normalizeSettingsDocument([], 'o1')).toThrow();
  });
});
