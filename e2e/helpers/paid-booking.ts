import { expect, type APIRequestContext as Api } from '@playwright/test';

type Slot = { startsAt: string };

/** A home visit with the demo paediatrician on `day` (an afternoon slot), to pay by mobile money (API, as its patient). */
export async function bookHomeVisit(api: Api, origin: string, day: string) {
  const search = await api.get('/api/doctors/search?city=Douala&specialty=pediatrie');
  const doctorId = ((await search.json()) as { doctors: { id: string }[] }).doctors[0]?.id ?? '';
  const slots = await api.get(`/api/doctors/${doctorId}/slots?from=${day}&days=1&kind=home_visit`);
  const slot = ((await slots.json()) as { days: { afternoon: Slot[] }[] }).days[0]?.afternoon.at(1);
  expect(slot, 'a free afternoon slot').toBeDefined();
  const services = (await (await api.get('/api/services')).json()) as { services: { id: string; code: string }[] };
  const created = await api.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: services.services.find((service) => service.code === 'home_doctor_consultation')?.id,
      kind: 'home_visit',
      doctorId,
      startsAt: slot?.startsAt,
      address: { city: 'Douala', neighbourhood: 'Bonapriso', details: 'Rue des Cocotiers, portail vert' },
      paymentChoice: 'mtn_momo',
      idempotencyKey: `e2e-booking-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { booking: { id: string; reference: string } }).booking;
}

/** Starts a sandbox mobile-money payment of the booking (API, as its patient); returns its id. */
export async function startPayment(
  api: Api,
  origin: string,
  bookingId: string,
  method: 'mtn_momo' | 'orange_money',
  phone: string,
) {
  const started = await api.post('/api/payments', {
    headers: { origin },
    data: {
      payableType: 'booking',
      payableId: bookingId,
      method,
      phone,
      idempotencyKey: `e2e-pay-${method}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  return ((await started.json()) as { payment: { id: string } }).payment.id;
}

/** Pays the booking by MTN through the sandbox, approved on the "phone" (API, as its patient); returns the payment id. */
export async function payBooking(api: Api, origin: string, bookingId: string, phone: string) {
  const paymentId = await startPayment(api, origin, bookingId, 'mtn_momo', phone);
  expect((await api.post(`/api/payments/sandbox/${paymentId}/approve`, { headers: { origin } })).status()).toBe(200);
  return paymentId;
}
