import { describe, expect, it } from 'vitest';
import { signedDay, verificationUrl, whatsappShareHref } from './prescription-format';

describe('prescription formatting', () => {
  it('writes the signing day in Douala time (late evening UTC is already the next day there)', () => {
    expect(signedDay('2026-11-26T23:30:00Z', 'fr')).toBe('27 novembre 2026');
    expect(signedDay('2026-11-26T10:00:00Z', 'en')).toBe('November 26, 2026');
  });

  it('builds the verification URL and a WhatsApp share link with the text encoded', () => {
    const url = verificationUrl('https://sante.example.cm', 'AbC_-9');
    expect(url).toBe('https://sante.example.cm/verification/ordonnance/AbC_-9');
    expect(whatsappShareHref(`Mon ordonnance : ${url}`)).toBe(
      'https://wa.me/?text=Mon%20ordonnance%20%3A%20https%3A%2F%2Fsante.example.cm%2Fverification%2Fordonnance%2FAbC_-9',
    );
  });
});
