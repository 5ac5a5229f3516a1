import {
  ZAdminInvoicesQuerySchema,
  ZCreateCustomInvoiceRequestSchema,
  ZRenewPayLinkRequestSchema,
} from '@sante/shared/invoice-schemas';
import { invoiceVerificationPath } from '@sante/shared/invoice-constants';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requirePermission, requireRole, requireStaff } from '../auth/require-caller';
import {
  cancelCustomInvoice,
  createCustomInvoice,
  listAdminInvoices,
  renewPayLink,
  type StaffActor,
} from './custom-invoices';
import { downloadCreditNotePdf } from './download-credit-note-pdf';
import { downloadInvoicePdf } from './download-invoice-pdf';
import { invoiceCodes } from './invoice-verification';
import { archivedInvoiceYears } from './invoice-years';
import './invoice-payable';
import { findOwnInvoice, listInvoices, withCreditNotes } from './read-invoices';
import { registerBookingInvoiceHook } from './issue-booking-invoice';
import { registerCreditNoteHook } from './issue-credit-note';

const ZInvoicesQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(9999).optional() });

/** `/api/invoices`: a patient's own invoices, every invoice for staff; the PDF generated on each download. */
export function invoicesRoutes(deps: AppDeps) {
  const { db } = deps;
  registerBookingInvoiceHook();
  registerCreditNoteHook();
  return new Hono<AppBindings>()
    .use('*', requireCaller(deps))
    .get('/', async (c) => {
      const { year } = parseWith(ZInvoicesQuerySchema, c.req.query());
      return c.json({ invoices: await listInvoices(db, callerOf(c), year) });
    })
    .get('/:id', async (c) => {
      const invoice = await findOwnInvoice(db, callerOf(c), uuidParam(c.req.param('id')));
      const [view] = await withCreditNotes(db, [invoice]);
      return c.json({ invoice: view });
    })
    .get('/:id/verification', async (c) => {
      const invoice = await findOwnInvoice(db, callerOf(c), uuidParam(c.req.param('id')));
      return c.json({ path: invoiceVerificationPath(invoiceCodes(deps.env).codeOf(invoice.id)) });
    })
    .get('/:id/pdf', async (c) => {
      const id = uuidParam(c.req.param('id'));
      return pdfResponse(c, await downloadInvoicePdf(deps, callerOf(c), id, c.get('requestId')));
    });
}

/** The PDF as a download named after its number (`facture-FAC-…`, `avoir-AV-…`), never cached by a shared cache. */
export function pdfResponse(
  c: Context<AppBindings>,
  { number, pdf }: { number: string; pdf: Uint8Array },
  prefix: 'facture' | 'avoir' | 'releve-commission' = 'facture',
) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${prefix}-${number}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
}

/** `/api/credit-notes`: a patient downloads the credit notes of their own refunded invoices (another's is a 404). */
export function creditNotesRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/:id/pdf', requireRole(deps, 'patient'), async (c) => {
    const id = uuidParam(c.req.param('id'));
    const file = await downloadCreditNotePdf(deps.db, callerOf(c), 'own', id, c.get('requestId'));
    return pdfResponse(c, file, 'avoir');
  });
}

/** `/api/admin/credit-notes`: staff download any credit note, as the permission table says (`credit_notes.read`). */
export function adminCreditNotesRoutes(deps: AppDeps) {
  const reader = requirePermission(deps, 'credit_notes.read', 'credit_notes');
  return new Hono<AppBindings>().get('/:id/pdf', reader, async (c) => {
    const id = uuidParam(c.req.param('id'));
    const file = await downloadCreditNotePdf(deps.db, callerOf(c), 'any', id, c.get('requestId'));
    return pdfResponse(c, file, 'avoir');
  });
}

function staffActor(c: Context<AppBindings>): StaffActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, requestId: c.get('requestId') };
}

/** `/api/admin/invoices`: staff list a year's invoices, create custom invoices with their payment link, renew or cancel them. */
export function adminInvoicesRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono<AppBindings>()
    .use('*', requireStaff(deps))
    .get('/', async (c) => {
      const query = parseWith(ZAdminInvoicesQuerySchema, c.req.query());
      return c.json({ invoices: await listAdminInvoices(db, query) });
    })
    .get('/years', async (c) => c.json({ years: await archivedInvoiceYears(db) }))
    .post('/', async (c) => {
      const input = await jsonBody(c, ZCreateCustomInvoiceRequestSchema);
      return c.json(await createCustomInvoice(db, env, staffActor(c), input), 201);
    })
    .post('/:id/link', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZRenewPayLinkRequestSchema);
      return c.json(await renewPayLink(db, env, staffActor(c), id, input));
    })
    .post('/:id/cancel', async (c) => {
      const id = uuidParam(c.req.param('id'));
      return c.json({ invoice: await cancelCustomInvoice(db, staffActor(c), id) });
    });
}
