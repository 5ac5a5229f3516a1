import { ARCHIVE_SOURCES, isRenderedArchiveSource, type ArchiveSource } from '@sante/shared/archive-constants';
import { ZArchiveHoldRequestSchema, ZArchiveQuerySchema } from '@sante/shared/archive-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission } from '../auth/require-caller';
import type { ArchiveRequest } from './archive-view';
import { liftArchiveHold, setArchiveHold } from './hold-archive';
import { listArchives } from './list-archives';
import { openArchive } from './open-archive';
import { openRenderedArchive } from './open-rendered-archive';
import { previewArchivePurge } from './purge-archives';

const requestOf = (c: Context<AppBindings>): ArchiveRequest => ({ ip: c.get('ip'), requestId: c.get('requestId') });

/** An unknown source names no document: 404, like an unknown id. */
function sourceParam(value: string | undefined): ArchiveSource {
  const source = ARCHIVE_SOURCES.find((candidate) => candidate === value);
  if (!source) throw new AppError('not_found');
  return source;
}

const documentOf = (c: Context<AppBindings>) =>
  [sourceParam(c.req.param('source')), uuidParam(c.req.param('id'))] as const;

/**
 * `/api/admin/archives` (`archives.read`, ADR 046 and 055): find archived documents, open one (a signed URL, or the
 * PDF rendered from its row), put one on legal hold or lift it, read what the next yearly purge will remove.
 */
export function archivesRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'archives.read', 'archives'))
    .get('/', async (c) =>
      c.json(await listArchives(deps.db, requestOf(c), callerOf(c), parseWith(ZArchiveQuerySchema, c.req.query()))),
    )
    .get('/purge', async (c) => c.json(await previewArchivePurge(deps.db, new Date())))
    .post('/:source/:id/url', async (c) => {
      const [source, id] = documentOf(c);
      return c.json(await openArchive(deps, requestOf(c), callerOf(c), source, id));
    })
    .get('/:source/:id/pdf', async (c) => {
      const [source, id] = documentOf(c);
      if (!isRenderedArchiveSource(source)) throw new AppError('not_found');
      const { filename, pdf } = await openRenderedArchive(deps, requestOf(c), callerOf(c), source, id);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .put('/:source/:id/hold', async (c) => {
      const [source, id] = documentOf(c);
      await setArchiveHold(
        deps.db,
        requestOf(c),
        callerOf(c),
        source,
        id,
        await jsonBody(c, ZArchiveHoldRequestSchema),
      );
      return c.body(null, 204);
    })
    .delete('/:source/:id/hold', async (c) => {
      const [source, id] = documentOf(c);
      await liftArchiveHold(
        deps.db,
        requestOf(c),
        callerOf(c),
        source,
        id,
        await jsonBody(c, ZArchiveHoldRequestSchema),
      );
      return c.body(null, 204);
    });
}
