import { ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { getOwnDoctorProfile, saveOwnDoctorProfile } from './doctor-profile';

/** `/api/doctors`: the doctor's own professional profile (`/connexion/medecin/inscription`, `/dashboard-medecin/profil`). */
export function doctorsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('/me/*', requireRole(deps, 'medecin'))
    .get('/me/profile', async (c) => c.json({ profile: await getOwnDoctorProfile(deps.db, callerOf(c).userId) }))
    .put('/me/profile', async (c) => {
      const input = await jsonBody(c, ZDoctorProfileRequestSchema);
      const caller = callerOf(c);
      const actor = { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
      return c.json({ profile: await saveOwnDoctorProfile(deps.db, actor, input) });
    });
}
