import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './document-file-check';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkDocumentFile', () => {
  it('accepts PDFs and JPEG, PNG and WebP photos up to the size limit', () => {
    expect(checkDocumentFile(file('bilan.pdf', 'application/pdf', 1000))).toBeNull();
    expect(checkDocumentFile(file('photo.jpg', 'image/jpeg', MEDICAL_DOCUMENT_LIMITS.maxBytes))).toBeNull();
    expect(checkDocumentFile(file('scan.png', 'image/png', 10))).toBeNull();
    expect(checkDocumentFile(file('IMG_0001.WEBP', '', 10))).toBeNull();
  });

  it('names the problem: no file, an empty file, another type, too large', () => {
    expect(checkDocumentFile(null)).toBe('required');
    expect(checkDocumentFile(file('vide.pdf', 'application/pdf', 0))).toBe('empty');
    expect(checkDocumentFile(file('notes.txt', 'text/plain', 10))).toBe('type');
    expect(checkDocumentFile(file('IMG_0002.HEIC', 'image/heic', 10))).toBe('type');
    expect(checkDocumentFile(file('sans-extension', '', 10))).toBe('type');
    expect(checkDocumentFile(file('gros.pdf', 'application/pdf', MEDICAL_DOCUMENT_LIMITS.maxBytes + 1))).toBe('size');
  });
});
