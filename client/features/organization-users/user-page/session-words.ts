// A session's browser and operating system in words, from its user agent (bowser, loaded with
// the user page's chunk only).
import Bowser from 'bowser';

export interface SessionDevice {
  browser: string;
  os: string;
}

export function deviceOf(userAgent: string | undefined): SessionDevice {
  if (!userAgent?.trim()) return { browser: 'Unknown browser', os: 'unknown system' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || 'Unknown browser', os: os || 'unknown system' };
}

/** "Chrome 131 on Windows 10, 10.0.0.7" */
export function sessionWords(session: { userAgent?: string; ip?: string }): string {
  const { browser, os } = deviceOf(session.userAgent);
  return `${browser} on ${os}${session.ip ? `, ${session.ip}` : ''}`;
}
