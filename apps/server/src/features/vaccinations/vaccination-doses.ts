import type { VaccineCode } from '@sante/shared/pev-schedule';
import type {
  RecordedDose,
  ZVaccinationDoseDetailsSchema,
  ZVaccinationDoseRequestSchema,
} from '@sante/shared/vaccination-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { vaccinationDoses } from '../../db/schema/vaccinations';
import { AppError } from '../../lib/app-error';
import { auditCaller } from '../auth/audit-caller';
import { personOf, type VaccinationPatient, type VaccinationRequest } from './vaccination-people';

type DoseInput = z.output<typeof ZVaccinationDoseRequestSchema>;
type DoseDetails = z.output<typeof ZVaccinationDoseDetailsSchema>;

export function doseView(row: typeof vaccinationDoses.$inferSelect): RecordedDose {
  return {
    id: row.id,
    dependentId: row.dependentId,
    vaccineCode: row.vaccineCode as VaccineCode,
    doseNumber: row.doseNumber,
    givenOn: row.givenOn,
    place: row.place,
    batchNumber: row.batchNumber,
  };
}

/** The caller's dose `id` (scoped in the query: another patient's dose is simply not found). */
function ownDose(patientId: string, id: string) {
  return and(eq(vaccinationDoses.id, id), eq(vaccinationDoses.patientId, patientId));
}

function refuseBeforeBirth(givenOn: string, dateOfBirth: string | null) {
  if (dateOfBirth && givenOn < dateOfBirth) {
    throw new AppError('validation_failed', { fieldErrors: { givenOn: ['validation.beforeBirth'] } });
  }
}

const duplicate = () =>
  new AppError('vaccination_dose_exists', { fieldErrors: { doseNumber: ['validation.doseAlreadyRecorded'] } });

/** A lost race on the unique (person, vaccine, dose) key becomes the same 409 as the check. */
function isUniqueViolation(error: unknown): boolean {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

/** Records a dose for the holder or one of their children: 404 for another's child, 409 if already recorded. */
export async function recordDose(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  input: DoseInput,
): Promise<RecordedDose> {
  try {
    return await db.transaction(async (tx) => {
      const person = await personOf(tx, patient, input.dependentId);
      refuseBeforeBirth(input.givenOn, person.dateOfBirth);
      const [row] = await tx
        .insert(vaccinationDoses)
        .values({ ...input, patientId: patient.userId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw duplicate();
      await auditCaller(tx, req, patient, {
        action: 'vaccination_dose.create',
        targetType: 'vaccination_dose',
        targetId: row.id,
        details: { dependentId: row.dependentId },
      });
      return doseView(row);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate() : error;
  }
}

/** Changes the date, place or batch of a recorded dose. */
export async function updateDose(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  id: string,
  input: DoseDetails,
): Promise<RecordedDose> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(vaccinationDoses).where(ownDose(patient.userId, id));
    if (!existing) throw new AppError('not_found');
    const person = await personOf(tx, patient, existing.dependentId);
    refuseBeforeBirth(input.givenOn, person.dateOfBirth);
    const [row] = await tx.update(vaccinationDoses).set(input).where(ownDose(patient.userId, id)).returning();
    if (!row) throw new AppError('not_found');
    await auditCaller(tx, req, patient, {
      action: 'vaccination_dose.update',
      targetType: 'vaccination_dose',
      targetId: id,
    });
    return doseView(row);
  });
}

export async function deleteDose(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(vaccinationDoses)
      .where(ownDose(patient.userId, id))
      .returning({ id: vaccinationDoses.id });
    if (!row) throw new AppError('not_found');
    await auditCaller(tx, req, patient, {
      action: 'vaccination_dose.delete',
      targetType: 'vaccination_dose',
      targetId: id,
    });
  });
}
