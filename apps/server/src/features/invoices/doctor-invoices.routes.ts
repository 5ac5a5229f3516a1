import { ZDoctorInvoicesQuerySchema, ZPayoutPhoneRequestSchema } from '@sante/shared/invoice-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { doctorInvoices, doualaMonth } from './doctor-earnings';
import { readPayoutPhone, savePayoutPhone } from './doctor-payout';

/** `/api/doctor/invoices`: the signed-in doctor's invoiced acts of a month and their earnings. */
export function doctorInvoicesRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/', requireRole(deps, 'medecin'), async (c) => {
    const { month } = parseWith(ZDoctorInvoicesQuerySchema, c.req.query());
    const answer = await doctorInvoices(
      deps.db,
      callerOf(c).userId,
      month ?? doualaMonth(new Date()),
      deps.env.DOCTOR_SHARE_PERCENT,
    );
    return c.json(answer);
  });
}

/** `/api/doctor/payout`: the mobile-money number the signed-in carer's share is paid to, theirs only (ADR 045). */
export function doctorPayoutRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => c.json(await readPayoutPhone(deps.db, callerOf(c).userId)))
    .put('/', async (c) => {
      const input = await jsonBody(c, ZPayoutPhoneRequestSchema);
      const caller = callerOf(c);
      const actor = { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
      return c.json(await savePayoutPhone(deps.db, actor, input));
    });
}
