import {
  ZConsultationNoteRequestSchema,
  ZDocumentUrlQuerySchema,
  ZNoteAmendmentRequestSchema,
  ZSignConsultationNoteRequestSchema,
  ZEmergencyAccessListQuerySchema,
  ZEmergencyAccessRequestSchema,
  ZMyPatientsQuerySchema,
} from '@sante/shared/clinic-schemas';
import { ZSaveScoreRequestSchema } from '@sante/shared/clinical-scores/saved-score';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireRole } from '../auth/require-caller';
import { objectTokens } from '../storage/object-token';
import type { ClinicActor } from './care-relationship';
import { amendConsultationNote } from './amend-consultation-note';
import { readConsultationNote, saveConsultationNote } from './consultation-notes';
import { listEmergencyAccesses, openEmergencyAccess, reviewEmergencyAccess } from './emergency-access';
import { listMyPatients } from './list-my-patients';
import { listPatientDocuments, patientDocumentUrl } from './patient-documents';
import { listPatientNotes } from './patient-notes';
import { readPatientSummary } from './read-patient-summary';
import { savePatientScore } from './save-patient-score';
import { readRecordAccess, revokeRecordShare, shareRecord } from './record-access';
import { signConsultationNote } from './sign-consultation-note';

function actorOf(c: Context<AppBindings>): ClinicActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/**
 * `/api/doctor/patients` (ADR 031): the carer's patients and their record. Every read is scoped in the query to
 * the patients in the carer's care (`inCareOf`): anyone else's is 404; staff and patients are 403.
 */
export function doctorPatientsRoutes(deps: AppDeps) {
  const tokens = objectTokens(deps.env.AUTH_SECRET);
  const patientId = (c: Context<AppBindings>) => uuidParam(c.req.param('patientId'));
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => {
      const { q } = parseWith(ZMyPatientsQuerySchema, c.req.query());
      return c.json({ patients: await listMyPatients(deps.db, actorOf(c), q || undefined, new Date()) });
    })
    .get('/:patientId/summary', async (c) =>
      c.json(await readPatientSummary(deps.db, actorOf(c), patientId(c), new Date())),
    )
    .get('/:patientId/documents', async (c) =>
      c.json({ documents: await listPatientDocuments(deps.db, actorOf(c), patientId(c), new Date()) }),
    )
    .get('/:patientId/notes', async (c) =>
      c.json({ notes: await listPatientNotes(deps.db, actorOf(c), patientId(c), new Date()) }),
    )
    .get('/:patientId/documents/:documentId/url', async (c) => {
      const { download } = parseWith(ZDocumentUrlQuerySchema, c.req.query());
      const documentId = c.req.param('documentId');
      const now = new Date();
      return c.json(
        await patientDocumentUrl(deps.db, tokens, actorOf(c), patientId(c), documentId, download === '1', now),
      );
    })
    .post('/:patientId/scores', async (c) => {
      const id = patientId(c);
      const request = await jsonBody(c, ZSaveScoreRequestSchema);
      return c.json({ score: await savePatientScore(deps.db, actorOf(c), id, request, new Date()) }, 201);
    })
    .post('/:patientId/emergency-access', async (c) => {
      const id = patientId(c);
      const { reason } = await jsonBody(c, ZEmergencyAccessRequestSchema);
      const access = await openEmergencyAccess(deps.db, actorOf(c), id, reason, new Date());
      c.get('log').warn({ accessId: access.id, patientId: id }, 'emergency access opened');
      return c.json({ access }, 201);
    });
}

/** `/api/records/access` (patient): who may see my record and who opened it; shares with the carers of my bookings. */
export function recordAccessRoutes(deps: AppDeps) {
  const carerId = (c: Context<AppBindings>) => uuidParam(c.req.param('carerId'));
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'patient'))
    .get('/', async (c) => c.json(await readRecordAccess(deps.db, callerOf(c).userId)))
    .put('/shares/:carerId', async (c) => {
      await shareRecord(deps.db, actorOf(c), carerId(c));
      return c.body(null, 204);
    })
    .delete('/shares/:carerId', async (c) => {
      await revokeRecordShare(deps.db, actorOf(c), carerId(c), new Date());
      return c.body(null, 204);
    });
}

/** `/api/admin/emergency-accesses`: staff allowed `emergency_accesses.review` list and review the emergency accesses. */
export function emergencyAccessAdminRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'emergency_accesses.review', 'emergency_accesses'))
    .get('/', async (c) => {
      const { pending } = parseWith(ZEmergencyAccessListQuerySchema, c.req.query());
      return c.json({ accesses: await listEmergencyAccesses(deps.db, actorOf(c), pending === '1') });
    })
    .post('/:id/review', async (c) => {
      const access = await reviewEmergencyAccess(deps.db, actorOf(c), uuidParam(c.req.param('id')), new Date());
      return c.json({ access });
    });
}

/**
 * `/api/consultation-notes/{bookingId}`: the note of a consultation, by the booking's carer only (others: 404):
 * draft, signature, amendments (ADR 039).
 */
export function consultationNotesRoutes(deps: AppDeps) {
  const bookingId = (c: Context<AppBindings>) => uuidParam(c.req.param('bookingId'));
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/:bookingId', async (c) => c.json({ note: await readConsultationNote(deps.db, actorOf(c), bookingId(c)) }))
    .put('/:bookingId', async (c) => {
      const id = bookingId(c);
      const input = await jsonBody(c, ZConsultationNoteRequestSchema);
      return c.json({ note: await saveConsultationNote(deps.db, actorOf(c), id, input, new Date()) });
    })
    .post('/:bookingId/sign', async (c) => {
      const id = bookingId(c);
      const { shareSummary } = await jsonBody(c, ZSignConsultationNoteRequestSchema);
      return c.json({ note: await signConsultationNote(deps.db, actorOf(c), id, shareSummary, new Date()) });
    })
    .post('/:bookingId/amendments', async (c) => {
      const id = bookingId(c);
      const input = await jsonBody(c, ZNoteAmendmentRequestSchema);
      return c.json({ amendment: await amendConsultationNote(deps.db, actorOf(c), id, input, new Date()) }, 201);
    });
}
