import { ARCHIVE_SOURCES, type ArchiveSource } from '@sante/shared/archive-constants';
import { ZArchiveQuerySchema } from '@sante/shared/archive-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission } from '../auth/require-caller';
import type { ArchiveRequest } from './archive-view';
import { listArchives } from './list-archives';
import { openArchive } from './open-archive';

const requestOf = (c: Context<AppBindings>): ArchiveRequest => ({ ip: c.get('ip'), requestId: c.get('requestId') });

/** An unknown source names no document: 404, like an unknown id. */
function sourceParam(value: string | undefined): ArchiveSource {
  const source = ARCHIVE_SOURCES.find((candidate) => candidate === value);
  if (!source) throw new AppError('not_found');
  return source;
}

/** `/api/admin/archives` (`archives.read`, ADR 046): find archived documents, open one through a signed URL. */
export function archivesRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'archives.read', 'archives'))
    .get('/', async (c) =>
      c.json(await listArchives(deps.db, requestOf(c), callerOf(c), parseWith(ZArchiveQuerySchema, c.req.query()))),
    )
    .post('/:source/:id/url', async (c) => {
      const source = sourceParam(c.req.param('source'));
      const id = uuidParam(c.req.param('id'));
      return c.json(await openArchive(deps, requestOf(c), callerOf(c), source, id));
    });
}
