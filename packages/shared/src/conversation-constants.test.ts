import { describe, expect, it } from 'vitest';
import { attachmentKindOf, hasRedFlag } from './conversation-constants';

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

describe('attachmentKindOf', () => {
  it('reads the kind of an attachment from its type, and nothing else', () => {
    expect(attachmentKindOf('image/webp')).toBe('photo');
    expect(attachmentKindOf('image/jpeg')).toBe('photo');
    expect(attachmentKindOf('application/pdf')).toBe('document');
    expect(attachmentKindOf('audio/webm')).toBe('voice');
    expect(attachmentKindOf('image/gif')).toBeNull();
    expect(attachmentKindOf('image/svg+xml')).toBeNull();
    expect(attachmentKindOf('application/x-msdownload')).toBeNull();
  });
});
