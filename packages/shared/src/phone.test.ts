import { describe, expect, it } from 'vitest';
import { formatNationalPhone, mobileMoneyOperatorOf } from './phone';

describe('mobileMoneyOperatorOf', () => {
  it('tells MTN and Orange numbers apart from the numbering plan, however the number is typed', () => {
    expect(mobileMoneyOperatorOf('674 48 17 21')).toBe('mtn_momo');
    expect(mobileMoneyOperatorOf('+237 651 00 00 00')).toBe('mtn_momo');
    expect(mobileMoneyOperatorOf('690000001')).toBe('orange_money');
    expect(mobileMoneyOperatorOf('00237 656 01 92 61')).toBe('orange_money');
  });

  it('leaves the choice to the payer for other operators, landlines and bad numbers', () => {
    expect(mobileMoneyOperatorOf('661 00 00 00')).toBeNull();
    expect(mobileMoneyOperatorOf('222 22 22 22')).toBeNull();
    expect(mobileMoneyOperatorOf('12345')).toBeNull();
  });
});

describe('formatNationalPhone', () => {
  it('writes a number as Cameroonians read it', () => {
    expect(formatNationalPhone('+237690000001')).toBe('6 90 00 00 01');
  });
});
