import { describe, expect, it } from 'vitest';
import { completenessOf, flattenCatalogue, namespaceOf, percentOf } from './catalogue-completeness';

const french = {
  title: 'Langues',
  language: { label: 'Langue', names: { fr: 'Français', ewo: 'Ewondo' } },
  steps: ['Un', 'Deux'],
};

describe('catalogue completeness against the French source', () => {
  it('counts nested keys, a list being one key', () => {
    expect([...flattenCatalogue(french).keys()]).toEqual([
      'title',
      'language.label',
      'language.names.fr',
      'language.names.ewo',
      'steps',
    ]);
    expect(flattenCatalogue(french).get('steps')).toBeNull();
  });

  it('lists the keys missing from a language, in the French order, and counts an override as present', () => {
    const ewondo = flattenCatalogue({ language: { names: { ewo: 'Ewondo' } }, extra: 'x' });
    expect(completenessOf(french, ewondo)).toEqual({
      total: 5,
      present: 1,
      missing: ['title', 'language.label', 'language.names.fr', 'steps'],
    });
    const reviewed = completenessOf(french, ewondo, { 'language.label': 'Ayob' });
    expect(reviewed.present).toBe(2);
    expect(reviewed.missing).not.toContain('language.label');
  });

  it('reads a complete catalogue as 100 % and rounds a partial one down', () => {
    expect(percentOf(completenessOf(french, flattenCatalogue(french)))).toBe(100);
    expect(percentOf({ total: 1000, present: 999 })).toBe(99);
    expect(percentOf({ total: 0, present: 0 })).toBe(100);
  });

  it('maps a catalogue file to its i18next namespace', () => {
    expect(namespaceOf('field-map')).toBe('fieldMap');
    expect(namespaceOf('common')).toBe('common');
    expect(namespaceOf('messages')).toBe('common');
    expect(namespaceOf('admin-routes')).toBe('common');
  });
});
