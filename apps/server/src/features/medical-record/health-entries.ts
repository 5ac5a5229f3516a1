import type { HealthEntryKind } from '@sante/shared/medical-record-constants';
import type { HealthEntry, ZHealthEntryRequestSchema } from '@sante/shared/medical-record-schemas';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { healthEntries } from '../../db/schema/patients';
import { AppError } from '../../lib/app-error';
import type { AuthRequest } from '../auth/auth-request';
import { auditCaller } from '../auth/audit-caller';

type EntryInput = z.output<typeof ZHealthEntryRequestSchema>;
type Request = Pick<AuthRequest, 'ip' | 'requestId'>;
type Patient = Pick<Caller, 'userId' | 'role'>;

export function healthEntryView(row: typeof healthEntries.$inferSelect): HealthEntry {
  return {
    id: row.id,
    kind: row.kind as HealthEntryKind,
    label: row.label,
    note: row.note,
    startedOn: row.startedOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: EntryInput) {
  return { kind: input.kind, label: input.label, note: input.note, startedOn: input.startedOn ?? null };
}

/** The row `id` of the caller (scoped in the query: another patient's id is simply not found). */
function ownEntry(patientId: string, id: string) {
  return and(eq(healthEntries.id, id), eq(healthEntries.patientId, patientId));
}

/** A lookup that found nothing (unknown id or another patient's): audited as a failure, then 404. */
async function notFound(db: Db, req: Request, patient: Patient, action: string, id: string): Promise<never> {
  await auditCaller(db, req, patient, { action, outcome: 'failure', targetType: 'health_entry', targetId: id });
  throw new AppError('not_found');
}

/**
 * A patient's allergies, conditions and treatments (one kind, or all), by kind then label: the caller's own here, a
 * patient in the carer's care in `features/clinic`.
 */
export function patientHealthEntries(db: Db, patientId: string, kind?: HealthEntryKind) {
  return db
    .select()
    .from(healthEntries)
    .where(and(eq(healthEntries.patientId, patientId), kind ? eq(healthEntries.kind, kind) : undefined))
    .orderBy(asc(healthEntries.kind), asc(healthEntries.label), asc(healthEntries.createdAt));
}

/** The caller's allergies, conditions and treatments (one kind, or all), by kind then label. */
export async function listHealthEntries(
  db: Db,
  req: Request,
  patient: Patient,
  kind: HealthEntryKind | undefined,
): Promise<HealthEntry[]> {
  return db.transaction(async (tx) => {
    const rows = await patientHealthEntries(tx, patient.userId, kind);
    await auditCaller(tx, req, patient, {
      action: 'health_entry.list',
      targetType: 'patient',
      targetId: patient.userId,
      details: { kind: kind ?? null, count: rows.length },
    });
    return rows.map(healthEntryView);
  });
}

export async function createHealthEntry(db: Db, req: Request, patient: Patient, input: EntryInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(healthEntries)
      .values({ ...columnsOf(input), patientId: patient.userId, createdBy: patient.userId })
      .returning();
    if (!row) throw new Error('health entry insert returned no row');
    await auditCaller(tx, req, patient, {
      action: 'health_entry.create',
      targetType: 'health_entry',
      targetId: row.id,
      details: { kind: row.kind },
    });
    return healthEntryView(row);
  });
}

/**
 * Runs `change` on the caller's entry `id` (scoped in the query) in a transaction with its audit row: success
 * with the entry's kind, or, when nothing matched (unknown id or another patient's), failure and 404.
 */
async function changeOwnEntry<Row extends { kind: string }>(
  db: Db,
  req: Request,
  patient: Patient,
  id: string,
  action: 'health_entry.update' | 'health_entry.delete',
  change: (tx: Db, own: SQL | undefined) => Promise<Row[]>,
): Promise<Row> {
  const row = await db.transaction(async (tx) => {
    const [changed] = await change(tx, ownEntry(patient.userId, id));
    if (changed) {
      await auditCaller(tx, req, patient, {
        action,
        targetType: 'health_entry',
        targetId: id,
        details: { kind: changed.kind },
      });
    }
    return changed;
  });
  return row ?? notFound(db, req, patient, action, id);
}

export async function updateHealthEntry(db: Db, req: Request, patient: Patient, id: string, input: EntryInput) {
  const row = await changeOwnEntry(db, req, patient, id, 'health_entry.update', (tx, own) =>
    tx
      .update(healthEntries)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(own)
      .returning(),
  );
  return healthEntryView(row);
}

export async function deleteHealthEntry(db: Db, req: Request, patient: Patient, id: string): Promise<void> {
  await changeOwnEntry(db, req, patient, id, 'health_entry.delete', (tx, own) =>
    tx.delete(healthEntries).where(own).returning({ kind: healthEntries.kind }),
  );
}
