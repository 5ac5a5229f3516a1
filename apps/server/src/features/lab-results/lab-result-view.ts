import { AUTO_RELEASE_HOURS, type LabResultView, type LabValue } from '@sante/shared/lab-result-constants';
import type { CarerRef } from '@sante/shared/clinic-constants';
import type { ZLabValueSchema } from '@sante/shared/lab-result-schemas';
import { desc, eq, or, isNotNull, lte, type SQL, and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { labResults } from '../../db/schema/tasks';
import { audit } from '../../lib/audit';
import type { ClinicActor } from '../clinic/care-relationship';
import { carerRefs } from '../clinic/note-view';

const HOUR = 3_600_000;
const RESULTS_LIMIT = 200;

/** A typed value as a number (« 10,2 » or « 10.2 »), or null when it is not one (« positif »). */
function numeric(value: string): number | null {
  const text = value.trim().replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Flags a value outside its reference range (only a numeric value with a bound can be flagged). */
export function flagged(value: z.output<typeof ZLabValueSchema>): LabValue {
  const number = numeric(value.value);
  const low = value.low ?? null;
  const high = value.high ?? null;
  const flag =
    number === null ? null : low !== null && number < low ? 'low' : high !== null && number > high ? 'high' : null;
  return { name: value.name, value: value.value, unit: value.unit, low, high, flag };
}

/** When the patient sees a result: once released, or `AUTO_RELEASE_HOURS` after its upload. */
export function visibleToPatient(now: Date): SQL {
  const cutoff = new Date(now.getTime() - AUTO_RELEASE_HOURS * HOUR);
  return or(isNotNull(labResults.releasedAt), lte(labResults.createdAt, cutoff)) as SQL;
}

export type LabResultRow = typeof labResults.$inferSelect;

/** Results matching `where`, newest first (at most `limit`), with the patient's name and the reviewing doctor. */
export async function labResultViews(db: Db, where: SQL | undefined, limit = RESULTS_LIMIT): Promise<LabResultView[]> {
  const rows = await db
    .select({ result: labResults, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(labResults)
    .innerJoin(userProfiles, eq(userProfiles.userId, labResults.patientId))
    .where(where)
    .orderBy(desc(labResults.createdAt), desc(labResults.id))
    .limit(limit);
  const doctors = await carerRefs(
    db,
    rows.flatMap((row) => (row.result.doctorId ? [row.result.doctorId] : [])),
  );
  return rows.map(({ result, firstName, lastName }) => labResultView(result, { firstName, lastName }, doctors));
}

/** A result as the screens show it, with the patient's name and the reviewing doctor (from `doctors`). */
export function labResultView(
  result: LabResultRow,
  patient: { firstName: string; lastName: string },
  doctors: ReadonlyMap<string, CarerRef>,
): LabResultView {
  return {
    id: result.id,
    patient: { id: result.patientId, firstName: patient.firstName, lastName: patient.lastName },
    doctor: result.doctorId ? (doctors.get(result.doctorId) ?? null) : null,
    prescriptionId: result.prescriptionId,
    title: result.title,
    labName: result.labName,
    collectedOn: result.collectedOn,
    values: result.values,
    abnormalCount: result.abnormalCount,
    hasFile: result.objectId !== null,
    createdAt: result.createdAt.toISOString(),
    releasedAt: result.releasedAt?.toISOString() ?? null,
    visibleFrom: (result.releasedAt ?? new Date(result.createdAt.getTime() + AUTO_RELEASE_HOURS * HOUR)).toISOString(),
  };
}

export const byPatient = (patientId: string, extra?: SQL) => and(eq(labResults.patientId, patientId), extra);

/** Audits an action on a lab result (ids and flags only, never values). */
export function auditResult(
  db: Db,
  actor: ClinicActor,
  action: string,
  resultId: string | null,
  details: Record<string, string | number | boolean | null> = {},
) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'lab_result',
    targetId: resultId,
    ip: actor.ip,
    requestId: actor.requestId,
    details,
  });
}
