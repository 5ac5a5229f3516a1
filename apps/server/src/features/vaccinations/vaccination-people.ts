import { SEXES, type Sex } from '@sante/shared/patient-constants';
import type { VaccinationPerson } from '@sante/shared/vaccination-schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { patientProfiles } from '../../db/schema/patients';
import { dependents } from '../../db/schema/vaccinations';
import { AppError } from '../../lib/app-error';
import type { AuthRequest } from '../auth/auth-request';
import { auditCaller } from '../auth/audit-caller';

export type VaccinationRequest = Pick<AuthRequest, 'ip' | 'requestId'>;
export type VaccinationPatient = Pick<Caller, 'userId' | 'role' | 'firstName' | 'lastName'>;

const sexOf = (value: string | null): Sex | null => SEXES.find((sex) => sex === value) ?? null;

export function dependentView(row: typeof dependents.$inferSelect): VaccinationPerson {
  return {
    dependentId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    sex: sexOf(row.sex),
  };
}

/** The account holder: names from the session, date of birth and sex from /patient/profil (maybe not filled). */
async function holderOf(db: Db, patient: VaccinationPatient): Promise<VaccinationPerson> {
  const [profile] = await db
    .select({ dateOfBirth: patientProfiles.dateOfBirth, sex: patientProfiles.sex })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, patient.userId));
  return {
    dependentId: null,
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: profile?.dateOfBirth ?? null,
    sex: sexOf(profile?.sex ?? null),
  };
}

/** The caller's child `id` (scoped in the query: another patient's child is simply not found). */
export function ownDependent(guardianId: string, id: string) {
  return and(eq(dependents.id, id), eq(dependents.guardianId, guardianId));
}

/** The holder (`dependentId` null) or one of their children; 404 for anyone else's child. */
export async function personOf(
  db: Db,
  patient: VaccinationPatient,
  dependentId: string | null,
): Promise<VaccinationPerson> {
  if (dependentId === null) return holderOf(db, patient);
  const [row] = await db.select().from(dependents).where(ownDependent(patient.userId, dependentId));
  if (!row) throw new AppError('not_found');
  return dependentView(row);
}

/** The holder and their children (oldest first): everyone whose card the caller keeps. */
export async function listPeople(db: Db, patient: VaccinationPatient): Promise<VaccinationPerson[]> {
  const rows = await db
    .select()
    .from(dependents)
    .where(eq(dependents.guardianId, patient.userId))
    .orderBy(asc(dependents.dateOfBirth), asc(dependents.createdAt));
  return [await holderOf(db, patient), ...rows.map(dependentView)];
}

/** `GET /api/vaccinations/people`, audited (dates of birth of the children are health-adjacent data). */
export async function readPeople(
  db: Db,
  req: VaccinationRequest,
  patient: VaccinationPatient,
): Promise<VaccinationPerson[]> {
  return db.transaction(async (tx) => {
    const people = await listPeople(tx, patient);
    await auditCaller(tx, req, patient, {
      action: 'vaccination_people.read',
      targetType: 'patient',
      targetId: patient.userId,
      details: { count: people.length },
    });
    return people;
  });
}
