import { VERIFICATION_CODE_PATTERN } from '@sante/shared/prescription-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { enforce } from '../../lib/rate-limit';
import { verifyInvoice } from './invoice-verification';

/** As the prescriptions' verification: a page opened from a QR code, not a list to walk through. */
const VERIFICATION_RATE = { limit: 60, windowMs: 60_000 };

/**
 * `/api/invoice-verifications/{code}` (public, no account, ADR 057): what an invoice's QR code opens. Rate-limited
 * per IP; a malformed code is simply not genuine.
 */
export function invoiceVerificationRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/:code', async (c) => {
    await enforce(deps.db, `invoice-verify:${c.get('ip')}`, VERIFICATION_RATE);
    const code = c.req.param('code');
    const verification = await verifyInvoice(deps, VERIFICATION_CODE_PATTERN.test(code) ? code : '', {
      ip: c.get('ip'),
      requestId: c.get('requestId'),
    });
    return c.json({ verification });
  });
}
