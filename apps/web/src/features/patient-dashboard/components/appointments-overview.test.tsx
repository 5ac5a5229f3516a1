import type { BookingView } from '@sante/shared/booking-constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/dashboard.json';
import fr from '../../../locales/fr/dashboard.json';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { BOOKING_DRAFT_KEY, parseDraft } from '../../booking/lib/booking-draft';
import { AppointmentsOverview } from './appointments-overview';
import { bookingView } from '../../../testing/booking-view';

const tomorrow = new Date(Date.now() + 24 * 3_600_000);

/** A cabinet booking of tomorrow that the platform released because its MTN payment never came. */
const released = bookingView({
  status: 'cancelled',
  kind: 'cabinet',
  service: {
    id: '6b1d5a4f-3c2e-4f7a-9b0c-1d2e3f4a5b6c',
    code: 'cabinet_general',
    nameFr: 'Consultation au cabinet',
    nameEn: 'Cabinet consultation',
    durationMinutes: 30,
  },
  startsAt: tomorrow.toISOString(),
  endsAt: new Date(tomorrow.getTime() + 30 * 60_000).toISOString(),
  address: null,
  paymentChoice: 'mtn_momo',
  releasedUnpaid: true,
  contactPhone: null,
  canChange: false,
  patientChangeDeadline: tomorrow.toISOString(),
  createdAt: new Date().toISOString(),
});

beforeAll(async () => {
  await i18n.changeLanguage('fr');
  registerCatalogues('dashboard', { fr, en });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(bookings: BookingView[]) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ bookings }), { headers: { 'content-type': 'application/json' } })),
  );
}

/** The server refuses to read the list (a final answer: no retry). */
function refuse() {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ error: { code: 'FORBIDDEN' } }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderOverview(client = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/patient/dashboard']}>
        <AppointmentsOverview />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Prochains rendez-vous' });
}

describe('AppointmentsOverview', () => {
  it('says in both cards that the list could not be read', async () => {
    refuse();
    const upcoming = renderOverview();
    expect(await within(upcoming).findByText('Impossible de charger vos rendez-vous pour le moment.')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Consultations récentes' });
    expect(within(recent).getByText('Impossible de charger vos rendez-vous pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Chargement...' })).toBeNull();
  });

  it('keeps showing the list read before when a later reading fails', async () => {
    answer([released]);
    const client = createQueryClient();
    const upcoming = renderOverview(client);
    expect(await within(upcoming).findByText(/Annulée : non payée à temps/)).toBeTruthy();
    refuse();
    await act(() => client.refetchQueries());
    expect(within(upcoming).getByText(/Annulée : non payée à temps/)).toBeTruthy();
    expect(within(upcoming).queryByText('Impossible de charger vos rendez-vous pour le moment.')).toBeNull();
  });

  it('keeps a booking released for non-payment among the next ones, says why, and books it again with the same carer', async () => {
    localStorage.clear();
    answer([released]);
    const upcoming = renderOverview();
    expect(await within(upcoming).findByText(/Annulée : non payée à temps/)).toBeTruthy();
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Réserver à nouveau' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/patient/consultation-cabinet?step=slot',
    );
    expect(parseDraft(localStorage.getItem(BOOKING_DRAFT_KEY))).toMatchObject({
      kind: 'cabinet',
      serviceId: released.service.id,
      doctorChosen: true,
      doctorId: released.doctor?.id,
    });
  });

  it('says when the nurse on her way should arrive, from the visit’s ETA', async () => {
    const enRoute: BookingView = {
      ...released,
      status: 'confirmed',
      releasedUnpaid: false,
      trackingStep: 'doctor_en_route',
      kind: 'home_visit',
      doctor: released.doctor && { ...released.doctor, profession: 'infirmier', specialty: 'soins_infirmiers' },
    };
    vi.stubGlobal('fetch', (input: string | URL) => {
      const url = input.toString();
      const body = url.includes(`/tracking/bookings/${enRoute.id}/eta`)
        ? { bookingId: enRoute.id, etaMinutes: 12, positionAt: new Date().toISOString() }
        : { bookings: [enRoute] };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    const upcoming = renderOverview();
    expect(await within(upcoming).findByText('Infirmière en route, arrivée dans environ 12 min')).toBeTruthy();
  });

  it('leaves out a booking someone cancelled', async () => {
    answer([{ ...released, releasedUnpaid: false }]);
    const upcoming = renderOverview();
    expect(await within(upcoming).findByText('Aucun rendez-vous prévu.')).toBeTruthy();
  });
});
