import {
  ZProcedureContentRequestSchema,
  ZProtocolContentRequestSchema,
  ZProtocolListQuerySchema,
  type ProtocolKind,
} from '@sante/shared/protocol-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireRole, requireStaff } from '../auth/require-caller';
import { acknowledgeProcedure } from './acknowledge-procedure';
import { createProtocol } from './create-protocol';
import { createProtocolVersion } from './create-protocol-version';
import { listProcedureAcknowledgements } from './list-procedure-acknowledgements';
import { listProtocolsForStaff, listProtocolVersions } from './list-protocols-for-staff';
import type { ProtocolActor } from './protocol-view';
import { publishProtocolVersion } from './publish-protocol-version';
import { listProcedures, readProcedure } from './read-procedures';
import { listPublishedProtocols, readPublishedProtocol } from './read-published-protocols';
import { updateProtocolDraft } from './update-protocol-draft';

function actorOf(c: Context<AppBindings>): ProtocolActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/protocols`: doctors and nurses read the latest published version of each protocol (ADR 037). */
export function protocolsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => {
      const { q } = parseWith(ZProtocolListQuerySchema, c.req.query());
      return c.json({ protocols: await listPublishedProtocols(deps.db, q) });
    })
    .get('/:protocolId', async (c) =>
      c.json({ protocol: await readPublishedProtocol(deps.db, uuidParam(c.req.param('protocolId'))) }),
    );
}

/** `/api/procedures`: each carer reads the manual and acknowledges « lu et compris » per version (ADR 045). */
export function proceduresRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => c.json({ procedures: await listProcedures(deps.db, callerOf(c).userId) }))
    .get('/:protocolId', async (c) =>
      c.json(await readProcedure(deps.db, callerOf(c).userId, uuidParam(c.req.param('protocolId')))),
    )
    .post('/versions/:versionId/acknowledge', async (c) => {
      const versionId = uuidParam(c.req.param('versionId'));
      return c.json(await acknowledgeProcedure(deps.db, actorOf(c), versionId, new Date()));
    });
}

/**
 * `/api/admin/protocols` and `/api/admin/procedures`: every staff role reads drafts and versions;
 * `protocols.manage` (admin, super_admin) creates, edits a draft and publishes, audited. A published version is
 * never edited (409). A procedure has no drug table.
 */
export function adminProtocolsRoutes(deps: AppDeps, kind: ProtocolKind) {
  const manage = requirePermission(deps, 'protocols.manage', 'protocols');
  const schema = kind === 'procedure' ? ZProcedureContentRequestSchema : ZProtocolContentRequestSchema;
  return new Hono<AppBindings>()
    .get('/', requireStaff(deps), async (c) => c.json({ protocols: await listProtocolsForStaff(deps.db, kind) }))
    .get('/:protocolId/versions', requireStaff(deps), async (c) =>
      c.json({ versions: await listProtocolVersions(deps.db, kind, uuidParam(c.req.param('protocolId'))) }),
    )
    .post('/', manage, async (c) => {
      const content = await jsonBody(c, schema);
      return c.json({ version: await createProtocol(deps.db, actorOf(c), kind, content) }, 201);
    })
    .post('/:protocolId/versions', manage, async (c) => {
      const protocolId = uuidParam(c.req.param('protocolId'));
      const content = await jsonBody(c, schema);
      return c.json({ version: await createProtocolVersion(deps.db, actorOf(c), kind, protocolId, content) }, 201);
    })
    .put('/versions/:versionId', manage, async (c) => {
      const versionId = uuidParam(c.req.param('versionId'));
      const content = await jsonBody(c, schema);
      return c.json({ version: await updateProtocolDraft(deps.db, actorOf(c), kind, versionId, content) });
    })
    .post('/versions/:versionId/publish', manage, async (c) => {
      const versionId = uuidParam(c.req.param('versionId'));
      return c.json({ version: await publishProtocolVersion(deps.db, actorOf(c), kind, versionId, new Date()) });
    });
}

/** `/api/admin/procedures/{protocolId}/acknowledgements`: staff see which active carers have not read it yet. */
export function adminProcedureAcknowledgementsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/:protocolId/acknowledgements', requireStaff(deps), async (c) =>
    c.json(await listProcedureAcknowledgements(deps.db, uuidParam(c.req.param('protocolId')))),
  );
}
