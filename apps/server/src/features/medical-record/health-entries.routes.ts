import { HEALTH_ENTRY_KINDS } from '@sante/shared/medical-record-constants';
import { ZHealthEntryRequestSchema } from '@sante/shared/medical-record-schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { authRequestOf } from '../auth/auth-request';
import { callerOf, requireRole } from '../auth/require-caller';
import { createHealthEntry, deleteHealthEntry, listHealthEntries, updateHealthEntry } from './health-entries';

const ZHealthEntryQuerySchema = z.object({
  kind: z.enum(HEALTH_ENTRY_KINDS, { error: 'validation.selectOption' }).optional(),
});

/** `/api/records/entries`: allergies, chronic conditions and current treatments of the medical record. */
export function healthEntriesRoutes(deps: AppDeps) {
  const patient = requireRole(deps, 'patient');
  return new Hono<AppBindings>()
    .get('/', patient, async (c) => {
      const { kind } = parseWith(ZHealthEntryQuerySchema, c.req.query());
      return c.json({ entries: await listHealthEntries(deps.db, authRequestOf(c), callerOf(c), kind) });
    })
    .post('/', patient, async (c) => {
      const input = await jsonBody(c, ZHealthEntryRequestSchema);
      return c.json({ entry: await createHealthEntry(deps.db, authRequestOf(c), callerOf(c), input) }, 201);
    })
    .put('/:id', patient, async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZHealthEntryRequestSchema);
      return c.json({ entry: await updateHealthEntry(deps.db, authRequestOf(c), callerOf(c), id, input) });
    })
    .delete('/:id', patient, async (c) => {
      await deleteHealthEntry(deps.db, authRequestOf(c), callerOf(c), uuidParam(c.req.param('id')));
      return c.body(null, 204);
    });
}
