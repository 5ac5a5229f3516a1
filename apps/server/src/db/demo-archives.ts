import { randomUUID } from 'node:crypto';
import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AppDeps } from '../app-context';
import { addDays, doualaInstant } from '../features/availability/douala-time';
import {
  CARER_DOCUMENTS_BUCKET,
  CONVERSATION_ATTACHMENTS_BUCKET,
  LAB_RESULTS_BUCKET,
  MEDICAL_DOCUMENTS_BUCKET,
} from '../features/storage/storage-buckets';
import { createRefundedInvoice } from '../testing/credit-note-factory';
import { createUser } from '../testing/factories';
import { archiveHolds } from './schema/archives';
import { user } from './schema/auth';
import { bookings } from './schema/availability';
import { conversationAttachments, conversationMessages, conversations } from './schema/conversations';
import { medicalDocuments } from './schema/patients';
import { prescriptions } from './schema/prescriptions';
import { userProfiles } from './schema/profiles';
import { storageObjects } from './schema/storage';
import { labResults } from './schema/tasks';

/** The marker of this seed: the demo patient's scan (present = already seeded). */
const MARKER = 'Échographie abdominale';

/** A one-page PDF saying what it stands for (DEMO ONLY: no health data). */
async function demoPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Document de démonstration', { x: 56, y: 770, size: 11, font });
  page.drawText(title, { x: 56, y: 740, size: 16, font });
  return pdf.save();
}

/** Stores a demo PDF in `bucket` under `name`: its bytes, then its row. */
async function storePdf(
  deps: Pick<AppDeps, 'db' | 'store'>,
  bucket: string,
  name: string,
  title: string,
  ownerId: string,
  at: Date,
): Promise<string> {
  const bytes = await demoPdf(title);
  const id = randomUUID();
  const key = `${bucket}/${id}`;
  await deps.store.put(key, bytes, 'application/pdf');
  await deps.db.insert(storageObjects).values({
    id,
    bucketId: bucket,
    name,
    key,
    ownerId,
    size: bytes.byteLength,
    mimeType: 'application/pdf',
    cacheControl: 'max-age=3600',
    etag: `"${id}"`,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/**
 * DEMO ONLY: a few archived documents of each kind for `/admin/archives-documents` (ADR 055) — the demo patient's
 * scan and consultation report, a lab result, a conversation attachment, a signed prescription, a refunded invoice
 * and its credit note, the demo doctor's diploma and ID card — and a former patient whose account was deleted eleven
 * years ago, so that the next yearly purge has something to list (one of her documents on legal hold). Idempotent.
 */
export async function seedDemoArchives(deps: Pick<AppDeps, 'db' | 'store'>, today = doualaToday()): Promise<number> {
  const accounts = await deps.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, ['patient@demo.cm', 'medecin@demo.cm', 'admin@demo.cm']));
  const idOf = (email: string) => accounts.find((account) => account.email === email)?.id;
  const patientId = idOf('patient@demo.cm');
  const doctorId = idOf('medecin@demo.cm');
  const adminId = idOf('admin@demo.cm');
  if (!patientId || !doctorId || !adminId) return 0;
  const [seeded] = await deps.db
    .select({ id: medicalDocuments.id })
    .from(medicalDocuments)
    .where(and(eq(medicalDocuments.patientId, patientId), eq(medicalDocuments.title, MARKER)));
  if (seeded) return 0;
  const day = (daysAgo: number) => addDays(today, -daysAgo);
  const at = (daysAgo: number, minute = 10 * 60) => doualaInstant(day(daysAgo), minute);
  let created = 0;

  const medicalDocument = async (owner: string, by: string, title: string, kind: string, date: string) => {
    const objectId = await storePdf(
      deps,
      MEDICAL_DOCUMENTS_BUCKET,
      `${owner}/${randomUUID()}.pdf`,
      title,
      owner,
      doualaInstant(date, 9 * 60),
    );
    const [row] = await deps.db
      .insert(medicalDocuments)
      .values({ patientId: owner, objectId, title, kind, documentDate: date, uploadedBy: by })
      .returning({ id: medicalDocuments.id });
    created++;
    return row?.id;
  };
  await medicalDocument(patientId, patientId, MARKER, 'imaging', day(60));
  await medicalDocument(patientId, doctorId, 'Compte rendu de téléconsultation', 'consultation_report', day(15));

  const resultObject = await storePdf(
    deps,
    LAB_RESULTS_BUCKET,
    `${patientId}/${randomUUID()}.pdf`,
    'Bilan lipidique',
    adminId,
    at(20),
  );
  await deps.db.insert(labResults).values({
    patientId,
    doctorId,
    title: 'Bilan lipidique',
    labName: 'Laboratoire Bonapriso',
    collectedOn: day(21),
    objectId: resultObject,
    uploadedBy: adminId,
    createdAt: at(20),
    releasedAt: at(19),
    releasedBy: doctorId,
  });
  created++;

  const [team] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.patientId, patientId), eq(conversations.kind, 'patient_team')));
  if (!team) {
    const sentAt = at(10, 18 * 60);
    const objectId = await storePdf(
      deps,
      CONVERSATION_ATTACHMENTS_BUCKET,
      `${randomUUID()}`,
      'Carnet de vaccination',
      patientId,
      sentAt,
    );
    await deps.db.transaction(async (tx) => {
      const [conversation] = await tx
        .insert(conversations)
        .values({
          kind: 'patient_team',
          patientId,
          lastSeq: 1,
          lastMessageAt: sentAt,
          createdBy: patientId,
          createdAt: sentAt,
        })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error('demo conversation not inserted');
      const [message] = await tx
        .insert(conversationMessages)
        .values({
          conversationId: conversation.id,
          seq: 1,
          clientId: randomUUID(),
          senderId: patientId,
          senderRole: 'patient',
          body: 'Voici mon carnet de vaccination.',
          createdAt: sentAt,
        })
        .returning({ id: conversationMessages.id });
      if (!message) throw new Error('demo message not inserted');
      await tx.insert(conversationAttachments).values({
        messageId: message.id,
        conversationId: conversation.id,
        objectId,
        kind: 'document',
        name: 'carnet-vaccination.pdf',
        createdAt: sentAt,
      });
    });
    created++;
  }

  // The prescription of the demo doctor's last video consultation (demo-history-5).
  const [lastVisit] = await deps.db
    .select({ id: bookings.id, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), eq(bookings.idempotencyKey, 'demo-history-5')));
  if (lastVisit) {
    await deps.db
      .insert(prescriptions)
      .values({
        bookingId: lastVisit.id,
        doctorId,
        patientId,
        status: 'signed',
        signedAt: lastVisit.endsAt,
        medicines: [],
        prescriber: {
          firstName: 'Jean-Paul',
          lastName: 'Nkoulou',
          profession: 'medecin',
          sex: 'male',
          specialty: 'medecine_generale',
          licenceNumber: 'ONMC-DEMO-0001',
          facility: 'Cabinet médical de Bastos',
          professionalAddress: 'Bastos, Yaoundé',
        },
      })
      .onConflictDoNothing();
    created++;
  }

  await createRefundedInvoice(deps, patientId, 'Aïcha Mbarga');
  created += 2;

  for (const kind of ['diploma', 'id_card'] as const) {
    await storePdf(deps, CARER_DOCUMENTS_BUCKET, `${doctorId}/${kind}`, kind, doctorId, at(90));
    created++;
  }

  // A former patient: account deleted eleven years ago, her papers past their 10 years.
  const formerEmail = 'ancienne.patiente@demo.cm';
  const [former] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, formerEmail));
  if (!former) {
    const { userId } = await createUser(deps, {
      role: 'patient',
      email: formerEmail,
      phone: '+237690000099',
      firstName: 'Hortense',
      lastName: 'Manga',
      city: 'Douala',
      neighbourhood: 'Deïdo',
      password: randomUUID(),
    });
    const deletedAt = doualaInstant(`${Number(today.slice(0, 4)) - 11}-03-15`, 11 * 60);
    await deps.db
      .update(userProfiles)
      .set({ status: 'deleted', updatedAt: deletedAt })
      .where(eq(userProfiles.userId, userId));
    const oldYear = Number(today.slice(0, 4)) - 12;
    await medicalDocument(userId, userId, 'Radiographie thoracique', 'imaging', `${oldYear}-06-02`);
    const held = await medicalDocument(
      userId,
      userId,
      'Compte rendu opératoire',
      'hospital_discharge',
      `${oldYear}-09-20`,
    );
    if (held)
      await deps.db.insert(archiveHolds).values({
        source: 'medical_document',
        documentId: held,
        reason: 'Demande du tribunal de Douala (dossier de démonstration)',
        heldBy: adminId,
      });
  }
  return created;
}
