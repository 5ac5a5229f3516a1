import { desc, eq, or } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { user } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/audit';
import { healthEntries, medicalDocuments, patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { storageObjects } from '../../db/schema/storage';
import { dependents, vaccinationDoses } from '../../db/schema/vaccinations';
import { AppError } from '../../lib/app-error';
import { listAccountSessions } from './account-sessions';
import { getNotificationPreferences } from './notification-preferences';

/** How many audit rows about the caller an export carries (the most recent). */
export const EXPORTED_AUDIT_ROWS = 500;

/** The API path that hands out a short-lived download link for one document of the record. */
export function documentDownloadPath(documentId: string): string {
  return `/api/records/documents/${documentId}/url?download=1`;
}

/**
 * Everything held about the caller, every query scoped to the caller's id. Read straight from the tables
 * (the features that write them evolve independently; the schema is the contract).
 */
export async function readAccountData(
  deps: Pick<AppDeps, 'db'>,
  caller: Pick<Caller, 'userId' | 'sessionId' | 'email'>,
) {
  const { db } = deps;
  const id = caller.userId;
  const [account] = await db
    .select({
      id: user.id,
      createdAt: user.createdAt,
      role: userProfiles.role,
      status: userProfiles.status,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
      email: userProfiles.email,
      city: userProfiles.city,
      neighbourhood: userProfiles.neighbourhood,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, id));
  if (!account) throw new AppError('user_not_found');
  const [patientProfile] = await db.select().from(patientProfiles).where(eq(patientProfiles.userId, id));
  const entries = await db
    .select()
    .from(healthEntries)
    .where(eq(healthEntries.patientId, id))
    .orderBy(healthEntries.kind, healthEntries.createdAt);
  const documents = await db
    .select({
      id: medicalDocuments.id,
      title: medicalDocuments.title,
      kind: medicalDocuments.kind,
      category: medicalDocuments.category,
      documentDate: medicalDocuments.documentDate,
      createdAt: medicalDocuments.createdAt,
      updatedAt: medicalDocuments.updatedAt,
      mimeType: storageObjects.mimeType,
      size: storageObjects.size,
    })
    .from(medicalDocuments)
    .innerJoin(storageObjects, eq(storageObjects.id, medicalDocuments.objectId))
    .where(eq(medicalDocuments.patientId, id))
    .orderBy(desc(medicalDocuments.documentDate));
  const people = await db.select().from(dependents).where(eq(dependents.guardianId, id)).orderBy(dependents.createdAt);
  const doses = await db
    .select()
    .from(vaccinationDoses)
    .where(eq(vaccinationDoses.patientId, id))
    .orderBy(vaccinationDoses.givenOn);
  const auditRows = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actorId, id), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.at))
    .limit(EXPORTED_AUDIT_ROWS);
  return {
    account,
    patientProfile: patientProfile ?? null,
    entries,
    documents,
    dependents: people,
    doses,
    notificationPreferences: await getNotificationPreferences(db, caller),
    sessions: await listAccountSessions(deps, caller),
    auditRows,
  };
}

export type AccountData = Awaited<ReturnType<typeof readAccountData>>;
