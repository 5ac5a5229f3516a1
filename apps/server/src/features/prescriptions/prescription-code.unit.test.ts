import { describe, expect, it } from 'vitest';
import { prescriptionCodes } from './prescription-code';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ID = '3f2b8c1e-9d4a-4e7b-8a1c-0b9e6d5f4a32';

describe('prescription codes', () => {
  const codes = prescriptionCodes(SECRET);

  it('gives back the id of a genuine code, 38 URL-safe characters', () => {
    const code = codes.verificationCode(ID);
    expect(code).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(codes.idOf(code)).toBe(ID);
  });

  it('refuses an altered, truncated, foreign or malformed code', () => {
    const code = codes.verificationCode(ID);
    const altered = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    const alteredTag = code.slice(0, -3) + (code.at(-3) === 'A' ? 'B' : 'A') + code.slice(-2);
    expect(codes.idOf(altered)).toBeNull();
    expect(codes.idOf(alteredTag)).toBeNull();
    expect(codes.idOf(code.slice(0, -1))).toBeNull();
    expect(codes.idOf(`${code}A`)).toBeNull();
    expect(prescriptionCodes(`${SECRET}-other`).idOf(code)).toBeNull();
    expect(codes.idOf('../../etc/passwd')).toBeNull();
    expect(codes.idOf('')).toBeNull();
  });

  it('derives a stable 6-digit dispensing code that only matches itself', () => {
    const dispensing = codes.dispensingCode(ID);
    expect(dispensing).toMatch(/^\d{6}$/);
    expect(codes.dispensingCode(ID)).toBe(dispensing);
    expect(codes.dispensingCodeMatches(ID, dispensing)).toBe(true);
    expect(codes.dispensingCodeMatches(ID, dispensing === '000000' ? '000001' : '000000')).toBe(false);
    expect(codes.dispensingCodeMatches(ID, `${dispensing}0`)).toBe(false);
  });
});
