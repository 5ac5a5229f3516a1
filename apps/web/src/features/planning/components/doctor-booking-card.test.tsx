import type { BookingView } from '@sante/shared/booking-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import './register-planning-catalogues';
import { DoctorBookingCard } from './doctor-booking-card';
import { bookingView } from '../../../testing/booking-view';

const booking = bookingView();

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

function renderCard(view: BookingView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard-medecin/planning']}>
        <DoctorBookingCard booking={view} headingLevel={3} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Aïcha Mbarga' });
}

describe('DoctorBookingCard', () => {
  it('reaches the patient: write, call, WhatsApp, and the record', () => {
    // Inside the care relationship (ADR 031): the record opens.
    const card = renderCard({ ...booking, patient: { ...booking.patient, hasAllergies: false } });
    expect(within(card).getByRole('link', { name: 'Appeler Aïcha Mbarga' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ouvrir le dossier de Aïcha Mbarga' })).toBeTruthy();
    expect(within(card).queryByText(/Compte du patient suspendu/)).toBeNull();
  });

  it('for a suspended patient’s kept visit, sends the carer to the team instead (ADR 061)', () => {
    const card = renderCard({
      ...booking,
      contactPhone: null,
      patient: { ...booking.patient, hasAllergies: true, suspended: true },
    });
    expect(within(card).getByText('Compte du patient suspendu : contactez l’équipe avant la visite.')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Aïcha Mbarga/ })).toBeNull();
    // The allergies are still said, without a record to open.
    expect(within(card).getByText('Allergies connues')).toBeTruthy();
    // The visit itself is still there, with its steps.
    expect(within(card).getByText('SAD-7K3M9Q')).toBeTruthy();
  });
});
