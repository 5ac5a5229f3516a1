import { describe, expect, it } from 'vitest';
import { commissionFigures } from './commission-figures';

describe('commissionFigures', () => {
  it('adds the VAT to the commission and takes both off the sales, to the franc', () => {
    // 10 % of 4 500 = 450; 19,25 % of 450 = 86,625 -> 87.
    expect(commissionFigures({ subtotalXaf: 4500, commissionXaf: 450, vatRateBp: 1925 })).toEqual({
      salesXaf: 4500,
      commissionXaf: 450,
      commissionVatXaf: 87,
      netDueXaf: 3963,
    });
  });

  it('rounds half up and leaves a zero commission untaxed', () => {
    expect(commissionFigures({ subtotalXaf: 200, commissionXaf: 20, vatRateBp: 2500 }).commissionVatXaf).toBe(5);
    expect(commissionFigures({ subtotalXaf: 0, commissionXaf: 0, vatRateBp: 1925 })).toMatchObject({
      commissionVatXaf: 0,
      netDueXaf: 0,
    });
  });
});
