import { describe, expect, it } from 'vitest';
import { ZCreateCustomInvoiceRequestSchema } from './invoice-schemas';

const line = { label: 'Soins du 20 novembre', quantity: 1, unitPriceXaf: 17_000 };

describe('ZCreateCustomInvoiceRequestSchema', () => {
  it('refuses a body that is not an object instead of throwing', () => {
    for (const body of [null, [], 'x', 7]) {
      expect(ZCreateCustomInvoiceRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('asks for the name of a recipient without an account, with the other fields’ errors', () => {
    const result = ZCreateCustomInvoiceRequestSchema.safeParse({ recipientKind: 'other', phone: 'x', lines: [line] });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['phone', 'recipientName']));
  });

  it('accepts a patient found by phone without a name', () => {
    const result = ZCreateCustomInvoiceRequestSchema.safeParse({
      recipientKind: 'patient',
      phone: '6 90 00 00 01',
      lines: [line],
    });
    expect(result.success).toBe(true);
  });
});
