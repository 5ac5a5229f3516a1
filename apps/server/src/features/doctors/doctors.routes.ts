import { ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody } from '../../lib/validate';
import { callerOf, requireCaller } from '../auth/require-caller';
import { getOwnDoctorProfile, saveOwnDoctorProfile } from './doctor-profile';

/** Doctors only (role `medecin`): 401 anonymous, 403 any other role. */
function requireDoctor(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const requireSession = requireCaller(deps);
  return (c, next) =>
    requireSession(c, async () => {
      if (callerOf(c).role !== 'medecin') throw new AppError('forbidden');
      await next();
    });
}

/** `/api/doctors`: the doctor's own professional profile (`/connexion/medecin/inscription`, `/dashboard-medecin/profil`). */
export function doctorsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('/me/*', requireDoctor(deps))
    .get('/me/profile', async (c) => c.json({ profile: await getOwnDoctorProfile(deps.db, callerOf(c).userId) }))
    .put('/me/profile', async (c) => {
      const input = await jsonBody(c, ZDoctorProfileRequestSchema);
      const caller = callerOf(c);
      const actor = { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
      return c.json({ profile: await saveOwnDoctorProfile(deps.db, actor, input) });
    });
}
