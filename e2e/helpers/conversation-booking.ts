import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts';
import { submitSignIn } from './auth';
import { doualaDayFromToday } from './douala-day';

type Slot = { startsAt: string };
type SlotDays = { days: { morning: Slot[]; afternoon: Slot[]; evening: Slot[] }[] };

/** A demo nurse only the conversation journeys book: home visits in Yaoundé every day (db/demo-availability.ts). */
export const NURSE = { email: 'infirmier.yaounde@demo.cm', title: 'Infirmier Serge Atangana' };

/** The nurse signs in on the carers' form (the doctor session); returns their user id. */
export async function carerSignsIn(page: Page): Promise<string> {
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, NURSE.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const me = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return me.user.id;
}

/** A home visit of the patient (signed in on `page`) with `doctorId`, on a late free slot of days `fromDay` to +2. */
export async function bookWith(page: Page, origin: string, doctorId: string, fromDay = 8): Promise<void> {
  const services = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; kind: string }[];
  };
  const homeServices = services.services.filter((service) => service.kind === 'home_visit');
  // The last slots of three days from `fromDay` (other journeys book the coming days).
  const answer = await page.request.get(
    `/api/doctors/${doctorId}/slots?from=${doualaDayFromToday(fromDay)}&days=3&kind=home_visit`,
  );
  expect(answer.status(), await answer.text()).toBe(200);
  const slots = ((await answer.json()) as SlotDays).days
    .flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening])
    .toReversed();
  const refusals: string[] = [];
  for (const [index, slot] of slots.slice(0, 6).entries()) {
    const serviceId = homeServices[index % homeServices.length]?.id;
    const created = await page.request.post('/api/bookings', {
      headers: { origin },
      data: {
        serviceId,
        kind: 'home_visit',
        doctorId,
        startsAt: slot.startsAt,
        address: { city: 'Yaoundé', neighbourhood: 'Bastos', details: 'Portail bleu' },
        paymentChoice: 'mtn_momo',
        idempotencyKey: `e2e-conversation-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      },
    });
    if (created.status() === 201) return;
    refusals.push(`${created.status()} ${await created.text()}`);
  }
  throw new Error(`no bookable slot with the demo nurse among ${slots.length}: ${refusals.join('; ')}`);
}
