import {
  ageGroupOf,
  DOSE_GRACE_DAYS,
  PEV_SCHEDULE,
  type AgeSpan,
  type DoseStatus,
  type ScheduleDose,
  type VaccineDefinition,
} from '@sante/shared/pev-schedule';
import type { Sex } from '@sante/shared/patient-constants';
import type { CardEntry } from '@sante/shared/vaccination-schemas';

export type PersonFacts = { dateOfBirth: string | null; sex: Sex | null };
export type GivenDose = { id: string; vaccineCode: string; doseNumber: number; givenOn: string };

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `isoDate` plus a span, in calendar units (31 January + 1 month = 28 or 29 February). */
export function addSpan(isoDate: string, span: AgeSpan): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const totalMonths = (year + (span.years ?? 0)) * 12 + (month - 1) + (span.months ?? 0);
  const targetYear = Math.floor(totalMonths / 12);
  const targetMonth = totalMonths % 12;
  const clampedDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  const extraDays = (span.days ?? 0) + 7 * (span.weeks ?? 0);
  return new Date(Date.UTC(targetYear, targetMonth, clampedDay + extraDays)).toISOString().slice(0, 10);
}

const latest = (first: string, second: string | null) => (second && second > first ? second : first);

/** Which vaccines concern the person: the PEV under 18, the adult recommendations from their minimum age. */
function concerns(vaccine: VaccineDefinition, person: PersonFacts, today: string): boolean {
  if (vaccine.sex && person.sex && vaccine.sex !== person.sex) return false;
  const birth = person.dateOfBirth;
  if (vaccine.programme === 'pev') return birth !== null && today < addSpan(birth, { years: 18 });
  if (birth === null) return true;
  if (vaccine.minAge && today < addSpan(birth, vaccine.minAge)) return false;
  return !vaccine.maxAge || today < addSpan(birth, vaccine.maxAge);
}

/**
 * The date a dose is due: its age in the PEV, pushed back to the minimum interval after the previous dose
 * when that one was given; an adult recommendation has a date only once the previous dose is given.
 */
function dueDateOf(
  vaccine: VaccineDefinition,
  dose: ScheduleDose,
  previousGivenOn: string | null,
  birth: string | null,
): string | null {
  const afterPrevious =
    previousGivenOn === null ? null : dose.minInterval ? addSpan(previousGivenOn, dose.minInterval) : previousGivenOn;
  if (vaccine.programme === 'adult' || !dose.age || birth === null) return afterPrevious;
  return latest(addSpan(birth, dose.age), afterPrevious);
}

function statusOf(dueOn: string | null, lateAfter: string | null, ageLimit: string | null, today: string): DoseStatus {
  if (ageLimit && today >= ageLimit) return 'missed';
  if (dueOn === null || lateAfter === null) return 'recommended';
  if (today < dueOn) return 'upcoming';
  return today <= lateAfter ? 'due' : 'overdue';
}

/**
 * Every dose of the schedule that concerns the person, with its status on `today` (yyyy-mm-dd, Douala):
 * given (recorded), upcoming, due (until `dueOn` + DOSE_GRACE_DAYS), overdue, recommended (adult, no date)
 * or missed (past the age the programme offers it).
 */
export function doseStatuses(person: PersonFacts, given: readonly GivenDose[], today: string): CardEntry[] {
  const entries: CardEntry[] = [];
  for (const vaccine of PEV_SCHEDULE) {
    if (!concerns(vaccine, person, today)) continue;
    let previousGivenOn: string | null = null;
    for (const dose of vaccine.doses) {
      const record = given.find((item) => item.vaccineCode === vaccine.code && item.doseNumber === dose.doseNumber);
      const dueOn = dueDateOf(vaccine, dose, previousGivenOn, person.dateOfBirth);
      const lateAfter = dueOn === null ? null : addSpan(dueOn, { days: DOSE_GRACE_DAYS });
      const maxAge = dose.maxAge ?? (vaccine.programme === 'pev' ? vaccine.maxAge : undefined);
      const ageLimit = maxAge && person.dateOfBirth ? addSpan(person.dateOfBirth, maxAge) : null;
      entries.push({
        vaccineCode: vaccine.code,
        doseNumber: dose.doseNumber,
        programme: vaccine.programme,
        ageGroup: ageGroupOf(dose),
        status: record ? 'given' : statusOf(dueOn, lateAfter, ageLimit, today),
        dueOn,
        lateAfter,
        doseId: record?.id ?? null,
        limitedAvailability: vaccine.limitedAvailability ?? false,
      });
      previousGivenOn = record?.givenOn ?? null;
    }
  }
  return entries;
}

/** The entries a reminder should show: overdue, due, or upcoming within `horizonDays`. */
export function isReminder(entry: CardEntry, today: string, horizonDays: number): boolean {
  if (entry.status === 'due' || entry.status === 'overdue') return true;
  return entry.status === 'upcoming' && entry.dueOn !== null && entry.dueOn <= addSpan(today, { days: horizonDays });
}
