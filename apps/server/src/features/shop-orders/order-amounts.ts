import type { ProductKind } from '@sante/shared/shop-constants';

type PricedLine = { kind: ProductKind; unitPriceXaf: number; quantity: number };

/**
 * An order's amounts from its priced lines (ADR 038): prices are VAT included, the VAT is the part of the taxed
 * amount (health products and the delivery fee; medicines are exempt) above its net; the commission is the
 * platform's share of the products, owed by the pharmacy and not added to the total.
 */
export function orderAmounts(
  lines: readonly PricedLine[],
  feeXaf: number,
  rates: { vatRateBp: number; commissionRateBp: number },
) {
  const subtotalXaf = lines.reduce((sum, line) => sum + line.unitPriceXaf * line.quantity, 0);
  const taxed = lines
    .filter((line) => line.kind === 'health_product')
    .reduce((sum, line) => sum + line.unitPriceXaf * line.quantity, 0);
  return {
    subtotalXaf,
    deliveryFeeXaf: feeXaf,
    totalXaf: subtotalXaf + feeXaf,
    vatXaf: Math.round(((taxed + feeXaf) * rates.vatRateBp) / (10_000 + rates.vatRateBp)),
    commissionXaf: Math.round((subtotalXaf * rates.commissionRateBp) / 10_000),
  };
}
