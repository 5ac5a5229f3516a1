import { describe, expect, it } from 'vitest';
import { hasRedFlag } from './conversation-constants';

describe('hasRedFlag', () => {
  it('finds the French and English red flags, whatever the accents, case and spacing', () => {
    expect(hasRedFlag('Mon père a une DOULEUR   thoracique depuis ce matin')).toBe(true);
    expect(hasRedFlag('ma fille fait des convulsions')).toBe(true);
    expect(hasRedFlag('il saigne beaucoup')).toBe(true);
    expect(hasRedFlag('Il ne respire plus !')).toBe(true);
    expect(hasRedFlag('douleur a la poitrine')).toBe(true);
    expect(hasRedFlag('My mother has chest pain')).toBe(true);
    expect(hasRedFlag('he is bleeding heavily')).toBe(true);
    expect(hasRedFlag('She stopped breathing')).toBe(true);
  });

  it('leaves ordinary messages alone', () => {
    expect(hasRedFlag('Bonjour, à quelle heure passez-vous demain ?')).toBe(false);
    expect(hasRedFlag('Can I move my appointment?')).toBe(false);
  });
});
