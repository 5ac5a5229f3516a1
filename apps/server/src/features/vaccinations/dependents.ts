import type { VaccinationPerson, ZDependentRequestSchema } from '@sante/shared/vaccination-schemas';
import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dependents, vaccinationDoses } from '../../db/schema/vaccinations';
import { AppError } from '../../lib/app-error';
import { auditCaller } from '../auth/audit-caller';
import { dependentView, ownDependent, type VaccinationPatient, type VaccinationRequest } from './vaccination-people';

type DependentInput = z.output<typeof ZDependentRequestSchema>;

function columnsOf(input: DependentInput) {
  return { firstName: input.firstName, lastName: input.lastName, dateOfBirth: input.dateOfBirth, sex: input.sex };
}

async function notFound(db: Db, req: VaccinationRequest, patient: VaccinationPatient, action: string, id: string) {
  await auditCaller(db, req, patient, { action, outcome: 'failure', targetType: 'dependent', targetId: id });
  return new AppError('not_found');
}

export async function createDependent(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  input: DependentInput,
): Promise<VaccinationPerson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dependents)
      .values({ ...columnsOf(input), guardianId: patient.userId })
      .returning();
    if (!row) throw new Error('dependent insert returned no row');
    await auditCaller(tx, req, patient, { action: 'dependent.create', targetType: 'dependent', targetId: row.id });
    return dependentView(row);
  });
}

/** Changes a child's details; a date of birth after a dose already recorded is refused (400 on the field). */
export async function updateDependent(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  id: string,
  input: DependentInput,
): Promise<VaccinationPerson> {
  const row = await db.transaction(async (tx) => {
    const [earlierDose] = await tx
      .select({ id: vaccinationDoses.id })
      .from(vaccinationDoses)
      .where(
        and(
          eq(vaccinationDoses.patientId, patient.userId),
          eq(vaccinationDoses.dependentId, id),
          lt(vaccinationDoses.givenOn, input.dateOfBirth),
        ),
      )
      .limit(1);
    if (earlierDose) {
      throw new AppError('validation_failed', { fieldErrors: { dateOfBirth: ['validation.doseBeforeBirth'] } });
    }
    const [updated] = await tx
      .update(dependents)
      .set(columnsOf(input))
      .where(ownDependent(patient.userId, id))
      .returning();
    if (updated) {
      await auditCaller(tx, req, patient, { action: 'dependent.update', targetType: 'dependent', targetId: id });
    }
    return updated;
  });
  if (!row) throw await notFound(db, req, patient, 'dependent.update', id);
  return dependentView(row);
}

/** A conversation about the child (ADR 048) keeps them: messages are never deleted (the foreign key restricts). */
function isReferenced(error: unknown): boolean {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null;) {
    if ('code' in cause && cause.code === '23503') return true;
    if ('message' in cause && String(cause.message).includes('conversations_dependent_id_dependents_id_fk'))
      return true;
    cause = 'cause' in cause ? cause.cause : null;
  }
  return false;
}

/** Removes a child and their recorded doses (the foreign key cascades); 409 while a conversation is about them. */
export async function deleteDependent(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
  id: string,
): Promise<void> {
  const deleted = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .delete(dependents)
        .where(ownDependent(patient.userId, id))
        .returning({ id: dependents.id });
      if (row) {
        await auditCaller(tx, req, patient, { action: 'dependent.delete', targetType: 'dependent', targetId: id });
      }
      return row;
    })
    .catch((error: unknown) => {
      throw isReferenced(error) ? new AppError('dependent_has_conversations') : error;
    });
  if (!deleted) throw await notFound(db, req, patient, 'dependent.delete', id);
}
