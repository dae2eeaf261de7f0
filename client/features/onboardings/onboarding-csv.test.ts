import { describe, expect, it } from 'vitest';
import { onboardingsCsv, onboardingsCsvFileName } from './onboarding-csv';

const HEADER =
  'ID,Organization,Status,Customer Slug,Pipeline ID,Created,Updated,Completed,Steps Completed,Notes';

describe('onboardingsCsv', () => {
  it('writes the header and one line per onboarding with readable statuses', () => {
    const text = onboardingsCsv([
      {
        id: 'onb-1',
        organizationName: 'Acme',
        status: 'in-progress',
        customerSlug: 'acme',
        pipelineId: 'p-1',
        createdDate: '2024-01-01T00:00:00Z',
        updatedDate: '2024-01-02T00:00:00Z',
        completedDate: null,
        steps: [
          { order: 1, status: 'completed' },
          { order: 2, status: 'pending' },
        ],
      },
      { id: 'onb-2', status: 'error' },
    ]);
    expect(text.split('\r\n')).toEqual([
      HEADER,
      'onb-1,Acme,In Progress,acme,p-1,2024-01-01T00:00:00Z,2024-01-02T00:00:00Z,,1/2,',
      'onb-2,,Failed,,,,,,,',
      '',
    ]);
  });

  it('quotes commas, doubles quotes and keeps newlines inside one quoted field', () => {
    const text = onboardingsCsv([
      {
        id: 'onb-3',
        organizationName: 'Smith, Jones & Co',
        status: 'completed',
        notes: 'Customer said "ship it"\nsecond line',
      },
    ]);
    const [, line] = text.split(/\r\n/);
    expect(line).toBe(
      'onb-3,"Smith, Jones & Co",Completed,,,,,,,"Customer said ""ship it""\nsecond line"',
    );
  });

  it('writes only the header for an empty list', () => {
    expect(onboardingsCsv([])).toBe(`${HEADER}\r\n`);
  });
});

describe('onboardingsCsvFileName', () => {
  it('names the organization, the filter and the day', () => {
    expect(onboardingsCsvFileName('Acme Corp!', 'failed', new Date('2024-06-07T12:00:00Z'))).toBe(
      'onboardings-acme-corp-failed-2024-06-07.csv',
    );
  });
});
