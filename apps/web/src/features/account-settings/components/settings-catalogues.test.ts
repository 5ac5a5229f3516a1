import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@sante/shared/notification-preferences';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/settings.json';
import fr from '../../../locales/fr/settings.json';
import { THEME_PREFERENCES } from '../../../lib/theme';

/** Every key path of a catalogue, arrays as one leaf. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('settings catalogues', () => {
  it('have the same keys in French and English', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
  });

  it('name every notification kind and channel, and every theme', () => {
    expect(Object.keys(fr.notifications.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.keys(fr.notifications.channels).sort()).toEqual([...NOTIFICATION_CHANNELS].sort());
    expect(Object.keys(fr.theme.options).sort()).toEqual([...THEME_PREFERENCES].sort());
  });

  it('keep French punctuation off the line start (no-break space before ; : ? !)', () => {
    const texts = JSON.stringify(fr);
    expect(texts).not.toMatch(/ [;:?!]/);
  });
});
