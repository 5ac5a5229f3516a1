import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/landing.json';
import ewo from '../../../locales/ewo/landing.json';
import ff from '../../../locales/ff/landing.json';
import fr from '../../../locales/fr/landing.json';
import ha from '../../../locales/ha/landing.json';

/** Every string of a catalogue by its path (`hero.title`, `nursing.acts.0`), with its `{{variables}}`. */
function strings(node: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (typeof node === 'string') {
    found.set(prefix, [...node.matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? '').sort());
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      for (const entry of strings(value, prefix ? `${prefix}.${key}` : key)) found.set(...entry);
    }
  }
  return found;
}

const source = strings(fr);
const REVIEW_NOTE = '_review';

describe('landing catalogues', () => {
  it('English translates every French text', () => {
    expect([...strings(en).keys()]).toEqual([...source.keys()]);
  });

  it.each([
    ['en', en],
    ['ha', ha],
    ['ff', ff],
    ['ewo', ewo],
  ])('%s has only French keys, with the same variables', (_language, catalogue) => {
    for (const [key, variables] of strings(catalogue)) {
      if (key === REVIEW_NOTE) continue;
      expect(source.has(key), `${key} is not a French key`).toBe(true);
      expect(variables, key).toEqual(source.get(key));
    }
  });

  it.each([
    ['ha', ha],
    ['ff', ff],
    ['ewo', ewo],
  ])('%s asks for a native speaker’s review and translates the hero', (_language, catalogue) => {
    const translated = strings(catalogue);
    expect(translated.has(REVIEW_NOTE)).toBe(true);
    for (const key of ['hero.title', 'hero.bookHomeVisit', 'hero.startTeleconsultation']) {
      expect(translated.has(key), key).toBe(true);
    }
  });
});
