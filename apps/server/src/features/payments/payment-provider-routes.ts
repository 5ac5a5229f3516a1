/**
 * The API routes that wait on a payment provider's answer (up to its timeout, 15 s for Notch Pay): they take no
 * turn of the embedded database's gate (db/database-gate.ts, ADR 019), so that a provider that hangs does not
 * make everyone else wait. Their queries still go through the database's single connection like any other.
 */
export function callsPaymentProvider(method: string, path: string): boolean {
  if (method !== 'POST') return false;
  const route = path.endsWith('/') ? path.slice(0, -1) : path;
  return (
    route === '/api/payments' ||
    route === '/api/invoice-links/payments' ||
    /^\/api\/admin\/payments\/[^/]+\/reconcile$/.test(route)
  );
}
