import { expect, type Locator, type Page } from '@playwright/test';
import { extraHoursNow } from './extra-hours';

type Address = { city: string; neighbourhood: string; details: string; latitude?: number; longitude?: number };
type Booked = { id: string; reference: string; status: string; startsAt: string };

/**
 * A home visit of the patient signed in on `patient` with the carer signed in on `carer`, starting at the first
 * whole minute `leadSeconds` from now (the carer's extra hours, put back at once): « Je suis en route » opens only
 * two hours before a visit, « Terminer » at its start (issue #13). A journey that ends its visit books it 45 s
 * ahead (booked by the API at once, the margin covers two requests) instead of waiting minutes for its start.
 * Skip the journey when `tooCloseToMidnight('home_visit')`.
 */
export async function bookHomeVisitNow(
  carer: Page,
  patient: Page,
  origin: string,
  visit: { address: Address; reason?: string; paymentChoice?: 'cash' | 'mtn_momo'; leadSeconds?: number },
): Promise<Booked & { day: string }> {
  const carerId = ((await (await carer.request.get('/api/auth/user')).json()) as { user: { id: string } }).user.id;
  const services = (await (await patient.request.get('/api/services')).json()) as {
    services: { id: string; code: string; kind: string }[];
  };
  const service =
    services.services.find((candidate) => candidate.code === 'home_doctor_consultation') ??
    services.services.find((candidate) => candidate.kind === 'home_visit');
  const { startsAt, restore } = await extraHoursNow(carer, origin, 'home_visit', visit.leadSeconds);
  try {
    const created = await patient.request.post('/api/bookings', {
      headers: { origin },
      data: {
        serviceId: service?.id,
        kind: 'home_visit',
        doctorId: carerId,
        startsAt,
        address: visit.address,
        reason: visit.reason,
        paymentChoice: visit.paymentChoice ?? 'cash',
        idempotencyKey: `e2e-now-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { booking } = (await created.json()) as { booking: Booked };
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date(booking.startsAt));
    return { ...booking, day };
  } finally {
    await restore();
  }
}

/** Takes a visit step from the carer's planning card: its button, then « Confirmer » in the dialog it opens. */
export async function takeVisitStep(page: Page, card: Locator, name: string): Promise<void> {
  await card.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog).toBeHidden();
}
