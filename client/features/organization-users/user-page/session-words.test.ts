import { describe, expect, it } from 'vitest';
import { deviceOf, sessionWords } from './session-words';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('a session in words', () => {
  it('names the browser with its major version and the system', () => {
    expect(deviceOf(CHROME_WINDOWS)).toEqual({ browser: 'Chrome 131', os: 'Windows 10' });
    expect(deviceOf(SAFARI_IPHONE).browser).toBe('Safari 17');
    expect(deviceOf(SAFARI_IPHONE).os).toMatch(/^iOS 17/);
  });

  it('says unknown rather than nothing for an empty or odd user agent', () => {
    expect(deviceOf(undefined)).toEqual({ browser: 'Unknown browser', os: 'unknown system' });
    expect(sessionWords({ userAgent: 'curl/8.5.0', ip: '10.0.0.7' })).toMatch(/, 10\.0\.0\.7$/);
  });
});
