import { describe, expect, it } from 'vitest';
import { carerName } from './carer-name';

describe('carerName', () => {
  it('titles carers by profession, never « Dr » for a nurse', () => {
    const rose = { profession: 'infirmier', sex: 'female', firstName: 'Rose', lastName: 'Ngo Nyemb' } as const;
    expect(carerName(rose, 'fr')).toBe('Infirmière Rose Ngo Nyemb');
    expect(carerName({ ...rose, sex: 'male', firstName: 'Serge' }, 'fr')).toBe('Infirmier Serge Ngo Nyemb');
    expect(carerName({ ...rose, sex: null }, 'fr')).toBe('Infirmier·ère Rose Ngo Nyemb');
    expect(carerName(rose, 'en')).toBe('Nurse Rose Ngo Nyemb');
    expect(carerName({ ...rose, profession: 'medecin' }, 'ewo')).toBe('Dr Rose Ngo Nyemb');
  });
});
