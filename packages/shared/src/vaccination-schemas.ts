import { z } from 'zod';
import { doualaToday } from './calendar-date';
import { SEXES, type Sex } from './patient-constants';
import {
  isScheduledDose,
  VACCINE_CODES,
  type DoseStatus,
  type PevAgeGroup,
  type VaccineCode,
  type VaccineProgramme,
} from './pev-schedule';

/**
 * The vaccination contract shared by the server and the web app (`/api/vaccinations/*`); the schedule
 * itself (and the dose statuses) is in `pev-schedule.ts`. Messages are translation keys under `validation.*`.
 */

/** A dose that is due (or overdue) for the account holder or one of their dependents. */
export type DueDose = {
  /** null: the account holder. */
  dependentId: string | null;
  /** First name of the person (the account holder's own first name when `dependentId` is null). */
  personName: string;
  vaccineCode: VaccineCode;
  doseNumber: number;
  /** ISO date (yyyy-mm-dd) the dose is due from. */
  dueOn: string;
  overdue: boolean;
};

/** `GET /api/vaccinations/due`: sorted by `dueOn`, overdue first; doses due within the next 30 days included. */
export type DueDosesResponse = { due: DueDose[] };

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
    error: 'validation.invalidDate',
  });

const pastDate = isoDate.refine((value) => value <= doualaToday(), { error: 'validation.dateInFuture' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((value) => (value ? value : null));

/** A child's date of birth: not in the future, under 18 years old. */
const childBirthDate = pastDate.refine(
  (value) => {
    const today = doualaToday();
    const eighteenYearsAgo = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    return value > eighteenYearsAgo;
  },
  { error: 'validation.childTooOld' },
);

/** `POST /api/vaccinations/dependents` and `PUT /api/vaccinations/dependents/{id}`: a child of the patient. */
export const ZDependentRequestSchema = z.object({
  firstName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'validation.tooLong' }),
  lastName: optionalText(60),
  dateOfBirth: childBirthDate,
  sex: z.enum(SEXES, { error: 'validation.selectOption' }),
});
export type TDependentRequest = z.input<typeof ZDependentRequestSchema>;

/** The details of a dose given (`PUT /api/vaccinations/doses/{id}` changes only these). */
export const ZVaccinationDoseDetailsSchema = z.object({
  /** Not in the future; the server also refuses a date before the person's birth. */
  givenOn: pastDate,
  place: optionalText(120),
  batchNumber: optionalText(40),
});
export type TVaccinationDoseDetails = z.input<typeof ZVaccinationDoseDetailsSchema>;

/** `POST /api/vaccinations/doses`: a dose given to the account holder (`dependentId` null) or a child. */
export const ZVaccinationDoseRequestSchema = ZVaccinationDoseDetailsSchema.extend({
  dependentId: z.uuid({ error: 'validation.selectOption' }).nullable(),
  vaccineCode: z.enum(VACCINE_CODES, { error: 'validation.selectOption' }),
  doseNumber: z.number({ error: 'validation.selectOption' }).int({ error: 'validation.selectOption' }),
}).refine((dose) => isScheduledDose(dose.vaccineCode, dose.doseNumber), {
  error: 'validation.selectOption',
  path: ['doseNumber'],
});
export type TVaccinationDoseRequest = z.input<typeof ZVaccinationDoseRequestSchema>;

/** `GET /api/vaccinations/card?dependentId=`: no `dependentId` for the account holder's own card. */
export const ZVaccinationCardQuerySchema = z.object({
  dependentId: z.uuid({ error: 'validation.selectOption' }).optional(),
});

/** The account holder (`dependentId` null) or one of their children. */
export type VaccinationPerson = {
  dependentId: string | null;
  firstName: string;
  lastName: string | null;
  /** null: the holder has not filled their date of birth in /patient/profil (adult recommendations only). */
  dateOfBirth: string | null;
  sex: Sex | null;
};

/** `GET /api/vaccinations/people`. */
export type VaccinationPeopleResponse = { people: VaccinationPerson[] };

export type RecordedDose = {
  id: string;
  dependentId: string | null;
  vaccineCode: VaccineCode;
  doseNumber: number;
  givenOn: string;
  place: string | null;
  batchNumber: string | null;
};

export type CardEntry = {
  vaccineCode: VaccineCode;
  doseNumber: number;
  programme: VaccineProgramme;
  ageGroup: PevAgeGroup;
  status: DoseStatus;
  /** When the dose is due (null for a recommendation without date). */
  dueOn: string | null;
  /** The last day before it counts as overdue. */
  lateAfter: string | null;
  /** The recorded dose, when given. */
  doseId: string | null;
  limitedAvailability: boolean;
};

/** `GET /api/vaccinations/card`: the schedule with statuses, and every dose recorded for the person. */
export type VaccinationCard = {
  person: VaccinationPerson;
  today: string;
  entries: CardEntry[];
  doses: RecordedDose[];
};
