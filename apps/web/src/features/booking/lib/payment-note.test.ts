import { describe, expect, it } from 'vitest';
import { paymentNoteOf } from './payment-note';

describe('paymentNoteOf', () => {
  it('says a cash visit is to be paid on site until it is settled, then that it was', () => {
    expect(paymentNoteOf({ status: 'confirmed', paymentChoice: 'cash', paymentStatus: null })).toBe('payOnSite');
    expect(paymentNoteOf({ status: 'completed', paymentChoice: 'cash', paymentStatus: 'pending' })).toBe('payOnSite');
    expect(paymentNoteOf({ status: 'completed', paymentChoice: 'cash', paymentStatus: 'succeeded' })).toBe(
      'paidOnSite',
    );
  });

  it('says a mobile money payment went through, and nothing while it has not', () => {
    expect(paymentNoteOf({ status: 'confirmed', paymentChoice: 'mtn_momo', paymentStatus: 'succeeded' })).toBe(
      'paidMobileMoney',
    );
    expect(paymentNoteOf({ status: 'pending', paymentChoice: 'orange_money', paymentStatus: 'pending' })).toBeNull();
  });

  it('says nothing is due on a cancelled visit, and shows a refund', () => {
    expect(paymentNoteOf({ status: 'cancelled', paymentChoice: 'cash', paymentStatus: null })).toBeNull();
    expect(paymentNoteOf({ status: 'cancelled', paymentChoice: 'mtn_momo', paymentStatus: 'refunded' })).toBe(
      'refunded',
    );
  });
});
