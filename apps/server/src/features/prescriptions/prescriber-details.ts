import type { PrescriberDetail, PrescriberDetails } from '@sante/shared/prescription-constants';
import type { ZPrescriberDetailsRequestSchema } from '@sante/shared/prescription-schemas';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
import { storageObjects } from '../../db/schema/storage';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClinicActor } from '../clinic/care-relationship';
import { objectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { CARER_STAMPS_BUCKET, loadBucket } from '../storage/storage-buckets';
import { writeObject } from '../storage/write-object';

type DetailsInput = z.output<typeof ZPrescriberDetailsRequestSchema>;
type ProfileRow = typeof doctorProfiles.$inferSelect;

/** A stamp's signed download URL lives 5 minutes (the settings page shows it, then forgets it). */
const STAMP_URL_SECONDS = 300;

/** What a prescription still needs from the carer's settings before it can be signed (empty: ready). */
export function missingDetails(profile: Pick<ProfileRow, 'facility' | 'professionalAddress' | 'stampObjectId'>) {
  const missing: PrescriberDetail[] = [];
  if (!profile.facility?.trim()) missing.push('facility');
  if (!profile.professionalAddress?.trim()) missing.push('professionalAddress');
  if (!profile.stampObjectId) missing.push('stamp');
  return missing;
}

async function ownProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [profile] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, userId));
  // A carer account without a professional profile yet completes it first (`/dashboard-medecin/profil`).
  if (!profile) throw new AppError('not_found');
  return profile;
}

async function stampUrl(deps: Pick<AppDeps, 'db' | 'env'>, objectId: string | null): Promise<string | null> {
  if (!objectId) return null;
  const [object] = await deps.db
    .select({ name: storageObjects.name, key: storageObjects.key })
    .from(storageObjects)
    .where(and(eq(storageObjects.id, objectId), eq(storageObjects.bucketId, CARER_STAMPS_BUCKET)));
  if (!object) return null;
  const token = objectTokens(deps.env.AUTH_SECRET).sign(
    { bucket: CARER_STAMPS_BUCKET, path: object.name },
    { purpose: 'download', exp: Math.floor(Date.now() / 1000) + STAMP_URL_SECONDS, key: object.key },
  );
  return objectUrl('sign', CARER_STAMPS_BUCKET, object.name, token);
}

/** `GET /api/doctor/prescriber-details`: the caller's own details (scoped by their id), with what is missing. */
export async function readPrescriberDetails(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: string,
): Promise<PrescriberDetails> {
  const profile = await ownProfile(deps.db, userId);
  return {
    profession: profile.profession,
    specialty: profile.specialty,
    licenceNumber: profile.licenceNumber,
    facility: profile.facility,
    professionalAddress: profile.professionalAddress,
    stampUrl: await stampUrl(deps, profile.stampObjectId),
    missing: missingDetails(profile),
  };
}

function auditDetails(db: Db, actor: ClinicActor, action: string) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'doctor_profile',
    targetId: actor.userId,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

/** `PUT /api/doctor/prescriber-details`: facility and professional address (the Ordre number stays staff's). */
export async function savePrescriberDetails(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: ClinicActor,
  input: DetailsInput,
): Promise<PrescriberDetails> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(doctorProfiles)
      .set({ facility: input.facility, professionalAddress: input.professionalAddress })
      .where(eq(doctorProfiles.userId, actor.userId))
      .returning({ userId: doctorProfiles.userId });
    if (!row) throw new AppError('not_found');
    await auditDetails(tx, actor, 'prescriber_details.save');
  });
  return readPrescriberDetails(deps, actor.userId);
}

/**
 * `POST /api/doctor/prescriber-details/stamp`: a new stamp/signature image (size and type checked against the
 * bytes by the storage layer). Each upload is a new object: signed prescriptions keep printing the one they froze.
 */
export async function uploadStamp(
  deps: Pick<AppDeps, 'db' | 'store' | 'env'>,
  actor: ClinicActor,
  file: { bytes: Uint8Array; contentType: string | null },
): Promise<PrescriberDetails> {
  await ownProfile(deps.db, actor.userId);
  const bucket = await loadBucket(deps.db, CARER_STAMPS_BUCKET);
  await writeObject(deps, {
    bucket,
    name: `${actor.userId}/stamp-${randomUUID()}`,
    bytes: file.bytes,
    contentType: file.contentType,
    cacheControl: '0',
    ownerId: actor.userId,
    mode: 'create',
    onStored: async (tx, object) => {
      await tx.update(doctorProfiles).set({ stampObjectId: object.id }).where(eq(doctorProfiles.userId, actor.userId));
      await auditDetails(tx, actor, 'prescriber_stamp.upload');
    },
  });
  return readPrescriberDetails(deps, actor.userId);
}
