import {
  formatCount,
  formatDate,
  formatDay,
  formatQuantity,
  formatRelative,
  shortId,
  truncate,
} from './format';

describe('formatDate', () => {
  it('shows a locale date and time for an ISO string', () => {
    const iso = '2024-03-05T14:07:00Z';
    expect(formatDate(iso)).toBe(
      new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDate(iso)).toMatch(/2024/);
  });

  it.each([undefined, null, '', '   ', 'not a date', Number.NaN, {}])(
    'shows a dash for %j',
    (value) => {
      expect(formatDate(value)).toBe('—');
      expect(formatDay(value)).toBe('—');
      expect(formatRelative(value)).toBe('—');
    },
  );

  it('formats a day without the time', () => {
    expect(formatDay('2024-03-05T14:07:00Z')).toMatch(/2024/);
    expect(formatDay('2024-03-05T14:07:00Z')).not.toMatch(/:/);
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2024-03-05T12:00:00Z');
  it('speaks in the largest fitting unit', () => {
    expect(formatRelative('2024-03-05T09:00:00Z', now)).toMatch(/3 hours ago/);
    expect(formatRelative('2024-03-07T12:00:00Z', now)).toMatch(/in 2 days/);
    expect(formatRelative('2024-03-05T11:59:30Z', now)).toMatch(/30 seconds ago/);
  });
});

describe('formatCount and formatQuantity', () => {
  it('group thousands and choose the noun by the count', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatQuantity(1, 'user', 'users')).toBe('1 user');
    expect(formatQuantity(5000, 'user', 'users')).toBe('5,000 users');
    expect(formatQuantity(0, 'user', 'users')).toBe('0 users');
  });
});

describe('shortId and truncate', () => {
  it('keeps the first n characters', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId('0123456789abcdef', 12)).toBe('0123456789ab');
    expect(shortId('abc')).toBe('abc');
    expect(shortId(undefined)).toBe('');
    expect(shortId(null)).toBe('');
  });

  it('cuts long text with an ellipsis only when needed', () => {
    expect(truncate('a'.repeat(60), 50)).toBe(`${'a'.repeat(50)}…`);
    expect(truncate('short', 50)).toBe('short');
  });
});
