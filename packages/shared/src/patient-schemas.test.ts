import { describe, expect, it } from 'vitest';
import { doualaToday } from './calendar-date';
import { ZPatientProfileRequestSchema } from './patient-schemas';

const base = { firstName: 'Aline', lastName: 'Ekwalla' };

function fieldErrorsOf(input: Record<string, unknown>) {
  const result = ZPatientProfileRequestSchema.safeParse({ ...base, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZPatientProfileRequestSchema', () => {
  it('turns empty optional fields into null', () => {
    expect(ZPatientProfileRequestSchema.parse({ ...base, email: '', sex: '', city: '', neighbourhood: '  ' })).toEqual({
      ...base,
      email: null,
      dateOfBirth: null,
      sex: null,
      bloodGroup: null,
      city: null,
      neighbourhood: null,
      landmark: null,
      latitude: null,
      longitude: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactRelation: null,
    });
  });

  it('normalises the email and the emergency phone', () => {
    const parsed = ZPatientProfileRequestSchema.parse({
      ...base,
      email: ' Aline@Test.CM ',
      emergencyContactName: 'Paul',
      emergencyContactPhone: '6 90 00 00 02',
    });
    expect(parsed).toMatchObject({ email: 'aline@test.cm', emergencyContactPhone: '+237690000002' });
  });

  it('accepts a birth today (in Douala) and 120 years ago, not tomorrow nor earlier', () => {
    const today = doualaToday();
    const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
    expect(fieldErrorsOf({ dateOfBirth: today })).toEqual({});
    expect(fieldErrorsOf({ dateOfBirth: oldest })).toEqual({});
    expect(fieldErrorsOf({ dateOfBirth: '2999-01-01' })).toEqual({ dateOfBirth: 'validation.dateInFuture' });
    expect(fieldErrorsOf({ dateOfBirth: '1850-01-01' })).toEqual({ dateOfBirth: 'validation.dateTooOld' });
    expect(fieldErrorsOf({ dateOfBirth: '12/04/1990' })).toMatchObject({ dateOfBirth: 'validation.invalidDate' });
  });

  it('keeps positions inside Cameroon, both coordinates or none', () => {
    expect(fieldErrorsOf({ latitude: 3.848, longitude: 11.502 })).toEqual({});
    expect(fieldErrorsOf({ latitude: 48.85, longitude: 2.35 })).toEqual({
      latitude: 'validation.outsideCameroon',
      longitude: 'validation.outsideCameroon',
    });
    expect(fieldErrorsOf({ latitude: 3.848 })).toEqual({ latitude: 'validation.outsideCameroon' });
  });

  it('needs a name and a number for the emergency contact', () => {
    expect(fieldErrorsOf({ emergencyContactName: 'Paul' })).toEqual({ emergencyContactPhone: 'validation.required' });
    expect(fieldErrorsOf({ emergencyContactPhone: '690000002' })).toEqual({
      emergencyContactName: 'validation.required',
    });
  });

  it('gives Douala’s date (UTC+1) near midnight', () => {
    expect(doualaToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(doualaToday(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01');
  });
});
