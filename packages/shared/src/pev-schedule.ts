import type { Sex } from './patient-constants';

/**
 * Cameroon's national immunisation schedule (PEV, Programme Élargi de Vaccination) and a few vaccines
 * recommended to adults. Names are translated on the web side (`vaccination:vaccines.<code>`).
 *
 * Sources (last checked 2026-11-22; to be confirmed by a medical reviewer against the current
 * MINSANTE / PEV card):
 * - PEV routine schedule for children 0-23 months (BCG + VPO-0 at birth; Penta, VPO, PCV-13, Rota at 6 and
 *   10 weeks; Penta, VPO, PCV-13, VPI at 14 weeks; RR + VAA at 9 months; RR 2 at 15 months, since 2020):
 *   PEV communication reported by actucameroun.com (2020-01-23), mboapharma.cm (2025-04-05).
 * - Malaria vaccine RTS,S in the routine programme since 2024-01-22, 4 doses at 6, 7, 9 and 24 months,
 *   first in 42 priority health districts: MINSANTE communiqué of 2024-01-08 (camerounactuonline.com),
 *   lurgentiste.com (2023-11).
 * - HPV: introduced for 9-year-old girls in October 2020; single dose, girls and boys, since January 2023
 *   (Njoh et al., BMC Public Health 2025, doi:10.1186/s12889-025-22776-3).
 * - Adults: tetanus-diphtheria (dT) 5 doses for women of childbearing age, hepatitis B 3 doses, yellow
 *   fever one dose for life: WHO position papers, kept as "recommandé" (not an obligation of the PEV).
 * Not included: the hepatitis B birth dose (not in the routine PEV card), vitamin A (not a vaccine),
 * COVID-19 (optional, campaigns only).
 */

/** How long after its due date a dose not given counts as overdue (the "à faire avant le" date). */
export const DOSE_GRACE_DAYS = 28;

/** How far ahead `GET /api/vaccinations/due` looks. */
export const DUE_DOSE_HORIZON_DAYS = 30;

/**
 * given: recorded; upcoming: due later; due: due now (until `lateAfter`); overdue: past `lateAfter`;
 * recommended: an adult recommendation without a date (to discuss with a health worker);
 * missed: past the age the programme offers it.
 */
export const DOSE_STATUSES = ['given', 'due', 'overdue', 'upcoming', 'recommended', 'missed'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** A duration counted in calendar units from a date of birth or from the previous dose. */
export type AgeSpan = { days?: number; weeks?: number; months?: number; years?: number };

export type VaccineProgramme = 'pev' | 'adult';

export type ScheduleDose = {
  doseNumber: number;
  /** PEV: the age the dose is due at. Adult recommendations have none (due from the first contact). */
  age?: AgeSpan;
  /** The earliest this dose may follow the previous dose of the same vaccine. */
  minInterval?: AgeSpan;
  /** Overrides the vaccine's `maxAge` for this dose (polio zero dose: first two weeks only). */
  maxAge?: AgeSpan;
};

export type VaccineDefinition = {
  code: VaccineCode;
  programme: VaccineProgramme;
  doses: readonly ScheduleDose[];
  /** Only for one sex (adult dT: women of childbearing age). */
  sex?: Sex;
  /** The vaccine concerns people from this age. */
  minAge?: AgeSpan;
  /** The programme no longer offers the dose past this age (a missed dose is then "âge limite dépassé"). */
  maxAge?: AgeSpan;
  /** Offered in some health districts only (malaria vaccine since 2024). */
  limitedAvailability?: boolean;
};

export const VACCINE_CODES = [
  'bcg',
  'vpo',
  'penta',
  'pcv13',
  'rota',
  'vpi',
  'paludisme',
  'rr',
  'vaa',
  'hpv',
  'dt',
  'hepb',
  'vaa_adulte',
] as const;
export type VaccineCode = (typeof VACCINE_CODES)[number];

const FOUR_WEEKS: AgeSpan = { weeks: 4 };
const CHILD_CATCH_UP: AgeSpan = { years: 5 };

export const PEV_SCHEDULE: readonly VaccineDefinition[] = [
  { code: 'bcg', programme: 'pev', maxAge: { years: 1 }, doses: [{ doseNumber: 1, age: {} }] },
  {
    code: 'vpo',
    programme: 'pev',
    maxAge: CHILD_CATCH_UP,
    doses: [
      { doseNumber: 0, age: {}, maxAge: { weeks: 2 } },
      { doseNumber: 1, age: { weeks: 6 } },
      { doseNumber: 2, age: { weeks: 10 }, minInterval: FOUR_WEEKS },
      { doseNumber: 3, age: { weeks: 14 }, minInterval: FOUR_WEEKS },
    ],
  },
  {
    code: 'penta',
    programme: 'pev',
    maxAge: CHILD_CATCH_UP,
    doses: [
      { doseNumber: 1, age: { weeks: 6 } },
      { doseNumber: 2, age: { weeks: 10 }, minInterval: FOUR_WEEKS },
      { doseNumber: 3, age: { weeks: 14 }, minInterval: FOUR_WEEKS },
    ],
  },
  {
    code: 'pcv13',
    programme: 'pev',
    maxAge: CHILD_CATCH_UP,
    doses: [
      { doseNumber: 1, age: { weeks: 6 } },
      { doseNumber: 2, age: { weeks: 10 }, minInterval: FOUR_WEEKS },
      { doseNumber: 3, age: { weeks: 14 }, minInterval: FOUR_WEEKS },
    ],
  },
  {
    code: 'rota',
    programme: 'pev',
    maxAge: { years: 2 },
    doses: [
      { doseNumber: 1, age: { weeks: 6 } },
      { doseNumber: 2, age: { weeks: 10 }, minInterval: FOUR_WEEKS },
    ],
  },
  { code: 'vpi', programme: 'pev', maxAge: CHILD_CATCH_UP, doses: [{ doseNumber: 1, age: { weeks: 14 } }] },
  {
    code: 'paludisme',
    programme: 'pev',
    maxAge: CHILD_CATCH_UP,
    limitedAvailability: true,
    doses: [
      { doseNumber: 1, age: { months: 6 } },
      { doseNumber: 2, age: { months: 7 }, minInterval: FOUR_WEEKS },
      { doseNumber: 3, age: { months: 9 }, minInterval: FOUR_WEEKS },
      { doseNumber: 4, age: { months: 24 }, minInterval: { months: 6 } },
    ],
  },
  {
    code: 'rr',
    programme: 'pev',
    maxAge: CHILD_CATCH_UP,
    doses: [
      { doseNumber: 1, age: { months: 9 } },
      { doseNumber: 2, age: { months: 15 }, minInterval: FOUR_WEEKS },
    ],
  },
  { code: 'vaa', programme: 'pev', maxAge: CHILD_CATCH_UP, doses: [{ doseNumber: 1, age: { months: 9 } }] },
  {
    code: 'hpv',
    programme: 'pev',
    minAge: { years: 9 },
    maxAge: { years: 15 },
    doses: [{ doseNumber: 1, age: { years: 9 } }],
  },
  {
    code: 'dt',
    programme: 'adult',
    sex: 'female',
    minAge: { years: 15 },
    maxAge: { years: 50 },
    doses: [
      { doseNumber: 1 },
      { doseNumber: 2, minInterval: FOUR_WEEKS },
      { doseNumber: 3, minInterval: { months: 6 } },
      { doseNumber: 4, minInterval: { years: 1 } },
      { doseNumber: 5, minInterval: { years: 1 } },
    ],
  },
  {
    code: 'hepb',
    programme: 'adult',
    minAge: { years: 18 },
    doses: [
      { doseNumber: 1 },
      { doseNumber: 2, minInterval: FOUR_WEEKS },
      { doseNumber: 3, minInterval: { months: 5 } },
    ],
  },
  { code: 'vaa_adulte', programme: 'adult', minAge: { years: 18 }, doses: [{ doseNumber: 1 }] },
];

/** The groups of the timeline, in order (translation keys `vaccination:ageGroups.<key>`). */
export const PEV_AGE_GROUPS = [
  'birth',
  'weeks6',
  'weeks10',
  'weeks14',
  'months6',
  'months7',
  'months9',
  'months15',
  'months24',
  'years9',
  'adult',
] as const;
export type PevAgeGroup = (typeof PEV_AGE_GROUPS)[number];

/** The timeline group of a dose: its due age for the PEV, `adult` for the adult recommendations. */
export function ageGroupOf(dose: ScheduleDose): PevAgeGroup {
  const age = dose.age;
  if (!age) return 'adult';
  if (age.years) return 'years9';
  if (age.months) return `months${age.months}` as PevAgeGroup;
  if (age.weeks) return `weeks${age.weeks}` as PevAgeGroup;
  return 'birth';
}

export function vaccineDefinition(code: string): VaccineDefinition | undefined {
  return PEV_SCHEDULE.find((vaccine) => vaccine.code === code);
}

/** Whether the schedule has this dose (the server refuses any other). */
export function isScheduledDose(code: string, doseNumber: number): boolean {
  return vaccineDefinition(code)?.doses.some((dose) => dose.doseNumber === doseNumber) ?? false;
}
