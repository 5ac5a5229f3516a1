import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { bookings } from '../db/schema/availability';
import { services } from '../db/schema/services';

/**
 * A confirmed, cash-paid, one-hour home visit inserted as it is stored (no API): for tests of what happens around
 * a visit (clock-in, tracking). `door` is the patient's pinned position in Douala.
 */
export async function insertHomeVisit(
  db: Db,
  visit: { patientId: string; doctorId: string; startsAt: Date; door: { latitude: number; longitude: number } },
): Promise<string> {
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  const [row] = await db
    .insert(bookings)
    .values({
      patientId: visit.patientId,
      doctorId: visit.doctorId,
      serviceId: service?.id,
      visitKind: 'home_visit',
      startsAt: visit.startsAt,
      endsAt: new Date(visit.startsAt.getTime() + 60 * 60_000),
      status: 'confirmed',
      priceXaf: 15_000,
      reference: `SAD-HV${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
      paymentChoice: 'cash',
      address: { city: 'Douala', neighbourhood: 'Bonapriso', details: 'Portail bleu', ...visit.door },
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}
