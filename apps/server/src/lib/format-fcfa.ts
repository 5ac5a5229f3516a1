/** "20 000 FCFA": whole francs, a space between thousands (messages and the invoice PDF). */
export function formatFcfa(amountXaf: number): string {
  return `${String(Math.round(amountXaf)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} FCFA`;
}
