import type { InvoiceVerificationLinkResponse, InvoiceVerificationResponse } from '@sante/shared/invoice-constants';
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { createRefundedInvoice } from '../../testing/credit-note-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { prescriptionCodes } from '../prescriptions/prescription-code';
import { send } from '../storage/storage-test-helpers';

let server: TestServer;
let patient: SignedIn;
let invoiceId: string;
let invoiceNumber: string;
let creditNoteNumber: string;

beforeAll(async () => {
  server = await startTestServer();
  patient = await signedIn(server, 'patient');
  const creditNoteId = await createRefundedInvoice(server.deps, patient.userId);
  const [row] = await server.deps.db
    .select({ invoiceId: creditNotes.invoiceId, number: creditNotes.number, invoiceNumber: invoices.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, creditNoteId));
  if (!row) throw new Error('no refunded invoice');
  invoiceId = row.invoiceId;
  invoiceNumber = row.invoiceNumber;
  creditNoteNumber = row.number;
});
afterAll(() => server.close());

/** The texts a pdf-lib PDF draws (its content streams inflated, each `<hex> Tj` decoded). */
function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const text of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        texts.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
    } catch {
      // Not a deflated stream (an image, a font): no text in it.
    }
  }
  return texts;
}

const verify = async (code: string) =>
  (await server.client().get(`/api/invoice-verifications/${code}`)).json<InvoiceVerificationResponse>().verification;

describe('the verification of an invoice (ADR 057)', () => {
  it('its owner gets the link; anyone with it reads the number, amount and status, never the lines', async () => {
    const link = await patient.client.get(`/api/invoices/${invoiceId}/verification`);
    expect(link.status).toBe(200);
    const { path } = link.json<InvoiceVerificationLinkResponse>();
    expect(path).toMatch(/^\/verification\/facture\/[A-Za-z0-9_-]{38}$/);
    const code = path.split('/').at(-1) ?? '';

    const verification = await verify(code);
    expect(verification).toEqual({
      genuine: true,
      number: invoiceNumber,
      issuedAt: expect.any(String) as string,
      totalXaf: 15_000,
      status: 'paid',
      paidAt: expect.any(String) as string,
      creditNoteNumber,
      recipientInitials: expect.stringMatching(/^[A-Z]\. [A-Z]\.$/) as string,
    });
    expect(JSON.stringify(verification)).not.toContain('lines');
    const audited = await server.deps.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.verify'), eq(auditLog.targetId, invoiceId)));
    expect(audited.map((row) => row.outcome)).toEqual(['success']);

    // Staff read it too (they hand invoices over).
    const staff = await signedIn(server, 'personnel_operationnel');
    expect((await staff.client.get(`/api/invoices/${invoiceId}/verification`)).json()).toEqual({ path });
  });

  it('a forged, altered or foreign code is « non authentique »; a malformed one too', async () => {
    const { path } = (await patient.client.get(`/api/invoices/${invoiceId}/verification`)).json<{ path: string }>();
    const code = path.split('/').at(-1) ?? '';
    const altered = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect(await verify(altered)).toEqual({ genuine: false });
    // A prescription's code for the same id (another purpose, another secret) proves nothing about an invoice.
    expect(await verify(prescriptionCodes(server.deps.env.PRESCRIPTION_SECRET).verificationCode(invoiceId))).toEqual({
      genuine: false,
    });
    expect(await verify('not-a-code')).toEqual({ genuine: false });
  });

  it('another patient, an unrelated doctor and a malformed id get 404 for the link; an anonymous caller 401', async () => {
    const other = await signedIn(server, 'patient');
    expect((await other.client.get(`/api/invoices/${invoiceId}/verification`)).status).toBe(404);
    const doctor = await signedIn(server, 'medecin');
    expect((await doctor.client.get(`/api/invoices/${invoiceId}/verification`)).status).toBe(404);
    expect((await server.client().get(`/api/invoices/${invoiceId}/verification`)).status).toBe(401);
    // A malformed id is refused as an unknown one.
    expect((await patient.client.get('/api/invoices/abc/verification')).status).toBe(404);
  });

  it('the PDF carries the verification page’s address', async () => {
    const { path } = (await patient.client.get(`/api/invoices/${invoiceId}/verification`)).json<{ path: string }>();
    const pdf = await send(patient.client, server.baseUrl, 'GET', `/api/invoices/${invoiceId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfTexts(Buffer.from(await pdf.arrayBuffer()))).toContain(`${server.deps.env.PUBLIC_URL}${path}`);
  });
});
