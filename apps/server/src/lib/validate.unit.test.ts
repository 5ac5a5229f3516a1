import { describe, expect, it } from 'vitest';
import { errorSummary, isInvalidInputError, sqlStateOf } from './error-summary';
import { unsafeTextErrors } from './validate';

describe('unsafeTextErrors (in front of every schema)', () => {
  it('names each field holding a NUL, a lone surrogate or a date outside 1900-2100', () => {
    expect(
      unsafeTextErrors({
        firstName: 'Aï\u0000cha',
        lastName: 'Mbarga\ud800',
        note: 'ok 😀',
        address: { street: '\udc00' },
        from: '9999-12-31',
        startsAt: '+010000-01-01T09:00:00Z',
        month: '0000-01',
        born: '1950-03-02',
        lines: [{ label: 'x\u0000' }],
      }),
    ).toEqual({
      firstName: ['validation.invalidCharacters'],
      lastName: ['validation.invalidCharacters'],
      'address.street': ['validation.invalidCharacters'],
      from: ['validation.invalidDate'],
      startsAt: ['validation.invalidDate'],
      month: ['validation.invalidDate'],
      'lines.0.label': ['validation.invalidCharacters'],
    });
  });

  it('refuses a NUL in a key, and input nested past 32 levels, without walking it', () => {
    expect(unsafeTextErrors({ 'a\u0000': 1 })).toEqual({ _: ['validation.invalidCharacters'] });
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(Object.values(unsafeTextErrors(deep))).toEqual([['validation.invalidJson']]);
  });

  it('lets ordinary input through', () => {
    expect(unsafeTextErrors({ q: 'Douala', date: '2026-05-04', startsAt: '2026-05-04T09:00:00+01:00', n: 3 })).toEqual(
      {},
    );
    // Not a date: a number with a dash (a licence or invoice number) is left to its schema.
    expect(unsafeTextErrors({ licenceNumber: '1234-56', number: '2026-0001' })).toEqual({});
  });
});

describe('error summary and database input errors', () => {
  const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  const wrapped = new Error('Failed query: insert into "t" values ($1)\nparams: Aïcha,+237690000001', {
    cause: driverError,
  });

  it('finds the SQLSTATE through the cause and tells input errors from others', () => {
    expect(sqlStateOf(wrapped)).toBe('22021');
    expect(isInvalidInputError(wrapped)).toBe(true);
    expect(isInvalidInputError(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isInvalidInputError(new Error('no code'))).toBe(false);
  });

  it('keeps the type, code and frames, never the message with the query parameters', () => {
    const summary = errorSummary(wrapped);
    expect(summary.type).toBe('Error');
    expect(summary.code).toBe('22021');
    expect(summary.frames.length).toBeGreaterThan(0);
    expect(JSON.stringify(summary)).not.toMatch(/Aïcha|\+237|insert into/);
  });
});
