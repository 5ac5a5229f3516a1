import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts the demo password and long passphrases, without composition rules', () => {
    expect(
      passwordProblems('Demo-Sante-2026', { phone: '+237690000001', firstName: 'Aïcha', lastName: 'Mbarga' }),
    ).toEqual([]);
    expect(passwordProblems('les mangues sont mures')).toEqual([]);
  });
  it('refuses too short and too long', () => {
    expect(passwordProblems('abc1234')).toContain('password.tooShort');
    expect(passwordProblems('a'.repeat(129))).toContain('password.tooLong');
    expect(passwordProblems('a'.repeat(128))).not.toContain('password.tooLong');
  });
  it('refuses the 10,000 most common passwords, case-insensitively', () => {
    expect(passwordProblems('password')).toContain('password.tooCommon');
    expect(passwordProblems('PASSWORD1')).toContain('password.tooCommon');
    expect(passwordProblems('12345678')).toContain('password.tooCommon');
  });
  it('refuses a password containing the national phone number', () => {
    expect(passwordProblems('x690000001x', { phone: '+237690000001' })).toContain('password.containsPhone');
    expect(passwordProblems('x690 000 001x', { phone: '+237690000001' })).toContain('password.containsPhone');
  });
  it('refuses a password containing the first or last name (3+ letters, accents and case ignored)', () => {
    expect(passwordProblems('Super-AICHA-99', { firstName: 'Aïcha' })).toContain('password.containsName');
    expect(passwordProblems('xx-bassa-xx', { lastName: 'Ngo Bassa' })).toContain('password.containsName');
    expect(passwordProblems('xx-ba-xx-long', { lastName: 'Ba' })).not.toContain('password.containsName');
    expect(passwordProblems('Joyeux-Noel-2031', { firstName: 'Jo' })).toEqual([]);
  });
  it('returns every reason at once', () => {
    expect(passwordProblems('paul', { firstName: 'Paul' })).toEqual(
      expect.arrayContaining(['password.tooShort', 'password.containsName']),
    );
  });
});
