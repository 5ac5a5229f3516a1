import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import {
  ZCreateLabResultRequestSchema,
  ZLabResultListQuerySchema,
  ZPatientResultsQuerySchema,
} from '@sante/shared/lab-result-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireRole } from '../auth/require-caller';
import type { ClinicActor } from '../clinic/care-relationship';
import { readUpload } from '../storage/upload-body';
import { createLabResult } from './create-lab-result';
import { attachLabResultFile } from './lab-result-files';
import {
  listMyResults,
  listPatientResults,
  listUploadedResults,
  myResultFileUrl,
  patientResultFileUrl,
  releaseLabResult,
  staffResultFileUrl,
} from './read-lab-results';

function actorOf(c: Context<AppBindings>): ClinicActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/admin/results` (`results.manage`, ADR 039): staff upload a lab result, then its PDF or photo, and open it. */
export function adminResultsRoutes(deps: AppDeps) {
  const secret = deps.env.AUTH_SECRET;
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'results.manage', 'results'))
    .get('/', async (c) => {
      const { patientId } = parseWith(ZLabResultListQuerySchema, c.req.query());
      return c.json({ results: await listUploadedResults(deps.db, actorOf(c), patientId) });
    })
    .post('/', async (c) => {
      const input = await jsonBody(c, ZCreateLabResultRequestSchema);
      return c.json({ result: await createLabResult(deps.db, actorOf(c), input, new Date()) }, 201);
    })
    .post('/:id/file', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const upload = await readUpload(c, MEDICAL_DOCUMENT_LIMITS.maxBytes);
      if (!upload.bytes || upload.bytes.byteLength === 0)
        throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
      await attachLabResultFile(deps, actorOf(c), id, { bytes: upload.bytes, contentType: upload.contentType });
      return c.body(null, 204);
    })
    .get('/:id/file', async (c) =>
      c.json(await staffResultFileUrl(deps.db, secret, actorOf(c), uuidParam(c.req.param('id')))),
    );
}

/** `/api/doctor/patients/{patientId}/results` (carers, care relationship): a patient's results and their files. */
export function doctorPatientResultsRoutes(deps: AppDeps) {
  const secret = deps.env.AUTH_SECRET;
  const patientId = (c: Context<AppBindings>) => uuidParam(c.req.param('patientId'));
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => {
      const { before } = parseWith(ZPatientResultsQuerySchema, c.req.query());
      return c.json(await listPatientResults(deps.db, actorOf(c), patientId(c), new Date(), before));
    })
    .get('/:resultId/file', async (c) => {
      const id = patientId(c);
      const resultId = uuidParam(c.req.param('resultId'));
      return c.json(await patientResultFileUrl(deps.db, secret, actorOf(c), id, resultId, new Date()));
    });
}

/** `/api/doctor/results/{id}/release`: the reviewing doctor releases a result to the patient. */
export function doctorResultsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().use(requireRole(deps, 'medecin')).post('/:id/release', async (c) => {
    const id = uuidParam(c.req.param('id'));
    return c.json({ result: await releaseLabResult(deps.db, actorOf(c), id, new Date()) });
  });
}

/** `/api/results` (patient): my results once released or 48 h after their upload. */
export function patientResultsRoutes(deps: AppDeps) {
  const secret = deps.env.AUTH_SECRET;
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'patient'))
    .get('/', async (c) => c.json({ results: await listMyResults(deps.db, actorOf(c), new Date()) }))
    .get('/:id/file', async (c) => {
      const id = uuidParam(c.req.param('id'));
      return c.json(await myResultFileUrl(deps.db, secret, actorOf(c), id, new Date()));
    });
}
