import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('builds one formatter per language and options and formats as Intl does', () => {
    const first = numberFormat('fr', { maximumFractionDigits: 1 });
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(first);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(numberFormat('fr', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(first.format(4.94)).toBe('4,9');
    expect(listFormat('fr', { type: 'conjunction' }).format(['Douala', 'Yaoundé'])).toBe('Douala et Yaoundé');
    expect(dateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date('2026-11-26T23:30:00Z'))).toBe(
      '2026-11-27',
    );
  });
});
