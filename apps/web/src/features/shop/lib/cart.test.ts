import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, CART_KEY, clearCart, readCart, removeFromCart, setCartQuantity } from './cart';

const thermometer = {
  productId: 'p-1',
  name: 'Thermomètre',
  kind: 'health_product' as const,
  prescriptionClass: null,
  packSize: '1',
  priceXaf: 3500,
};

describe('the cart', () => {
  beforeEach(() => localStorage.clear());

  it('adds, sums the quantities of one product within the maximum, changes and removes lines', () => {
    addToCart(thermometer);
    addToCart(thermometer, 2);
    expect(readCart()).toEqual([{ ...thermometer, quantity: 3 }]);
    addToCart(thermometer, 50);
    expect(readCart()[0]?.quantity).toBe(20);
    setCartQuantity('p-1', 0);
    expect(readCart()[0]?.quantity).toBe(1);
    removeFromCart('p-1');
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('survives a reload (it is read from localStorage) and reads a damaged value as empty', () => {
    addToCart(thermometer);
    const stored = localStorage.getItem(CART_KEY);
    localStorage.setItem(CART_KEY, 'not json');
    expect(readCart()).toEqual([]);
    localStorage.setItem(CART_KEY, stored ?? '');
    expect(readCart()).toEqual([{ ...thermometer, quantity: 1 }]);
    localStorage.setItem(CART_KEY, JSON.stringify([{ productId: 'x', quantity: -1 }]));
    expect(readCart()).toEqual([]);
    clearCart();
    expect(readCart()).toEqual([]);
  });
});
