import {
  ZDependentRequestSchema,
  ZVaccinationCardQuerySchema,
  ZVaccinationDoseDetailsSchema,
  ZVaccinationDoseRequestSchema,
} from '@sante/shared/vaccination-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { authRequestOf } from '../auth/auth-request';
import { callerOf, requireRole } from '../auth/require-caller';
import { createDependent, deleteDependent, updateDependent } from './dependents';
import { readCard, readDueDoses } from './vaccination-card';
import { deleteDose, recordDose, updateDose } from './vaccination-doses';
import { readPeople } from './vaccination-people';

/** `/api/vaccinations`: dependents, doses given, the PEV schedule and the doses due. */
export function vaccinationsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('*', requireRole(deps, 'patient'))
    .get('/people', async (c) => c.json({ people: await readPeople(deps.db, authRequestOf(c), callerOf(c)) }))
    .post('/dependents', async (c) => {
      const input = await jsonBody(c, ZDependentRequestSchema);
      return c.json({ person: await createDependent(deps.db, authRequestOf(c), callerOf(c), input) }, 201);
    })
    .put('/dependents/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZDependentRequestSchema);
      return c.json({ person: await updateDependent(deps.db, authRequestOf(c), callerOf(c), id, input) });
    })
    .delete('/dependents/:id', async (c) => {
      await deleteDependent(deps.db, authRequestOf(c), callerOf(c), uuidParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/card', async (c) => {
      const { dependentId } = parseWith(ZVaccinationCardQuerySchema, c.req.query());
      return c.json(await readCard(deps.db, authRequestOf(c), callerOf(c), dependentId ?? null));
    })
    .post('/doses', async (c) => {
      const input = await jsonBody(c, ZVaccinationDoseRequestSchema);
      return c.json({ dose: await recordDose(deps.db, authRequestOf(c), callerOf(c), input) }, 201);
    })
    .put('/doses/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZVaccinationDoseDetailsSchema);
      return c.json({ dose: await updateDose(deps.db, authRequestOf(c), callerOf(c), id, input) });
    })
    .delete('/doses/:id', async (c) => {
      await deleteDose(deps.db, authRequestOf(c), callerOf(c), uuidParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/due', async (c) => c.json({ due: await readDueDoses(deps.db, authRequestOf(c), callerOf(c)) }));
}
