import type { PatientNote } from '@sante/shared/clinic-constants';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { consultationNotes } from '../../db/schema/clinic';
import type { ClinicActor } from './care-relationship';
import { amendmentsOf, carerRefs, noteView } from './note-view';
import { auditRecordRead, readInCare } from './read-patient-summary';

/** At most this many notes in the record (the newest). */
const NOTES_LIMIT = 100;

/**
 * `GET /api/doctor/patients/{id}/notes`: the consultation notes of a patient in the carer's care (`inCareOf`), newest
 * visit first — every carer's signed notes and the caller's own drafts — each with its amendments. Audited.
 */
export async function listPatientNotes(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
): Promise<PatientNote[]> {
  return readInCare(db, actor, patientId, 'patient_notes.list', now, async (tx) => {
    const rows = await tx
      .select({ note: consultationNotes, visitAt: bookings.startsAt, carerId: bookings.doctorId })
      .from(consultationNotes)
      .innerJoin(bookings, eq(bookings.id, consultationNotes.bookingId))
      .where(
        and(
          eq(bookings.patientId, patientId),
          or(eq(consultationNotes.status, 'signed'), eq(bookings.doctorId, actor.userId)),
        ),
      )
      .orderBy(desc(bookings.startsAt))
      .limit(NOTES_LIMIT);
    const amendments = await amendmentsOf(
      tx,
      rows.map((row) => row.note.bookingId),
    );
    const authors = await carerRefs(
      tx,
      rows.map((row) => row.carerId),
    );
    await auditRecordRead(tx, actor, 'patient_notes.list', patientId, 'success', { count: rows.length });
    return rows.map(({ note, visitAt, carerId }) => ({
      ...noteView(note, amendments.get(note.bookingId) ?? []),
      author: authors.get(carerId) ?? null,
      visitAt: visitAt.toISOString(),
    }));
  });
}
