import { ZDoctorInvoicesQuerySchema } from '@sante/shared/invoice-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { parseWith } from '../../lib/validate';
import { callerOf, requireRole } from '../auth/require-caller';
import { doctorInvoices, doualaMonth } from './doctor-earnings';

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
