import { changesBetween } from './audit-record';

const recorded = (after: string) =>
  changesBetween({ webhookUrl: '' }, { webhookUrl: after })[0]?.after;

describe('addresses in the record', () => {
  it('drops whatever the URL parser reads as credentials, query or fragment (#25 item 5)', () => {
    const vectors: [string, string][] = [
      ['https:svc:Sup3rSecretPw@hooks.example/in?token=t', 'https://hooks.example/in?[redacted]'],
      ['https:/u:p@hooks.example/in', 'https://hooks.example/in'],
      ['https:\\\\u:p@hooks.example/in', 'https://hooks.example/in'],
      ['https://u:p@hooks.example/in', 'https://hooks.example/in'],
      ['https://hooks.example/in#access_token=t', 'https://hooks.example/in'],
      ['HTTP://u:p@hooks.example', 'http://hooks.example/'],
    ];
    for (const [stored, shown] of vectors) {
      expect(recorded(stored)).toBe(shown);
      for (const secret of ['Sup3rSecretPw', 'u:p', 'token=t', 'access_token'])
        expect(String(recorded(stored))).not.toContain(secret);
    }
  });

  it('leaves plain addresses and text that is no http address as they are', () => {
    expect(recorded('https://hooks.example/in')).toBe('https://hooks.example/in');
    expect(recorded('Note: call me?maybe')).toBe('Note: call me?maybe');
    expect(recorded('mailto:ops@example.com?subject=x')).toBe('mailto:ops@example.com?subject=x');
  });
});
