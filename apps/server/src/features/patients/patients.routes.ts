import { PROFILE_PHOTO_LIMITS } from '@sante/shared/patient-constants';
import {
  ZPatientAddressRequestSchema,
  ZPatientProfileRequestSchema,
  ZPhoneChangeRequestSchema,
  ZPhoneChangeVerifySchema,
} from '@sante/shared/patient-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { readUpload } from '../storage/upload-body';
import { sendPhoneChangeCode, verifyPhoneChange } from './change-phone';
import type { Actor } from './patient-actor';
import { getOwnPatientProfile, saveOwnPatientProfile } from './patient-profile';
import { deleteOwnPhoto, uploadOwnPhoto } from './profile-photo';
import { saveOwnAddress } from './save-own-address';

function actorOf(c: Context<AppBindings>): Actor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/patients`: the patient's own profile (identity, contact, address, health details, photo). */
export function patientsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('/me/*', requireRole(deps, 'patient'))
    .get('/me/profile', async (c) => c.json({ profile: await getOwnPatientProfile(deps, callerOf(c).userId) }))
    .put('/me/profile', async (c) => {
      const input = await jsonBody(c, ZPatientProfileRequestSchema);
      return c.json({ profile: await saveOwnPatientProfile(deps, actorOf(c), input) });
    })
    .put('/me/address', async (c) => {
      const input = await jsonBody(c, ZPatientAddressRequestSchema);
      return c.json({ profile: await saveOwnAddress(deps, actorOf(c), input) });
    })
    .post('/me/phone', async (c) => {
      await sendPhoneChangeCode(deps, actorOf(c), await jsonBody(c, ZPhoneChangeRequestSchema));
      return c.json({ sent: true });
    })
    .post('/me/phone/verify', async (c) => {
      const input = await jsonBody(c, ZPhoneChangeVerifySchema);
      await verifyPhoneChange(deps, actorOf(c), input);
      return c.json({ profile: await getOwnPatientProfile(deps, callerOf(c).userId) });
    })
    .post('/me/photo', async (c) => {
      const upload = await readUpload(c, PROFILE_PHOTO_LIMITS.maxBytes);
      if (!upload.bytes || upload.bytes.byteLength === 0)
        throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
      await uploadOwnPhoto(deps, actorOf(c), { bytes: upload.bytes, contentType: upload.contentType });
      return c.json({ profile: await getOwnPatientProfile(deps, callerOf(c).userId) });
    })
    .delete('/me/photo', async (c) => {
      await deleteOwnPhoto(deps, actorOf(c));
      return c.json({ profile: await getOwnPatientProfile(deps, callerOf(c).userId) });
    });
}
