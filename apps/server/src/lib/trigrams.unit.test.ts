import { describe, expect, it } from 'vitest';
import { searchTextOf, textTrigrams, wordTrigrams } from './trigrams';

describe('trigrams', () => {
  it('pads each word like pg_trgm', () => {
    expect(wordTrigrams('sro')).toEqual(['  s', ' sr', 'sro', 'ro ']);
  });

  it('folds accents and case, and splits on anything but letters and digits', () => {
    expect(searchTextOf('Paracétamol 500 mg (Doliprane®)')).toBe('paracetamol 500 mg doliprane');
    expect(textTrigrams('Éa')).toEqual(['  e', ' ea', 'ea ']);
  });

  it('shares most trigrams between a word and its typo', () => {
    const typo = wordTrigrams('amoxiciline');
    const right = new Set(textTrigrams('Amoxicilline'));
    expect(typo.filter((trigram) => right.has(trigram)).length / typo.length).toBeGreaterThan(0.8);
  });
});
