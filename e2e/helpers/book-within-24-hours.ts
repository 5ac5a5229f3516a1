import type { Page } from '@playwright/test';
import { doualaDayFromToday } from './douala-day';

type Slot = { startsAt: string };
type SlotDays = { days: { morning: Slot[]; afternoon: Slot[]; evening: Slot[] }[] };

/**
 * A booking of the patient signed in on `page` with the carer, 2 to 23 hours from now (inside the care
 * relationship's window, ADR 031): at the cabinet if the carer has a free slot there, else at home (`address`).
 */
export async function bookWithin24Hours(
  page: Page,
  origin: string,
  doctorId: string,
  booking: {
    address: { city: string; neighbourhood: string; details: string };
    reason: string;
    paymentChoice: 'cash' | 'mtn_momo';
  },
): Promise<{ reference: string; startsAt: string }> {
  const services = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; kind: string }[];
  };
  const refusals: string[] = [];
  for (const kind of ['cabinet', 'home_visit'] as const) {
    const answer = await page.request.get(
      `/api/doctors/${doctorId}/slots?from=${doualaDayFromToday(0)}&days=2&kind=${kind}`,
    );
    if (answer.status() !== 200) continue;
    const now = Date.now();
    const slots = ((await answer.json()) as SlotDays).days
      .flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening])
      .filter((slot) => {
        const inHours = (Date.parse(slot.startsAt) - now) / 3_600_000;
        return inHours > 2 && inHours < 23;
      });
    const serviceId = services.services.find((service) => service.kind === kind)?.id;
    for (const slot of slots.slice(0, 4)) {
      const created = await page.request.post('/api/bookings', {
        headers: { origin },
        data: {
          serviceId,
          kind,
          doctorId,
          startsAt: slot.startsAt,
          address: kind === 'home_visit' ? booking.address : null,
          paymentChoice: booking.paymentChoice,
          reason: booking.reason,
          idempotencyKey: `e2e-24h-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        },
      });
      if (created.status() === 201)
        return {
          reference: ((await created.json()) as { booking: { reference: string } }).booking.reference,
          startsAt: slot.startsAt,
        };
      refusals.push(`${created.status()} ${await created.text()}`);
    }
  }
  throw new Error(`no slot within 24 hours with carer ${doctorId}: ${refusals.join('; ')}`);
}
