import type { ConsultationNote } from '@sante/shared/clinic-constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationNotes } from '../../db/schema/clinic';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from './care-relationship';
import { amendmentsOf, auditNote, noteView, ownBooking } from './note-view';

/**
 * `POST /api/consultation-notes/{bookingId}/sign` (the booking's carer): signs the saved draft. The motif and the
 * diagnostic are needed (400 with field errors); `shareSummary` shows the patient their summary (an empty one: 400).
 * Once signed the note is never edited (409 `consultation_note_signed`), only amended. Audited in the same
 * transaction.
 */
export async function signConsultationNote(
  db: Db,
  actor: ClinicActor,
  bookingId: string,
  shareSummary: boolean,
  now: Date,
): Promise<ConsultationNote> {
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, actor, bookingId);
    const [draft] = await tx
      .select()
      .from(consultationNotes)
      .where(eq(consultationNotes.bookingId, booking.id))
      .for('update');
    if (draft?.status === 'signed') throw new AppError('consultation_note_signed');
    const fieldErrors: Record<string, string[]> = {};
    if (!draft?.reason) fieldErrors.reason = ['validation.required'];
    if (!draft?.diagnosis) fieldErrors.diagnosis = ['validation.required'];
    if (shareSummary && !draft?.patientSummary) fieldErrors.patientSummary = ['validation.required'];
    if (!draft || Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
    const [signed] = await tx
      .update(consultationNotes)
      .set({
        status: 'signed',
        signedAt: now,
        signedBy: actor.userId,
        sharedAt: shareSummary ? (draft.sharedAt ?? now) : null,
        updatedAt: now,
      })
      .where(and(eq(consultationNotes.bookingId, booking.id), eq(consultationNotes.status, 'draft')))
      .returning();
    if (!signed) throw new AppError('consultation_note_signed');
    await auditNote(tx, actor, 'consultation_note.sign', booking, { shared: shareSummary });
    return noteView(signed, (await amendmentsOf(tx, [booking.id])).get(booking.id) ?? []);
  });
}
