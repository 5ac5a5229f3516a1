import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';

/**
 * A clock time in Douala as people say it: « 8 h 02 » in French (and the languages that fall back to it),
 * « 08:02 » in English.
 */
export function formatClockTime(iso: string, language: string): string {
  const parts = dateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const hour = parts.hour ?? '00';
  const minute = parts.minute ?? '00';
  return language === 'en' ? `${hour}:${minute}` : `${Number(hour)} h ${minute}`;
}

/** A length of time worked: « 8 h 30 » (French and its fallbacks), « 8:30 » in English. */
export function formatDuration(minutes: number, language: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return language === 'en' ? `${hours}:${rest}` : `${hours} h ${rest}`;
}
