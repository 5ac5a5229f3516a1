import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller } from '../auth/require-caller';
import { downloadInvoicePdf } from './download-invoice-pdf';
import { findOwnInvoice, invoiceView, listInvoices } from './read-invoices';
import { registerBookingInvoiceHook } from './issue-booking-invoice';

const ZInvoicesQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(9999).optional() });

/** `/api/invoices`: a patient's own invoices, every invoice for staff; the PDF generated on each download. */
export function invoicesRoutes(deps: AppDeps) {
  const { db } = deps;
  registerBookingInvoiceHook();
  return new Hono<AppBindings>()
    .use('*', requireCaller(deps))
    .get('/', async (c) => {
      const { year } = parseWith(ZInvoicesQuerySchema, c.req.query());
      return c.json({ invoices: await listInvoices(db, callerOf(c), year) });
    })
    .get('/:id', async (c) =>
      c.json({ invoice: invoiceView(await findOwnInvoice(db, callerOf(c), uuidParam(c.req.param('id')))) }),
    )
    .get('/:id/pdf', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const { number, pdf } = await downloadInvoicePdf(db, callerOf(c), id, c.get('requestId'));
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="facture-${number}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
