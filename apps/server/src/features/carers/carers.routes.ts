import {
  ZAdminCarerCreateRequestSchema,
  ZAdminCarerListQuerySchema,
  ZAdminCarerStatusRequestSchema,
  ZAdminCarerUpdateRequestSchema,
} from '@sante/shared/carer-schemas';
import { CARER_DOCUMENT_KINDS, CARER_DOCUMENT_LIMITS } from '@sante/shared/doctor-constants';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { authRequestOf } from '../auth/auth-request';
import { callerOf, requireStaff } from '../auth/require-caller';
import { readUpload } from '../storage/upload-body';
import { listCarerDocuments, uploadCarerDocument } from './carer-documents';
import { changeCarerStatus } from './change-carer-status';
import { createCarer } from './create-carer';
import { listCarers } from './list-carers';
import { readCarer } from './read-carer';
import { updateCarer } from './update-carer';

/**
 * `/api/admin/carers`: staff onboard, verify, suspend and delete doctors and nurses (`/admin/medecins`, ADR 032).
 * 401 anonymous, 403 doctors and patients; each use case checks the permission table (ADR 021).
 */
export function adminCarersRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('*', requireStaff(deps))
    .get('/', async (c) =>
      c.json(
        await listCarers(deps, authRequestOf(c), callerOf(c), parseWith(ZAdminCarerListQuerySchema, c.req.query())),
      ),
    )
    .post('/', async (c) => {
      const input = await jsonBody(c, ZAdminCarerCreateRequestSchema);
      return c.json({ carer: await createCarer(deps, authRequestOf(c), callerOf(c), input) }, 201);
    })
    .get('/:id', async (c) =>
      c.json({ carer: await readCarer(deps, authRequestOf(c), callerOf(c), uuidParam(c.req.param('id'))) }),
    )
    .put('/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAdminCarerUpdateRequestSchema);
      return c.json({ carer: await updateCarer(deps, authRequestOf(c), callerOf(c), id, input) });
    })
    .get('/:id/documents', async (c) =>
      c.json({
        documents: await listCarerDocuments(deps, authRequestOf(c), callerOf(c), uuidParam(c.req.param('id'))),
      }),
    )
    .post('/:id/documents/:kind', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const kind = CARER_DOCUMENT_KINDS.find((candidate) => candidate === c.req.param('kind'));
      if (!kind) throw new AppError('not_found');
      const upload = await readUpload(c, CARER_DOCUMENT_LIMITS.maxBytes);
      if (!upload.bytes || upload.bytes.byteLength === 0)
        throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
      await uploadCarerDocument(deps, authRequestOf(c), callerOf(c), id, kind, {
        bytes: upload.bytes,
        contentType: upload.contentType,
      });
      return c.json({ documents: await listCarerDocuments(deps, authRequestOf(c), callerOf(c), id) });
    })
    .post('/:id/status', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAdminCarerStatusRequestSchema);
      return c.json({ carer: await changeCarerStatus(deps, authRequestOf(c), callerOf(c), id, input) });
    });
}
