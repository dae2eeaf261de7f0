// The log's secret redaction (issue #25, finding 13).
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('redacts JSON password members, URL credentials and PEM private keys', () => {
    const text = redactSecrets(
      [
        '{"password": "x-hunter2", "db_password":"p2", "user": "ann"}',
        'connect postgres://app:S3cret@db-7.internal:5432/portal failed',
        'redis://:r3dis@cache:6379',
        '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7vbq\n-----END RSA PRIVATE KEY-----',
        'key file: -----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0B',
      ].join('\n'),
    );
    for (const secret of ['x-hunter2', 'p2', 'S3cret', 'r3dis', 'MIIEpAIBAAKCAQEA7vbq', 'MIIEvQ']) {
      expect(text).not.toContain(secret);
    }
    // What helps someone debug stays.
    expect(text).toContain('"user": "ann"');
    expect(text).toContain('db-7.internal:5432/portal');
  });
});
