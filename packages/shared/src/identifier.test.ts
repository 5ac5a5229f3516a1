import { describe, expect, it } from 'vitest';
import { parseIdentifier } from './identifier';
import { formatCameroonPhone, normaliseCameroonPhone } from './phone';

describe('normaliseCameroonPhone', () => {
  it.each([
    ['+237 690 000 001', '+237690000001'],
    ['+237690000001', '+237690000001'],
    ['237690000001', '+237690000001'],
    ['00237 690 00 00 01', '+237690000001'],
    ['690000001', '+237690000001'],
    ['6 90-00.00(01)', '+237690000001'],
    ['222 23 45 67', '+237222234567'],
  ])('accepts %s', (input, expected) => {
    expect(normaliseCameroonPhone(input)).toBe(expected);
  });

  it.each(['', '69000000', '6900000011', '590000001', '+33612345678', '+237 790 000 001', 'abc', '+237'])(
    'refuses %s',
    (input) => {
      expect(normaliseCameroonPhone(input)).toBeNull();
    },
  );

  it('formats for display', () => {
    expect(formatCameroonPhone('+237690000001')).toBe('+237 690 000 001');
  });
});

describe('parseIdentifier', () => {
  it('reads an email, lower-cased and trimmed', () => {
    expect(parseIdentifier('  Patient@Demo.CM ')).toEqual({ kind: 'email', email: 'patient@demo.cm' });
  });

  it('reads a Cameroon phone in any common format', () => {
    expect(parseIdentifier('+237 690 000 002')).toEqual({ kind: 'phone', phone: '+237690000002' });
    expect(parseIdentifier('690000002')).toEqual({ kind: 'phone', phone: '+237690000002' });
  });

  it('refuses what is neither', () => {
    expect(parseIdentifier('')).toBeNull();
    expect(parseIdentifier('   ')).toBeNull();
    expect(parseIdentifier('not-an-email@')).toBeNull();
    expect(parseIdentifier('12345')).toBeNull();
  });
});
