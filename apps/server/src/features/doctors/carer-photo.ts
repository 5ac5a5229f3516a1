import { and, eq, like, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { storageObjects } from '../../db/schema/storage';
import { doctorProfiles } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import { objectResponse } from '../storage/object-response';
import { CARER_DOCUMENTS_BUCKET } from '../storage/storage-buckets';

/**
 * The carer's photo as patients see it (ADR 051): the `photo` document staff or the carer uploaded, when it is an
 * image. Joined on the carer's profile: `photoUrl` says where to fetch it (its upload time makes the URL change
 * with the photo, so a browser may keep it).
 */
export const photoObject = (db: Db) =>
  db
    .select({
      name: storageObjects.name,
      updatedAt: storageObjects.updatedAt,
    })
    .from(storageObjects)
    .where(and(eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET), like(storageObjects.mimeType, 'image/%')))
    .as('carer_photo');

/** `/api/doctors/{id}/photo?v=<upload time>`, or null without an image photo. */
export const photoUrlSql = (photo: ReturnType<typeof photoObject>) =>
  sql<
    string | null
  >`case when ${photo.name} is null then null else '/api/doctors/' || ${doctorProfiles.userId} || '/photo?v=' || floor(extract(epoch from ${photo.updatedAt}))::bigint end`;

/** The join condition: the photo object of the profile's carer. */
export const photoOfCarer = (photo: ReturnType<typeof photoObject>) =>
  eq(photo.name, sql`${doctorProfiles.userId}::text || '/photo'`);

/** How long a browser may keep a photo (the URL changes with the photo; suspension is checked on each fetch). */
const PHOTO_CACHE = 'private, max-age=86400';

/**
 * `GET /api/doctors/{id}/photo`: the bytes of a listed carer's image photo; 404 for anyone else (pending,
 * suspended or deleted carers, no photo, a PDF) — only active carers' photos are reachable.
 */
export async function carerPhotoResponse(
  deps: Pick<AppDeps, 'db' | 'store'>,
  carerId: string,
  listed: (carerId: string) => Promise<boolean>,
): Promise<Response> {
  if (!(await listed(carerId))) throw new AppError('not_found');
  const [object] = await deps.db
    .select()
    .from(storageObjects)
    .where(
      and(
        eq(storageObjects.bucketId, CARER_DOCUMENTS_BUCKET),
        eq(storageObjects.name, `${carerId}/photo`),
        like(storageObjects.mimeType, 'image/%'),
      ),
    );
  if (!object) throw new AppError('not_found');
  const response = await objectResponse(deps, object, { publicBucket: false, headOnly: false });
  response.headers.set('cache-control', PHOTO_CACHE);
  return response;
}
