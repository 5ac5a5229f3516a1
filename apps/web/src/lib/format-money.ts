/**
 * An amount in FCFA as people in Cameroon write it: "15 000 FCFA" (whole francs, a space between thousands,
 * whatever the interface language).
 */
export function formatFcfa(amountXaf: number): string {
  const grouped = String(Math.round(Math.abs(amountXaf))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${amountXaf < 0 ? '-' : ''}${grouped}\u00a0FCFA`;
}
