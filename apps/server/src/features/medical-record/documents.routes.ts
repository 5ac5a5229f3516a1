import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import { ZMedicalDocumentFieldsSchema, ZMedicalDocumentQuerySchema } from '@sante/shared/medical-record-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { fieldErrorsOf, jsonBody, parseWith } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { objectTokens } from '../storage/object-token';
import { readUpload } from '../storage/upload-body';
import {
  createOwnDocument,
  deleteOwnDocument,
  getOwnDocument,
  listOwnDocuments,
  ownDocumentUrl,
  updateOwnDocument,
  type DocumentActor,
} from './medical-documents';

function actorOf(c: Context<AppBindings>): DocumentActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/records/documents`: documents of the medical record (bytes in the private bucket, read through signed URLs). */
export function documentsRoutes(deps: AppDeps) {
  const tokens = objectTokens(deps.env.AUTH_SECRET);
  return new Hono<AppBindings>()
    .use('*', requireRole(deps, 'patient'))
    .get('/', async (c) => {
      const query = parseWith(ZMedicalDocumentQuerySchema, c.req.query());
      return c.json({ documents: await listOwnDocuments(deps.db, actorOf(c), query) });
    })
    .post('/', async (c) => {
      const upload = await readUpload(c, MEDICAL_DOCUMENT_LIMITS.maxBytes);
      const fields = ZMedicalDocumentFieldsSchema.safeParse(upload.fields);
      const fieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
      if (!upload.bytes) fieldErrors.file = ['validation.required'];
      if (!fields.success || !upload.bytes) throw new AppError('validation_failed', { fieldErrors });
      const file = { bytes: upload.bytes, contentType: upload.contentType };
      return c.json({ document: await createOwnDocument(deps, actorOf(c), fields.data, file) }, 201);
    })
    .get('/:id', async (c) => c.json({ document: await getOwnDocument(deps.db, actorOf(c), c.req.param('id')) }))
    .put('/:id', async (c) => {
      const fields = await jsonBody(c, ZMedicalDocumentFieldsSchema);
      return c.json({ document: await updateOwnDocument(deps.db, actorOf(c), c.req.param('id'), fields) });
    })
    .delete('/:id', async (c) => {
      await deleteOwnDocument(deps, actorOf(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/url', async (c) => {
      const download = c.req.query('download') === '1';
      return c.json(await ownDocumentUrl(deps.db, tokens, actorOf(c), c.req.param('id'), download));
    });
}
