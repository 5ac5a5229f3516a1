import { MEDICAL_DOCUMENT_KINDS } from '@sante/shared/medical-record-constants';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/record.json';
import fr from '../../../locales/fr/record.json';

describe('record.documentKinds', () => {
  it('labels every kind of the shared catalogue, in its order, in French and English', () => {
    expect(Object.keys(fr.documentKinds)).toEqual([...MEDICAL_DOCUMENT_KINDS]);
    expect(Object.keys(en.documentKinds)).toEqual([...MEDICAL_DOCUMENT_KINDS]);
  });
});
