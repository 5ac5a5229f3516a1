import type { DeviceSummary } from '@sante/shared/account-schemas';

/* Order matters: Edge and Opera also say "Chrome"; Chrome also says "Safari"; Android also says "Linux". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(text: string, table: readonly (readonly [RegExp, string])[]): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "Chrome" and "Android" out of a User-Agent header (the page writes "Chrome sur Android"). */
export function summariseUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}

/** The network part only: `102.244.x.x` for IPv4, the first two groups for IPv6. */
export function maskIpAddress(ip: string | null): string | null {
  const value = ip?.split(',')[0]?.trim();
  if (!value) return null;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(value.replace(/^::ffff:/, ''));
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (value.includes(':')) {
    const [first = '', second = ''] = value.split(':');
    return `${first}:${second}:x:x`;
  }
  return null;
}
