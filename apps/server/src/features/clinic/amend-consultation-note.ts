import type { NoteAmendment } from '@sante/shared/clinic-constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationNoteAmendments, consultationNotes } from '../../db/schema/clinic';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from './care-relationship';
import { auditNote, carerRefs, ownBooking } from './note-view';

/**
 * `POST /api/consultation-notes/{bookingId}/amendments` (the booking's carer): adds an amendment to a signed note —
 * what is added or corrected and why, with its author and time. The note itself is untouched; a draft is edited
 * instead (409 `consultation_note_not_signed`). Audited in the same transaction (ids only).
 */
export async function amendConsultationNote(
  db: Db,
  actor: ClinicActor,
  bookingId: string,
  input: { reason: string; text: string },
  now: Date,
): Promise<NoteAmendment> {
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, actor, bookingId);
    const [note] = await tx
      .select({ status: consultationNotes.status })
      .from(consultationNotes)
      .where(eq(consultationNotes.bookingId, booking.id));
    if (!note) throw new AppError('not_found');
    if (note.status !== 'signed') throw new AppError('consultation_note_not_signed');
    const [row] = await tx
      .insert(consultationNoteAmendments)
      .values({ bookingId: booking.id, authorId: actor.userId, reason: input.reason, text: input.text, createdAt: now })
      .returning();
    if (!row) throw new Error('amendment insert returned no row');
    await auditNote(tx, actor, 'consultation_note.amend', booking, { amendmentId: row.id });
    return {
      id: row.id,
      reason: row.reason,
      text: row.text,
      author: (await carerRefs(tx, [actor.userId])).get(actor.userId) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
