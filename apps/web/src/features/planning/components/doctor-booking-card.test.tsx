import type { BookingView } from '@sante/shared/booking-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import './register-planning-catalogues';
import { DoctorBookingCard } from './doctor-booking-card';

const booking: BookingView = {
  id: '5a0c4f3e-2b1d-4e6f-8a9b-0c1d2e3f4a5b',
  reference: 'SAD-7K3M9Q',
  status: 'confirmed',
  trackingStep: null,
  kind: 'home_visit',
  service: {
    id: '6b1d5a4f-3c2e-4f7a-9b0c-1d2e3f4a5b6c',
    code: 'home_doctor',
    nameFr: 'Consultation de médecin à domicile',
    nameEn: 'Home doctor visit',
    durationMinutes: 45,
  },
  doctor: {
    id: '7c2e6b5a-4d3f-4a8b-8c1d-2e3f4a5b6c7d',
    firstName: 'Solange',
    lastName: 'Ekane',
    specialty: 'pediatrie',
    profession: 'medecin',
    sex: 'female',
    photoUrl: null,
  },
  patient: {
    id: '8d3f7c6b-5e4a-4b9c-9d2e-3f4a5b6c7d8e',
    firstName: 'Aïcha',
    lastName: 'Mbarga',
    age: null,
    hasAllergies: null,
    suspended: false,
  },
  reason: null,
  dependant: null,
  hasPrescriptionPhoto: false,
  careSummary: null,
  prescription: null,
  contactPhone: '+237674481721',
  startsAt: '2026-12-02T09:00:00.000Z',
  endsAt: '2026-12-02T09:45:00.000Z',
  address: {
    city: 'Douala',
    neighbourhood: 'Bonapriso',
    details: 'Face à la pharmacie',
    latitude: null,
    longitude: null,
  },
  priceXaf: 15_000,
  paymentChoice: 'cash',
  paymentId: null,
  paymentStatus: null,
  paymentAmount: null,
  paymentMethod: null,
  payBy: null,
  releasedUnpaid: false,
  confirmationMessages: [],
  canChange: true,
  patientChangeDeadline: '2026-12-02T07:00:00.000Z',
  review: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  events: [],
};

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
