import type { RecordAccessOverview } from '@sante/shared/clinic-constants';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { emergencyAccesses, recordShares } from '../../db/schema/clinic';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { carersOf } from '../bookings/booking-view';
import type { ClinicActor } from './care-relationship';
import { emergencyAccessViews } from './emergency-access';

const OPENINGS_SHOWN = 50;
const OPENING_ACTIONS = ['patient_record.read', 'patient_record.emergency_open'];

/**
 * `GET /api/records/access` (patient): the carers of my bookings with whether I share my record with them, who
 * opened my record and when (from the audit log: ordinary and emergency openings), and the emergency accesses
 * with the reason the carer typed.
 */
export async function readRecordAccess(db: Db, patientId: string): Promise<RecordAccessOverview> {
  const [carerRows, openingRows, accesses] = await Promise.all([
    db
      .selectDistinct({
        id: bookings.doctorId,
        shared: sql<boolean>`exists (select 1 from record_shares s where s.patient_id = ${patientId}
          and s.carer_id = ${bookings.doctorId} and s.revoked_at is null)`,
      })
      .from(bookings)
      .where(eq(bookings.patientId, patientId)),
    db
      .select({ actorId: auditLog.actorId, at: auditLog.at, action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, patientId),
          eq(auditLog.targetType, 'patient'),
          inArray(auditLog.action, OPENING_ACTIONS),
          eq(auditLog.outcome, 'success'),
          eq(auditLog.actorRole, 'medecin'),
        ),
      )
      .orderBy(desc(auditLog.at))
      .limit(OPENINGS_SHOWN),
    emergencyAccessViews(db, eq(emergencyAccesses.patientId, patientId), OPENINGS_SHOWN),
  ]);
  const ids = [
    ...new Set([
      ...carerRows.map((row) => row.id),
      ...openingRows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
    ]),
  ];
  const carers = await carersOf(db, ids);
  return {
    carers: carerRows.flatMap((row) => {
      const carer = carers.get(row.id);
      return carer ? [{ ...carer, shared: row.shared }] : [];
    }),
    openings: openingRows.flatMap((row) => {
      const carer = carers.get(row.actorId ?? '');
      return carer
        ? [{ carer, at: row.at.toISOString(), emergency: row.action === 'patient_record.emergency_open' }]
        : [];
    }),
    emergencyAccesses: accesses.map((access) => ({ ...access, patient: null })),
  };
}

function auditShare(db: Db, actor: ClinicActor, action: string, carerId: string) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'carer',
    targetId: carerId,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/**
 * `PUT /api/records/access/shares/{carerId}` (patient): shares my record with a carer of one of my bookings (any
 * other id is 404) until I revoke it; sharing twice keeps the one share.
 */
export async function shareRecord(db: Db, actor: ClinicActor, carerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.patientId, actor.userId), eq(bookings.doctorId, carerId)))
      .limit(1);
    if (!booked) throw new AppError('not_found');
    const inserted = await tx
      .insert(recordShares)
      .values({ patientId: actor.userId, carerId })
      .onConflictDoNothing()
      .returning({ id: recordShares.id });
    if (inserted.length > 0) await auditShare(tx, actor, 'record_share.create', carerId);
  });
}

/** `DELETE /api/records/access/shares/{carerId}` (patient): ends the share (nothing to end is fine). */
export async function revokeRecordShare(db: Db, actor: ClinicActor, carerId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(recordShares)
      .set({ revokedAt: now })
      .where(
        and(
          eq(recordShares.patientId, actor.userId),
          eq(recordShares.carerId, carerId),
          isNull(recordShares.revokedAt),
        ),
      )
      .returning({ id: recordShares.id });
    if (revoked.length > 0) await auditShare(tx, actor, 'record_share.revoke', carerId);
  });
}
