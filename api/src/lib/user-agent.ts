import Bowser from 'bowser';

/** The longest user agent kept: real ones are a few hundred characters. */
export const MAX_USER_AGENT = 512;

/**
 * The browser and the OS a user agent names, for the sessions and the activity log (issue 41):
 * `{browser: 'Chrome 120', os: 'Windows 10'}`; an empty string for what it does not say.
 */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent.trim()) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser, os };
}

/**
 * What makes a device new for the activity log (issue 41 item 4): the browser's and the OS's names
 * and the platform (desktop, mobile, tablet), without versions, so that a browser's update is not a
 * new device. '' when the user agent says nothing.
 */
export function deviceKey(userAgent: string): string {
  if (!userAgent.trim()) return '';
  const parsed = Bowser.parse(userAgent);
  return [parsed.browser.name, parsed.os.name, parsed.platform.type].map((part) => part ?? '').join('|');
}
