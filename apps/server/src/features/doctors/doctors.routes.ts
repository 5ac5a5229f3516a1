import { ZDoctorSearchQuerySchema } from '@sante/shared/directory-schemas';
import { ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import { isStaffRole } from '@sante/shared/roles';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { optionalCaller } from '../auth/optional-caller';
import { doctorsWithFreeSlotOn } from '../availability/free-slots';
import { nextFreeSlots } from '../availability/next-free-slots';
import { getOwnDoctorProfile, saveOwnDoctorProfile } from './doctor-profile';
import { carerPhotoResponse } from './carer-photo';
import { getPublicDoctor, isListedCarer, patientPosition, searchDoctors } from './search-doctors';

/**
 * `/api/doctors`: the public directory (`/medecins-map`) and the doctor's own professional profile
 * (`/connexion/medecin/inscription`, `/dashboard-medecin/profil`).
 */
export function doctorsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .get('/search', async (c) => {
      const query = parseWith(ZDoctorSearchQuerySchema, c.req.query());
      const caller = await optionalCaller(deps, c);
      const origin =
        query.lat !== undefined && query.lng !== undefined
          ? { latitude: query.lat, longitude: query.lng }
          : caller?.role === 'patient'
            ? await patientPosition(deps.db, caller.userId)
            : null;
      const now = new Date();
      return c.json(
        await searchDoctors(deps.db, query, origin, {
          onDay: (date, ids, kinds) => doctorsWithFreeSlotOn(deps.db, ids, date, kinds, now),
          nextFree: (ids, kinds) => nextFreeSlots(deps.db, ids, kinds, now),
          includeUnbookable: isStaffRole(caller?.role),
        }),
      );
    })
    .get('/:id/public', async (c) => {
      const doctor = await getPublicDoctor(deps.db, uuidParam(c.req.param('id')));
      if (!doctor) throw new AppError('not_found');
      return c.json({ doctor });
    })
    .get('/:id/photo', async (c) =>
      carerPhotoResponse(deps, uuidParam(c.req.param('id')), (carerId) => isListedCarer(deps.db, carerId)),
    )
    .use('/me/*', requireRole(deps, 'medecin'))
    .get('/me/profile', async (c) => c.json({ profile: await getOwnDoctorProfile(deps.db, callerOf(c).userId) }))
    .put('/me/profile', async (c) => {
      const input = await jsonBody(c, ZDoctorProfileRequestSchema);
      const caller = callerOf(c);
      const actor = { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
      return c.json({ profile: await saveOwnDoctorProfile(deps.db, actor, input) });
    });
}
