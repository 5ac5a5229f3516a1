import { describe, expect, it } from 'vitest';
import { ageGroupOf, isScheduledDose, PEV_AGE_GROUPS, PEV_SCHEDULE, VACCINE_CODES } from './pev-schedule';
import { ZDependentRequestSchema, ZVaccinationDoseRequestSchema } from './vaccination-schemas';

describe('PEV_SCHEDULE', () => {
  it('has one definition per vaccine code, doses in order, each in a timeline group', () => {
    expect(PEV_SCHEDULE.map((vaccine) => vaccine.code).sort()).toEqual([...VACCINE_CODES].sort());
    for (const vaccine of PEV_SCHEDULE) {
      const numbers = vaccine.doses.map((dose) => dose.doseNumber);
      expect(numbers, vaccine.code).toEqual([...numbers].sort((a, b) => a - b));
      for (const dose of vaccine.doses) {
        expect(PEV_AGE_GROUPS, `${vaccine.code} ${dose.doseNumber}`).toContain(ageGroupOf(dose));
        expect(vaccine.programme === 'adult', `${vaccine.code} ${dose.doseNumber}`).toBe(dose.age === undefined);
      }
    }
  });

  it('knows the doses of the national programme, and nothing else', () => {
    expect(isScheduledDose('vpo', 0)).toBe(true);
    expect(isScheduledDose('penta', 3)).toBe(true);
    expect(isScheduledDose('penta', 4)).toBe(false);
    expect(isScheduledDose('grippe', 1)).toBe(false);
  });
});

describe('vaccination request schemas', () => {
  it('accepts a dose of the schedule and refuses a dose number it does not have', () => {
    const dose = { dependentId: null, vaccineCode: 'rr', doseNumber: 2, givenOn: '2024-05-02' };
    expect(ZVaccinationDoseRequestSchema.parse({ ...dose, place: '  ', batchNumber: 'A1' })).toMatchObject({
      place: null,
      batchNumber: 'A1',
    });
    const wrong = ZVaccinationDoseRequestSchema.safeParse({ ...dose, doseNumber: 3 });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['doseNumber']);
  });

  it('keeps a child under 18, born in the past', () => {
    const child = { firstName: 'Nala', dateOfBirth: '2020-02-29', sex: 'female' };
    expect(ZDependentRequestSchema.parse(child)).toMatchObject({ lastName: null });
    expect(ZDependentRequestSchema.safeParse({ ...child, dateOfBirth: '1990-01-01' }).error?.issues[0]?.message).toBe(
      'validation.childTooOld',
    );
    expect(ZDependentRequestSchema.safeParse({ ...child, dateOfBirth: '2020-02-30' }).error?.issues[0]?.message).toBe(
      'validation.invalidDate',
    );
  });
});
