import { describe, expect, it } from 'vitest';
import { isHexColor } from '@shared/input-rules';
import {
  customDomainError,
  hexColorError,
  httpUrlError,
  organizationNameError,
  parseSessionTimeout,
  sessionTimeoutError,
  toPickerColor,
} from './settings-rules';

describe('organization name', () => {
  it('is required after trimming', () => {
    expect(organizationNameError('  ')).toBe('Organization name is required');
    expect(organizationNameError(' Acme ')).toBeNull();
  });
});

describe('session timeout (SPEC §5: 30 to 1440 minutes)', () => {
  it.each(['30', '480', '1440', ' 60 '])('accepts %j', (text) => {
    expect(sessionTimeoutError(text)).toBeNull();
  });

  it('refuses values outside the range with a message naming the range and the value', () => {
    expect(sessionTimeoutError('20')).toBe(
      'Session timeout must be between 30 and 1440 minutes (you entered 20).',
    );
    expect(sessionTimeoutError('29')).toMatch(/between 30 and 1440 minutes/);
    expect(sessionTimeoutError('1441')).toMatch(/between 30 and 1440 minutes \(you entered 1441\)/);
    expect(sessionTimeoutError('-5')).toMatch(/you entered -5/);
  });

  it('refuses blanks and non-whole numbers', () => {
    expect(sessionTimeoutError('')).toBe(
      'Session timeout is required: enter a value between 30 and 1440 minutes.',
    );
    for (const text of ['45.5', '1e3', 'abc', '4 5']) {
      expect(sessionTimeoutError(text)).toBe(
        'Session timeout must be a whole number between 30 and 1440 minutes.',
      );
    }
  });

  it('parses whole minutes only', () => {
    expect(parseSessionTimeout(' 240 ')).toBe(240);
    expect(parseSessionTimeout('2.5')).toBeNull();
    expect(parseSessionTimeout('')).toBeNull();
  });
});

describe('primary color', () => {
  it.each(['#3B82F6', '#3b82f6', '#abc', ' #D9480F '])('accepts %j', (text) => {
    expect(isHexColor(text)).toBe(true);
    expect(hexColorError(text)).toBeNull();
  });

  it.each(['3B82F6', '#3B82F', '#GGGGGG', 'blue', '#3B82F6FF', 'rgb(0,0,0)'])(
    'refuses %j',
    (text) => {
      expect(hexColorError(text)).toBe('Primary color must be a hex color such as #3B82F6.');
    },
  );

  it('is required', () => {
    expect(hexColorError(' ')).toMatch(/^Primary color is required/);
  });

  it('gives the picker lower-case #rrggbb, the default when the text is invalid', () => {
    expect(toPickerColor('#D9480F')).toBe('#d9480f');
    expect(toPickerColor('#AbC')).toBe('#aabbcc');
    expect(toPickerColor('nonsense')).toBe('#3b82f6');
  });
});

describe('web addresses (webhook and logo)', () => {
  it('accepts empty, http and https', () => {
    expect(httpUrlError('Webhook URL', '')).toBeNull();
    expect(httpUrlError('Webhook URL', '  ')).toBeNull();
    expect(httpUrlError('Webhook URL', 'https://hooks.example.com/x')).toBeNull();
    expect(httpUrlError('Logo URL', 'http://cdn.example.com/logo.png')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/x',
    'example.com',
    '//example.com',
  ])('refuses %j', (text) => {
    expect(httpUrlError('Logo URL', text)).toBe(
      'Logo URL must be a web address starting with http:// or https://.',
    );
  });

  it.each([
    'https:svc:Sup3rSecretPw@hooks.example/in?token=t',
    'https:/u:p@hooks.example',
    'https:\\u:p@hooks.example',
    'https://hooks.example/in#token=t',
  ])('refuses credentials or a fragment the URL parser reads in %j', (text) => {
    expect(httpUrlError('Webhook URL', text)).toBe(
      'Webhook URL must not hold a user name, password, backslash or #fragment.',
    );
  });
});

describe('custom domain', () => {
  it('accepts empty and host names', () => {
    expect(customDomainError('')).toBeNull();
    expect(customDomainError('login.acme.example')).toBeNull();
    expect(customDomainError('SSO.Example.com')).toBeNull();
  });

  it.each([
    'https://login.example.com',
    'login.example.com/path',
    'login.example.com:8443',
    'localhost',
    'a b.com',
    'example.com.',
  ])('refuses %j', (text) => {
    expect(customDomainError(text)).toBe(
      'Custom domain must be a domain name such as login.example.com.',
    );
  });
});

describe('input limits shared with the backend (issue #12)', () => {
  it('the organization name follows the shared name rule', () => {
    expect(organizationNameError('x'.repeat(201))).toBe(
      'Organization name must be at most 200 characters (it has 201).',
    );
    expect(organizationNameError('Acme \u202Eevil')).toBe(
      'Organization name must not contain invisible or text-direction characters.',
    );
  });

  it('web addresses are at most 2048 characters', () => {
    expect(httpUrlError('Logo URL', `https://cdn.example/${'x'.repeat(3000)}`)).toMatch(
      /^Logo URL must be at most 2048 characters/,
    );
  });

  it('a custom domain over 253 characters says so', () => {
    expect(customDomainError(`${'a'.repeat(250)}.com`)).toBe(
      'Custom domain must be at most 253 characters.',
    );
  });
});
