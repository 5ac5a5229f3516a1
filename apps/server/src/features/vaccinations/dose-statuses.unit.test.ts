import { describe, expect, it } from 'vitest';
import { addSpan, doseStatuses, isReminder, type GivenDose } from './dose-statuses';

const entry = (entries: ReturnType<typeof doseStatuses>, code: string, doseNumber: number) =>
  entries.find((item) => item.vaccineCode === code && item.doseNumber === doseNumber);

const given = (vaccineCode: string, doseNumber: number, givenOn: string): GivenDose => ({
  id: `${vaccineCode}-${doseNumber}`,
  vaccineCode,
  doseNumber,
  givenOn,
});

describe('addSpan', () => {
  it('adds calendar units, keeping to the end of shorter months', () => {
    expect(addSpan('2026-01-01', { weeks: 6 })).toBe('2026-02-12');
    expect(addSpan('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(addSpan('2024-02-29', { years: 1 })).toBe('2025-02-28');
    expect(addSpan('2025-11-30', { months: 15 })).toBe('2027-02-28');
    expect(addSpan('2026-03-10', {})).toBe('2026-03-10');
  });
});

describe('doseStatuses', () => {
  const baby = { dateOfBirth: '2026-01-01', sex: 'female' as const };

  it('gives a 7-week-old the birth doses as recorded and the 6-week doses as due until 4 weeks later', () => {
    const entries = doseStatuses(baby, [given('bcg', 1, '2026-01-01'), given('vpo', 0, '2026-01-02')], '2026-02-19');
    expect(entry(entries, 'bcg', 1)).toMatchObject({ status: 'given', doseId: 'bcg-1', ageGroup: 'birth' });
    expect(entry(entries, 'vpo', 0)).toMatchObject({ status: 'given' });
    expect(entry(entries, 'penta', 1)).toMatchObject({
      status: 'due',
      dueOn: '2026-02-12',
      lateAfter: '2026-03-12',
      ageGroup: 'weeks6',
    });
    expect(entry(entries, 'penta', 2)).toMatchObject({ status: 'upcoming', dueOn: '2026-03-12' });
    expect(entry(entries, 'rr', 1)).toMatchObject({ status: 'upcoming', dueOn: '2026-10-01', ageGroup: 'months9' });
    expect(entry(entries, 'hpv', 1)).toMatchObject({ status: 'upcoming', dueOn: '2035-01-01' });
    expect(entry(entries, 'paludisme', 1)).toMatchObject({ limitedAvailability: true });
    expect(entries.some((item) => item.programme === 'adult')).toBe(false);
  });

  it('marks a dose overdue the day after its grace period, and the polio zero dose missed after 2 weeks', () => {
    const entries = doseStatuses(baby, [], '2026-03-13');
    expect(entry(entries, 'penta', 1)?.status).toBe('overdue');
    expect(entry(entries, 'bcg', 1)?.status).toBe('overdue');
    expect(entry(entries, 'vpo', 0)?.status).toBe('missed');
    expect(doseStatuses(baby, [], '2026-03-12').find((item) => item.vaccineCode === 'penta')?.status).toBe('due');
  });

  it('counts the next dose of a series from the previous dose given, not only from the age', () => {
    const entries = doseStatuses(baby, [given('penta', 1, '2026-03-01')], '2026-03-20');
    expect(entry(entries, 'penta', 2)).toMatchObject({ dueOn: '2026-03-29', status: 'upcoming' });
    const onTime = doseStatuses(baby, [given('penta', 1, '2026-02-12')], '2026-03-20');
    expect(entry(onTime, 'penta', 2)).toMatchObject({ dueOn: '2026-03-12', status: 'due' });
  });

  it('stops offering childhood doses past their age limit', () => {
    const entries = doseStatuses({ dateOfBirth: '2020-01-01', sex: 'male' }, [], '2026-01-02');
    expect(entry(entries, 'penta', 1)?.status).toBe('missed');
    expect(entry(entries, 'rota', 1)?.status).toBe('missed');
    expect(entry(entries, 'hpv', 1)).toMatchObject({ status: 'upcoming', dueOn: '2029-01-01' });
  });

  it('gives an adult the recommendations only, dated once the series is started', () => {
    const woman = { dateOfBirth: '1995-05-05', sex: 'female' as const };
    const entries = doseStatuses(woman, [given('dt', 1, '2026-01-10')], '2026-02-20');
    expect(entries.every((item) => item.programme === 'adult')).toBe(true);
    expect(entry(entries, 'dt', 1)?.status).toBe('given');
    expect(entry(entries, 'dt', 2)).toMatchObject({ status: 'due', dueOn: '2026-02-07' });
    expect(entry(entries, 'dt', 3)).toMatchObject({ status: 'recommended', dueOn: null });
    expect(entry(entries, 'hepb', 1)).toMatchObject({ status: 'recommended', ageGroup: 'adult' });
    expect(entry(entries, 'vaa_adulte', 1)?.status).toBe('recommended');
  });

  it('leaves out what does not concern the person: dT for men, dT past 50, everything but adult without birth date', () => {
    const man = doseStatuses({ dateOfBirth: '1990-01-01', sex: 'male' }, [], '2026-01-01');
    expect(man.some((item) => item.vaccineCode === 'dt')).toBe(false);
    const older = doseStatuses({ dateOfBirth: '1970-01-01', sex: 'female' }, [], '2026-01-01');
    expect(older.some((item) => item.vaccineCode === 'dt')).toBe(false);
    const unknown = doseStatuses({ dateOfBirth: null, sex: null }, [], '2026-01-01');
    expect([...new Set(unknown.map((item) => item.vaccineCode))]).toEqual(['dt', 'hepb', 'vaa_adulte']);
  });

  it('gives a teenage girl both the end of the PEV and the dT recommendation', () => {
    const entries = doseStatuses({ dateOfBirth: '2010-06-01', sex: 'female' }, [], '2026-01-01');
    expect(entry(entries, 'hpv', 1)?.status).toBe('missed');
    expect(entry(entries, 'dt', 1)?.status).toBe('recommended');
  });
});

describe('isReminder', () => {
  it('keeps due, overdue and upcoming within the horizon', () => {
    const entries = doseStatuses({ dateOfBirth: '2026-01-01', sex: 'male' }, [], '2026-02-19');
    const reminders = entries.filter((item) => isReminder(item, '2026-02-19', 30));
    expect(reminders.map((item) => `${item.vaccineCode}-${item.doseNumber}`).sort()).toEqual([
      'bcg-1',
      'pcv13-1',
      'pcv13-2',
      'penta-1',
      'penta-2',
      'rota-1',
      'rota-2',
      'vpo-1',
      'vpo-2',
    ]);
  });
});
