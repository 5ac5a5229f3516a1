import {
  RECORD_PRESCRIPTIONS_PAGE,
  type RecordPrescription,
  type RecordPrescriptionsPage,
} from '@sante/shared/prescription-constants';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { prescriptions } from '../../db/schema/prescriptions';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { carerRefs } from '../clinic/note-view';
import { auditRecordRead, readInCare } from '../clinic/read-patient-summary';
import { downloadPrescriptionPdf } from './download-prescription-pdf';
import type { PrescriptionRow } from './prescription-view';

/** The record's date of a prescription: its signature, or the start of a draft (the list's order, newest first). */
const recordDate = sql`coalesce(${prescriptions.signedAt}, ${prescriptions.createdAt})`;

/** The patient's prescriptions the carer may read: every signed one, and the carer's own drafts. */
function visibleTo(actor: ClinicActor, patientId: string, also?: SQL): SQL | undefined {
  return and(
    eq(prescriptions.patientId, patientId),
    or(eq(prescriptions.status, 'signed'), eq(prescriptions.doctorId, actor.userId)),
    also,
  );
}

/**
 * `GET /api/doctor/patients/{id}/prescriptions?before=`: the prescriptions of a patient in the carer's care
 * (`inCareOf`), newest first, `RECORD_PRESCRIPTIONS_PAGE` at a time (keyset on the record's date and the id: after
 * the prescription `before`, one the caller may read of the same patient; any other id is 404). Audited with the
 * page's count, like the record's other sections.
 */
export async function listRecordPrescriptions(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
  before?: string,
): Promise<RecordPrescriptionsPage> {
  return readInCare(db, actor, patientId, 'patient_prescriptions.list', now, async (tx) => {
    let after: SQL | undefined;
    if (before) {
      const [cursor] = await tx
        .select({ signedAt: prescriptions.signedAt, createdAt: prescriptions.createdAt })
        .from(prescriptions)
        .where(visibleTo(actor, patientId, eq(prescriptions.id, before)));
      if (!cursor) throw new AppError('not_found');
      const at = (cursor.signedAt ?? cursor.createdAt).toISOString();
      after = sql`(${recordDate}, ${prescriptions.id}) < (${at}::timestamptz, ${before}::uuid)`;
    }
    const rows = await tx
      .select()
      .from(prescriptions)
      .where(visibleTo(actor, patientId, after))
      .orderBy(desc(recordDate), desc(prescriptions.id))
      .limit(RECORD_PRESCRIPTIONS_PAGE + 1);
    const page = rows.slice(0, RECORD_PRESCRIPTIONS_PAGE);
    // A draft is the caller's own: its author as they are now (a signed one prints the prescriber it froze).
    const authors = await carerRefs(tx, page.some((row) => row.status === 'draft') ? [actor.userId] : []);
    await auditRecordRead(tx, actor, 'patient_prescriptions.list', patientId, 'success', { count: page.length });
    return {
      prescriptions: page.flatMap((row) => {
        const view = recordPrescriptionView(row, authors.get(row.doctorId));
        return view ? [view] : [];
      }),
      nextCursor: rows.length > RECORD_PRESCRIPTIONS_PAGE ? (page.at(-1)?.id ?? null) : null,
    };
  });
}

function recordPrescriptionView(
  row: PrescriptionRow,
  author: RecordPrescription['prescriber'] | undefined,
): RecordPrescription | null {
  const prescriber = row.prescriber ?? author;
  if (!prescriber) return null;
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    date: (row.signedAt ?? row.createdAt).toISOString(),
    prescriber: {
      firstName: prescriber.firstName,
      lastName: prescriber.lastName,
      profession: prescriber.profession,
      sex: prescriber.sex,
    },
    medicines: row.medicines,
    exams: row.exams,
    dispensedAt: row.dispensedAt?.toISOString() ?? null,
  };
}

/**
 * `GET /api/doctor/patients/{id}/prescriptions/{prescriptionId}/pdf`: the signed prescription's PDF, the patient's
 * own copy (`downloadPrescriptionPdf`, audited `prescription.pdf_read`), for a carer in the patient's care now —
 * checked in the same query. A refusal is audited `denied` against the patient and is a 404.
 */
export async function recordPrescriptionPdf(
  deps: Pick<AppDeps, 'db' | 'env' | 'store'>,
  actor: ClinicActor,
  patientId: string,
  prescriptionId: string,
  now: Date,
): Promise<Uint8Array> {
  try {
    return await downloadPrescriptionPdf(deps, actor, prescriptionId, { patientId, inCareAt: now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found')
      await auditRecordRead(deps.db, actor, 'patient_prescription.pdf', patientId, 'denied', { prescriptionId });
    throw error;
  }
}
