import type { ConsultationNote } from '@sante/shared/clinic-constants';
import type { ZConsultationNoteRequestSchema } from '@sante/shared/clinic-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { consultationNotes } from '../../db/schema/clinic';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from './care-relationship';
import { auditNote, noteOf, noteView, ownBooking } from './note-view';

type NoteInput = z.output<typeof ZConsultationNoteRequestSchema>;

/** `GET /api/consultation-notes/{bookingId}` (the booking's carer): the note and its amendments, or null. */
export async function readConsultationNote(
  db: Db,
  actor: ClinicActor,
  bookingId: string,
): Promise<ConsultationNote | null> {
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, actor, bookingId);
    const note = await noteOf(tx, booking.id);
    await auditNote(tx, actor, 'consultation_note.read', booking, { status: note?.status ?? null });
    return note;
  });
}

/** The vital signs typed, without the empty ones. */
function vitalsOf(input: NoteInput['vitals']) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => typeof value === 'number'));
}

/**
 * `PUT /api/consultation-notes/{bookingId}` (the booking's carer): saves the draft. A signed note is never edited:
 * the upsert only matches a draft (`setWhere`), so a signed one is 409 `consultation_note_signed` even under a race.
 * Audited, ids only.
 */
export async function saveConsultationNote(
  db: Db,
  actor: ClinicActor,
  bookingId: string,
  input: NoteInput,
  now: Date,
): Promise<ConsultationNote> {
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, actor, bookingId);
    const values = {
      reason: input.reason,
      history: input.history,
      examination: input.examination,
      vitals: vitalsOf(input.vitals),
      diagnosis: input.diagnosis,
      icd10Code: input.icd10Code || null,
      plan: input.plan,
      patientSummary: input.patientSummary,
      authorId: actor.userId,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(consultationNotes)
      .values({ bookingId: booking.id, ...values })
      .onConflictDoUpdate({
        target: consultationNotes.bookingId,
        set: values,
        setWhere: eq(consultationNotes.status, 'draft'),
      })
      .returning();
    if (!row) throw new AppError('consultation_note_signed');
    await auditNote(tx, actor, 'consultation_note.save', booking);
    return noteView(row, []);
  });
}
