import {
  ZCreateBucketRequestSchema,
  ZListObjectsRequestSchema,
  ZMoveObjectRequestSchema,
  ZSignObjectRequestSchema,
  ZUpdateBucketRequestSchema,
} from '@sante/shared/storage-schemas';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { jsonBody } from '../../lib/validate';
import { callerOf, requireCaller, requirePermission, requireStaff } from '../auth/require-caller';
import { objectResponse } from './object-response';
import { objectUrl } from './object-url';
import { copyObject, deleteObject, findObject, listObjects, moveObject, objectInfo } from './object-operations';
import { objectTokens } from './object-token';
import { assertPathReachable, HEALTH_DATA_LINK_MAX_SECONDS, reachableObjects } from './storage-access';
import {
  bucketView,
  createBucket,
  deleteBucket,
  emptyBucket,
  listBuckets,
  loadBucket,
  updateBucket,
  type BucketActor,
  type BucketRow,
} from './storage-buckets';
import { objectPathOf } from './storage-path';
import { readUpload } from './upload-body';
import { maxBytesOf, writeObject, type WriteObjectInput } from './write-object';

/** Lifetime of an upload link (as Supabase: two hours). */
const UPLOAD_LINK_SECONDS = 2 * 3600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * `/api/storage`: buckets (read by staff, changed by the super admin, audited) and objects (specification
 * section 7, Supabase Storage paths). Non-staff callers reach only their own `avatars/<userId>/...` objects
 * and public buckets; buckets holding health data (`medical-documents`) are reached by no one here, only
 * through `/api/records/documents` (ADR 024).
 */
export function storageRoutes(deps: AppDeps) {
  const session = requireCaller(deps);
  const staff = requireStaff(deps);
  const manageBuckets = requirePermission(deps, 'storage.manage_buckets', 'buckets');
  const tokens = objectTokens(deps.env.AUTH_SECRET);

  function actorOf(c: Context<AppBindings>): BucketActor {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
  }

  /** Bucket and validated path of an object route. */
  async function target(c: Context<AppBindings>) {
    const bucket = await loadBucket(deps.db, c.req.param('bucket'));
    return { bucket, path: objectPathOf(c.req.param('path')) };
  }

  /** Bucket and validated source and destination paths of a move or copy. */
  async function transfer(c: Context<AppBindings>) {
    const input = await jsonBody(c, ZMoveObjectRequestSchema);
    const bucket = await loadBucket(deps.db, input.bucketId);
    return { bucket, from: objectPathOf(input.sourceKey), to: objectPathOf(input.destinationKey) };
  }

  /** Reads the request's file (multipart or raw bytes, within the bucket's limit) and stores it at `path`. */
  async function storeUpload(
    c: Context<AppBindings>,
    bucket: BucketRow,
    path: string,
    ownerId: string,
    mode: WriteObjectInput['mode'],
  ) {
    const file = await readUpload(c, maxBytesOf(bucket, deps.env));
    if (!file.bytes) throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
    return writeObject(deps, {
      bucket,
      name: path,
      bytes: file.bytes,
      contentType: file.contentType,
      cacheControl: c.req.header('cache-control') ?? file.fields.cacheControl,
      ownerId,
      mode,
    });
  }

  async function upload(c: Context<AppBindings>, mode: WriteObjectInput['mode']) {
    const { bucket, path } = await target(c);
    const caller = callerOf(c);
    assertPathReachable(caller, bucket, path, 'write');
    const effectiveMode = mode === 'create' && c.req.header('x-upsert') === 'true' ? 'upsert' : mode;
    const object = await storeUpload(c, bucket, path, caller.userId, effectiveMode);
    return c.json({ Id: object.id, Key: `${bucket.id}/${object.name}` }, effectiveMode === 'create' ? 201 : 200);
  }

  return (
    new Hono<AppBindings>()
      // Buckets: read by staff; their policy changed as the permission table says (super admin; audited).
      .get('/bucket', staff, async (c) => c.json(await listBuckets(deps.db)))
      .get('/bucket/:id', staff, async (c) => c.json(bucketView(await loadBucket(deps.db, c.req.param('id')))))
      .post('/bucket', manageBuckets, async (c) => {
        const bucket = await createBucket(deps, actorOf(c), await jsonBody(c, ZCreateBucketRequestSchema));
        return c.json({ name: bucket.id }, 201);
      })
      .put('/bucket/:id', manageBuckets, async (c) => {
        const input = await jsonBody(c, ZUpdateBucketRequestSchema);
        await updateBucket(deps, actorOf(c), c.req.param('id'), input);
        return c.json({ message: 'Successfully updated' });
      })
      .post('/bucket/:id/empty', manageBuckets, async (c) => {
        await emptyBucket(deps, actorOf(c), c.req.param('id'));
        return c.json({ message: 'Successfully emptied' });
      })
      .delete('/bucket/:id', manageBuckets, async (c) => {
        await deleteBucket(deps.db, actorOf(c), c.req.param('id'));
        return c.json({ message: 'Successfully deleted' });
      })

      // Signed download links.
      .post('/object/sign/:bucket/:path{.+}', session, async (c) => {
        const { bucket, path } = await target(c);
        const { expiresIn } = await jsonBody(c, ZSignObjectRequestSchema);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, path, 'read');
        const object = await findObject(deps.db, reachableObjects(caller, bucket, 'read'), path);
        const token = tokens.sign(
          { bucket: bucket.id, path },
          { purpose: 'download', exp: nowSeconds() + expiresIn, key: object.key },
        );
        return c.json({ signedURL: objectUrl('sign', bucket.id, path, token) });
      })
      .get('/object/sign/:bucket/:path{.+}', async (c) => {
        const { bucket, path } = await target(c);
        const claims = tokens.verify({ bucket: bucket.id, path }, c.req.query('token'), 'download');
        // Health data: a link lives minutes, never more (a longer one was not minted by the records API).
        if (bucket.holdsHealthData && claims.exp - nowSeconds() > HEALTH_DATA_LINK_MAX_SECONDS)
          throw new AppError('invalid_signature');
        const object = await findObject(deps.db, eq(storageObjects.bucketId, bucket.id), path);
        if (object.key !== claims.key) throw new AppError('invalid_signature');
        return objectResponse(deps, object, {
          publicBucket: bucket.public,
          downloadName: claims.download ?? null,
          headOnly: c.req.method === 'HEAD',
        });
      })

      // Signed upload links.
      .post('/object/upload/sign/:bucket/:path{.+}', session, async (c) => {
        const { bucket, path } = await target(c);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, path, 'write');
        const upsert = c.req.header('x-upsert') === 'true';
        const token = tokens.sign(
          { bucket: bucket.id, path },
          { purpose: 'upload', exp: nowSeconds() + UPLOAD_LINK_SECONDS, owner: caller.userId, upsert },
        );
        return c.json({ url: objectUrl('upload/sign', bucket.id, path, token), token });
      })
      .put('/object/upload/sign/:bucket/:path{.+}', async (c) => {
        const { bucket, path } = await target(c);
        const claims = tokens.verify({ bucket: bucket.id, path }, c.req.query('token'), 'upload');
        const object = await storeUpload(c, bucket, path, claims.owner, claims.upsert ? 'upsert' : 'create');
        return c.json({ Id: object.id, Key: `${bucket.id}/${object.name}` });
      })

      // Move, copy, list, info.
      .post('/object/move', session, async (c) => {
        const { bucket, from, to } = await transfer(c);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, from, 'write');
        assertPathReachable(caller, bucket, to, 'write');
        await moveObject(deps.db, reachableObjects(caller, bucket, 'write'), from, to);
        return c.json({ message: 'Successfully moved' });
      })
      .post('/object/copy', session, async (c) => {
        const { bucket, from, to } = await transfer(c);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, from, 'read');
        assertPathReachable(caller, bucket, to, 'write');
        const scope = reachableObjects(caller, bucket, 'read');
        const object = await copyObject(deps, scope, bucket, from, to, caller.userId);
        return c.json({ Key: `${bucket.id}/${object.name}` });
      })
      .post('/object/list/:bucket', session, async (c) => {
        const bucket = await loadBucket(deps.db, c.req.param('bucket'));
        const input = await jsonBody(c, ZListObjectsRequestSchema);
        return c.json(await listObjects(deps.db, reachableObjects(callerOf(c), bucket, 'read'), input));
      })
      .get('/object/info/:bucket/:path{.+}', session, async (c) => {
        const { bucket, path } = await target(c);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, path, 'read');
        return c.json(objectInfo(await findObject(deps.db, reachableObjects(caller, bucket, 'read'), path)));
      })

      // Public buckets, without a session.
      .get('/object/public/:bucket/:path{.+}', async (c) => {
        const { bucket, path } = await target(c);
        if (!bucket.public) throw new AppError('object_not_found');
        const object = await findObject(deps.db, eq(storageObjects.bucketId, bucket.id), path);
        return objectResponse(deps, object, { publicBucket: true, headOnly: c.req.method === 'HEAD' });
      })

      // The object itself (HEAD is answered by the GET route, without the bytes).
      .post('/object/:bucket/:path{.+}', session, (c) => upload(c, 'create'))
      .put('/object/:bucket/:path{.+}', session, (c) => upload(c, 'update'))
      .get('/object/:bucket/:path{.+}', session, async (c) => {
        const { bucket, path } = await target(c);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, path, 'read');
        const object = await findObject(deps.db, reachableObjects(caller, bucket, 'read'), path);
        return objectResponse(deps, object, { publicBucket: bucket.public, headOnly: c.req.method === 'HEAD' });
      })
      .delete('/object/:bucket/:path{.+}', session, async (c) => {
        const { bucket, path } = await target(c);
        const caller = callerOf(c);
        assertPathReachable(caller, bucket, path, 'write');
        await deleteObject(deps, reachableObjects(caller, bucket, 'write'), path);
        return c.json({ message: 'Successfully deleted' });
      })
  );
}
