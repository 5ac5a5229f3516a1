import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMobileMoneyChoice } from './mobile-money-fields';

describe('useMobileMoneyChoice', () => {
  it('follows the number typed until the payer picks an operator', () => {
    const { result } = renderHook(() => useMobileMoneyChoice('674 48 17 21', 'orange_money'));
    expect(result.current.operator).toBe('mtn_momo');
    act(() => result.current.setPhone('656 01 92 61'));
    expect(result.current.operator).toBe('orange_money');
    act(() => result.current.choose('mtn_momo'));
    act(() => result.current.setPhone('699 00 00 00'));
    expect(result.current.operator).toBe('mtn_momo');
  });

  it('keeps the fallback for a number whose operator the numbering plan does not tell', () => {
    const { result } = renderHook(() => useMobileMoneyChoice('661 00 00 00', 'orange_money'));
    expect(result.current.operator).toBe('orange_money');
  });
});
