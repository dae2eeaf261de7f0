import { describe, expect, it } from 'vitest';
import { AGENCY_FIELD_TRUNCATE } from '@shared/constants';
import type { Agency } from '@shared/schemas';
import {
  agencyLocation,
  fieldLabel,
  fieldText,
  isEmptyValue,
  otherFieldKeys,
  otherFields,
  truncatedFieldText,
} from './agency-fields';

const agency = (extra: Record<string, unknown>): Agency => ({ id: 'a1', name: 'Agency', ...extra });

describe('truncatedFieldText', () => {
  it('keeps text of exactly 50 characters whole', () => {
    const text = 'x'.repeat(AGENCY_FIELD_TRUNCATE);
    expect(AGENCY_FIELD_TRUNCATE).toBe(50);
    expect(truncatedFieldText(text)).toBe(text);
  });

  it('cuts text of 51 characters to the first 50 and marks the cut', () => {
    const text = 'abcdefghij'.repeat(5) + 'Z';
    expect(truncatedFieldText(text)).toBe('abcdefghij'.repeat(5) + '…');
  });

  it('shows a flat object (a contact) as its values, not as JSON, then cuts it', () => {
    const value = { name: 'Maria Lopez', title: 'Chief of Police', email: 'chief@example.gov' };
    expect(truncatedFieldText(value)).toBe(
      'Maria Lopez · Chief of Police · chief@example.gov'.slice(0, 50),
    );
    expect(truncatedFieldText({ ...value, phone: '+1-555-0104' })).toBe(
      'Maria Lopez · Chief of Police · chief@example.gov '.slice(0, 50) + '…',
    );
    expect(truncatedFieldText({ contact: { name: 'x' } })).toBe('{"contact":{"name":"x"}}');
    expect(truncatedFieldText(['Fire', 'EMS'])).toBe('Fire, EMS');
  });

  it('shows amounts with thousands separators, codes as they are, booleans as Yes/No', () => {
    expect(truncatedFieldText(588)).toBe('588');
    expect(truncatedFieldText(2400, 'employees')).toBe('2,400');
    expect(truncatedFieldText(90210, 'zip')).toBe('90210');
    expect(truncatedFieldText(2019, 'foundedYear')).toBe('2019');
    expect(truncatedFieldText(true)).toBe('Yes');
    expect(truncatedFieldText(false)).toBe('No');
  });
});

describe('fieldText', () => {
  it('pretty-prints objects on request', () => {
    expect(fieldText({ a: 1 }, true)).toBe('{\n  "a": 1\n}');
    expect(fieldText(['x', 'y'])).toBe('["x","y"]');
  });
});

describe('empty fields', () => {
  it('treats null, undefined, blank text, [] and {} as empty but 0 and false as values', () => {
    for (const value of [null, undefined, '', '   ', [], {}])
      expect(isEmptyValue(value)).toBe(true);
    for (const value of [0, false, 'x', [1], { a: 1 }]) expect(isEmptyValue(value)).toBe(false);
  });

  it('hides empty fields and the basic ones from the other fields', () => {
    const fields = otherFields(
      agency({
        stateOrProvince: 'IL',
        city: 'Springfield',
        location: '',
        notes: '',
        website: '   ',
        tags: [],
        meta: {},
        phone: '+1-555-0100',
        employees: 0,
        accredited: false,
        contact: { name: 'Ann' },
      }),
    );
    expect(fields.map((field) => field.key)).toEqual([
      'phone',
      'employees',
      'accredited',
      'contact',
    ]);
    expect(fields[0]).toEqual({ key: 'phone', label: 'Phone', value: '+1-555-0100' });
  });

  it('gives a column only to fields non-empty in some result, in first-seen order', () => {
    const keys = otherFieldKeys([
      agency({ county: 'Cook', notes: '' }),
      agency({ phone: '1', county: '', website: 'https://x.example' }),
      agency({ notes: null }),
    ]);
    expect(keys).toEqual(['county', 'phone', 'website']);
  });
});

describe('agencyLocation', () => {
  it('prefers a location field, then city and state, else N/A', () => {
    expect(agencyLocation(agency({ location: 'Downtown', stateOrProvince: 'IL' }))).toBe(
      'Downtown',
    );
    expect(agencyLocation(agency({ city: 'Springfield', stateOrProvince: 'IL' }))).toBe(
      'Springfield, IL',
    );
    expect(agencyLocation(agency({ stateOrProvince: 'ON' }))).toBe('ON');
    expect(agencyLocation(agency({ location: '  ', city: '' }))).toBe('N/A');
    expect(agencyLocation(agency({}))).toBe('N/A');
  });
});

describe('fieldLabel', () => {
  it('turns keys into readable labels', () => {
    expect(fieldLabel('agencyType')).toBe('Agency Type');
    expect(fieldLabel('primary_contact')).toBe('Primary Contact');
    expect(fieldLabel('ori')).toBe('ORI');
    expect(fieldLabel('websiteURL')).toBe('Website URL');
    expect(fieldLabel('county')).toBe('County');
  });
});
