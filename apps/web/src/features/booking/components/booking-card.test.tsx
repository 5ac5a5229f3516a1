import type { BookingView } from '@sante/shared/booking-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { loadPageCatalogues } from '../../../lib/register-catalogues';
import { BOOKING_DRAFT_KEY, parseDraft } from '../lib/booking-draft';
import { BookingCard } from './booking-card';
import { bookingView } from '../../../testing/booking-view';

const booking = bookingView();

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

/** Where the router is: what a click led to. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderCard(view: BookingView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/patient/consultations']}>
        <BookingCard booking={view} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: i18n.language === 'en' ? view.service.nameEn : view.service.nameFr });
}

describe('BookingCard', () => {
  it('says until when the patient may change it, and offers Reporter and Annuler', () => {
    const card = renderCard(booking);
    // 07:00 UTC is 08:00 in Douala.
    expect(within(card).getByText(/Vous pouvez reporter ou annuler jusqu'au .*2 déc.*08:00/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reporter' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('past the deadline, sends the patient to the team instead of showing actions', () => {
    const card = renderCard({ ...booking, canChange: false });
    expect(
      within(card).getByText(/Le rendez-vous approche : pour le reporter ou l'annuler, contactez notre équipe\./),
    ).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText(/Vous pouvez reporter/)).toBeNull();
  });

  it('follows a home visit from the doctor en route, and a cabinet visit from the consultation', () => {
    const home = renderCard({ ...booking, canChange: false, trackingStep: 'doctor_en_route' });
    expect(
      within(within(home).getByRole('list', { name: 'Suivi de la visite' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['● Médecin en route', '○ Consultation commencée', '○ Ordonnance prête']);
    expect(within(home).queryByText(/contactez notre équipe/)).toBeNull();
    cleanup();

    const cabinet = renderCard({
      ...booking,
      kind: 'cabinet',
      address: null,
      canChange: false,
      trackingStep: 'consultation_started',
    });
    expect(
      within(within(cabinet).getByRole('list', { name: 'Suivi de la visite' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['● Consultation commencée', '○ Ordonnance prête']);
  });

  it('tells on the price line whether the visit is still to be paid on site or was settled', () => {
    expect(within(renderCard(booking)).getByText(/À régler sur place/)).toBeTruthy();
    cleanup();
    const settled = renderCard({ ...booking, status: 'completed', canChange: false, paymentStatus: 'succeeded' });
    expect(within(settled).getByText(/Réglé sur place/)).toBeTruthy();
    expect(within(settled).queryByText(/À régler/)).toBeNull();
  });

  it('before cancelling a visit already paid, tells the patient it will be refunded', () => {
    const card = renderCard({ ...booking, paymentChoice: 'mtn_momo', paymentStatus: 'succeeded' });
    fireEvent.click(within(card).getByRole('button', { name: 'Annuler' }));
    const question = within(card).getByRole('group', { name: 'Annuler' });
    expect(
      within(question).getByText(/Vous avez déjà payé 15\s000\sFCFA : notre équipe vous le rembourse/),
    ).toBeTruthy();
    cleanup();
    const unpaid = renderCard(booking);
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Annuler' }));
    expect(within(unpaid).queryByText(/rembourse/)).toBeNull();
  });

  it('offers « Payer maintenant » on a booking waiting for its mobile-money payment, with the time it is released', () => {
    const card = renderCard({
      ...booking,
      status: 'pending',
      paymentChoice: 'orange_money',
      payBy: '2026-12-02T08:15:00.000Z',
    });
    // 08:15 UTC is 09:15 in Douala.
    expect(within(card).getByText(/réglez avant le .*2 déc.*09:15, sinon le créneau sera libéré/)).toBeTruthy();
    const pay = within(card).getByRole('link', { name: /Payer maintenant · 15\s000\sFCFA/ });
    expect(pay.getAttribute('href')).toBe(`/patient/payment?booking=${booking.id}`);
    cleanup();
    expect(within(renderCard(booking)).queryByRole('link', { name: /Payer maintenant/ })).toBeNull();
  });

  it('says that a booking released for non-payment was cancelled for that, and books the same care with the same carer again', async () => {
    localStorage.clear();
    const released: BookingView = {
      ...booking,
      status: 'cancelled',
      paymentChoice: 'mtn_momo',
      canChange: false,
      releasedUnpaid: true,
    };
    const card = renderCard(released);
    expect(within(card).getByText('Annulée : non payée à temps')).toBeTruthy();
    expect(within(card).queryByText('Annulée')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Réserver à nouveau' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/patient/booking?step=slot');
    expect(parseDraft(localStorage.getItem(BOOKING_DRAFT_KEY))).toMatchObject({
      kind: 'home_visit',
      serviceId: booking.service.id,
      doctorChosen: true,
      doctorId: booking.doctor?.id,
      city: 'Douala',
      address: booking.address,
      startsAt: null,
      bookingId: null,
    });
    cleanup();

    // Cancelled by someone: no such line, and no « Réserver à nouveau ».
    const cancelled = renderCard({ ...released, releasedUnpaid: false });
    expect(within(cancelled).getByText('Annulée')).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: 'Réserver à nouveau' })).toBeNull();
    cleanup();

    await i18n.changeLanguage('en');
    await loadPageCatalogues('en');
    const english = renderCard(released);
    expect(within(english).getByText('Cancelled: not paid in time')).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Book again' })).toBeTruthy();
    await i18n.changeLanguage('fr');
  });
});
