import type { BookingView } from '@sante/shared/booking-constants';

const BASE: BookingView = {
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

/**
 * A booking as the API shows it, for the components' tests: a home visit by Dr Solange Ekane (paediatrics) for Aïcha
 * Mbarga in Bonapriso, on 2 December 2026 at 10:00 in Douala, to be paid in cash. Each test overrides what it is
 * about.
 */
export function bookingView(overrides: Partial<BookingView> = {}): BookingView {
  return { ...BASE, ...overrides };
}
