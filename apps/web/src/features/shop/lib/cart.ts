import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY } from '@sante/shared/order-constants';
import type { PrescriptionClass, ProductKind } from '@sante/shared/shop-constants';
import { useSyncExternalStore } from 'react';

/**
 * The cart (ADR 038): a draft in localStorage, kept through sign-in, sign-up, a reload and a closed tab, emptied
 * with the rest of the storage at sign-out. It holds what the shop showed (name, indicative price) to display
 * the cart; the server prices the order again from the chosen pharmacy at checkout.
 */
export const CART_KEY = 'shop_cart';

export type CartLine = {
  productId: string;
  name: string;
  kind: ProductKind;
  prescriptionClass: PrescriptionClass | null;
  packSize: string;
  /** The indicative price shown in the shop (the order's price is the pharmacy's). */
  priceXaf: number;
  quantity: number;
};

const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: readonly CartLine[] } = { raw: null, lines: [] };

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    (line.kind === 'health_product' || line.kind === 'medicine') &&
    typeof line.priceXaf === 'number' &&
    typeof line.packSize === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1
  );
}

/** The cart's lines (a stable array while the storage does not change; a damaged value reads as empty). */
export function readCart(): readonly CartLine[] {
  const raw = localStorage.getItem(CART_KEY);
  if (raw === cached.raw) return cached.lines;
  let lines: CartLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed.filter(isLine).slice(0, ORDER_MAX_LINES);
  } catch {
    lines = [];
  }
  cached = { raw, lines };
  return lines;
}

function writeCart(lines: readonly CartLine[]): void {
  if (lines.length === 0) localStorage.removeItem(CART_KEY);
  else localStorage.setItem(CART_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

const clamp = (quantity: number) => Math.max(1, Math.min(ORDER_MAX_QUANTITY, Math.round(quantity)));

/** Adds `quantity` of a product (to what the cart already holds, within the per-line maximum). */
export function addToCart(line: Omit<CartLine, 'quantity'>, quantity = 1): void {
  const lines = readCart();
  const existing = lines.find((candidate) => candidate.productId === line.productId);
  if (existing) {
    writeCart(
      lines.map((candidate) =>
        candidate === existing ? { ...candidate, quantity: clamp(candidate.quantity + quantity) } : candidate,
      ),
    );
  } else if (lines.length < ORDER_MAX_LINES) {
    writeCart([...lines, { ...line, quantity: clamp(quantity) }]);
  }
}

export function setCartQuantity(productId: string, quantity: number): void {
  writeCart(readCart().map((line) => (line.productId === productId ? { ...line, quantity: clamp(quantity) } : line)));
}

export function removeFromCart(productId: string): void {
  writeCart(readCart().filter((line) => line.productId !== productId));
}

export function clearCart(): void {
  writeCart([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a `storage` event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart, re-rendering on every change (this tab or another). */
export function useCart(): readonly CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => []);
}
