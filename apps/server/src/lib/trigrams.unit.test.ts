import { describe, expect, it } from 'vitest';
import { wordsOf, wordTrigrams } from './trigrams';

describe('trigrams', () => {
  it('pads each word like pg_trgm', () => {
    expect(wordTrigrams('sro')).toEqual(['  s', ' sr', 'sro', 'ro ']);
  });

  it('folds accents and case, and splits on anything but letters and digits', () => {
    expect(wordsOf('Paracétamol 500 mg (Doliprane®)')).toEqual(['paracetamol', '500', 'mg', 'doliprane']);
  });

  it('shares most trigrams between a word and its typo', () => {
    const typo = wordTrigrams('amoxiciline');
    const right = new Set(wordTrigrams('amoxicilline'));
    expect(typo.filter((trigram) => right.has(trigram)).length / typo.length).toBeGreaterThan(0.8);
  });
});
