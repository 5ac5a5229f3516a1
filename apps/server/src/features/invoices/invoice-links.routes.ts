import { ZPayLinkPaymentRequestSchema, ZPayLinkPaymentSchema, ZPayLinkSchema } from '@sante/shared/invoice-schemas';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { enforce } from '../../lib/rate-limit';
import { jsonBody } from '../../lib/validate';
import { createPaymentProviders } from '../payments/payment-providers';
import { decideSandboxPayment } from '../payments/sandbox-decision';
import { downloadPdfByLink, payInvoiceByLink, readInvoiceByLink, readLinkPayment } from './invoice-links';
import { pdfResponse } from './invoices.routes';

/** Per IP: a payer refreshes and retries; a script guessing links stops here (the token has 256 bits anyway). */
const LINK_RATE = { limit: 60, windowMs: 60_000 };

/**
 * `/api/invoice-links`: a custom invoice paid by whoever holds its link, without an account. Every call posts
 * `{ invoiceId, token }` (never in a URL), checked before anything else.
 */
export function invoiceLinksRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const providers = createPaymentProviders(deps);
  const limited: MiddlewareHandler<AppBindings> = async (c, next) => {
    await enforce(db, `invoice-link:${c.get('ip')}`, LINK_RATE);
    await next();
  };
  const request = (c: Context<AppBindings>) => ({ ip: c.get('ip'), requestId: c.get('requestId') });
  const decide = async (c: Context<AppBindings>, decision: 'approve' | 'decline') => {
    const input = await jsonBody(c, ZPayLinkPaymentSchema);
    await readLinkPayment(db, input, input.paymentId);
    const owner = { linkInvoiceId: input.invoiceId };
    const payment = await decideSandboxPayment(
      deps,
      providers,
      env.SANDBOX_WEBHOOK_SECRET,
      c.get('log'),
      owner,
      input.paymentId,
      decision,
    );
    return c.json({ payment });
  };
  return new Hono<AppBindings>()
    .use('*', limited)
    .post('/read', async (c) => {
      const link = await jsonBody(c, ZPayLinkSchema);
      return c.json({ invoice: await readInvoiceByLink(db, link, request(c)) });
    })
    .post('/payments', async (c) => {
      const input = await jsonBody(c, ZPayLinkPaymentRequestSchema);
      const { payment, replayed } = await payInvoiceByLink(db, providers, input, request(c));
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ payment }, replayed ? 200 : 201);
    })
    .post('/payments/read', async (c) => {
      const input = await jsonBody(c, ZPayLinkPaymentSchema);
      return c.json({ payment: await readLinkPayment(db, input, input.paymentId) });
    })
    .post('/sandbox/approve', async (c) => decide(c, 'approve'))
    .post('/sandbox/decline', async (c) => decide(c, 'decline'))
    .post('/pdf', async (c) => {
      const link = await jsonBody(c, ZPayLinkSchema);
      return pdfResponse(c, await downloadPdfByLink(deps, link, request(c)));
    });
}
