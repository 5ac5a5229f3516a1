import type { PaymentResponse } from '@sante/shared/payment-constants';
import { randomInt } from 'node:crypto';
import { bookings } from '../db/schema/availability';
import type { SignedIn } from './signed-in-client';
import type { TestServer } from './test-server';

/**
 * A 30-minute teleconsultation of `patient` with `doctorId` for `serviceId`, starting `inMinutes` from now (negative:
 * already started), inserted as stored, then paid by MTN MoMo through the sandbox as the patient would, unless `paid`
 * is false. Returns the booking's id.
 */
export async function insertTeleconsultation(
  server: TestServer,
  visit: { patient: SignedIn; doctorId: string; serviceId: string; inMinutes: number; paid?: boolean },
): Promise<string> {
  const startsAt = new Date(Date.now() + visit.inMinutes * 60_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({
      patientId: visit.patient.userId,
      doctorId: visit.doctorId,
      serviceId: visit.serviceId,
      visitKind: 'teleconsultation',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: 'pending',
      priceXaf: 10_000,
      reference: `SAD-TC${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
      paymentChoice: 'mtn_momo',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  if (visit.paid === false) return row.id;
  const started = await visit.patient.client.post('/api/payments', {
    payableType: 'booking',
    payableId: row.id,
    method: 'mtn_momo',
    phone: '674 48 17 21',
    idempotencyKey: `visio-${row.id}`,
  });
  if (started.status !== 201) throw new Error(`payment not started: ${started.status}`);
  const payment = started.json<PaymentResponse>().payment;
  const approved = await visit.patient.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
  if (approved.json<PaymentResponse>().payment.status !== 'succeeded') throw new Error('payment not approved');
  return row.id;
}
