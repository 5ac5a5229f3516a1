/**
 * One handed-over order's figures on the pharmacy's commission statement (ADR 053): the commission stored on the
 * order is before VAT (ADR 038); its VAT is added at the order's rate, rounded to the franc per order; the pharmacy
 * is owed the products' amount the platform collected, less the commission VAT included.
 */
export function commissionFigures(order: { subtotalXaf: number; commissionXaf: number; vatRateBp: number }) {
  const commissionVatXaf = Math.round((order.commissionXaf * order.vatRateBp) / 10_000);
  return {
    salesXaf: order.subtotalXaf,
    commissionXaf: order.commissionXaf,
    commissionVatXaf,
    netDueXaf: order.subtotalXaf - order.commissionXaf - commissionVatXaf,
  };
}
