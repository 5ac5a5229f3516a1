import { z } from 'zod';
import { VISIT_KINDS, type VisitKind } from './availability-constants';
import { SERVICE_CITIES } from './constants';
import { PROFESSIONS, SPECIALTIES, type CarerSex, type Profession, type Specialty } from './doctor-constants';
import { CAMEROON_BOUNDS } from './patient-constants';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const queryNumber = (min: number, max: number, message: string) =>
  z.coerce.number<string>({ error: message }).min(min, { error: message }).max(max, { error: message });

/** `GET /api/doctors/search`: every filter optional; a point is latitude and longitude together. */
export const ZDoctorSearchQuerySchema = z
  .object({
    specialty: optional(z.enum(SPECIALTIES, { error: 'validation.selectOption' })),
    profession: optional(z.enum(PROFESSIONS, { error: 'validation.selectOption' })),
    city: optional(z.enum(SERVICE_CITIES, { error: 'validation.selectOption' })),
    /** Only carers with free hours of this kind of visit (the booking's kind). */
    kind: optional(z.enum(VISIT_KINDS, { error: 'validation.selectOption' })),
    /** The chosen service: only carers who deliver it, priced at its price. */
    serviceId: optional(z.uuid({ error: 'validation.selectOption' })),
    /** A day (YYYY-MM-DD, Africa/Douala) on which the doctor has a free slot. */
    date: optional(z.iso.date({ error: 'validation.invalidDate' })),
    maxPrice: optional(queryNumber(0, 10_000_000, 'validation.enterValue').pipe(z.number().int())),
    lat: optional(queryNumber(CAMEROON_BOUNDS.minLatitude, CAMEROON_BOUNDS.maxLatitude, 'validation.outsideCameroon')),
    lng: optional(
      queryNumber(CAMEROON_BOUNDS.minLongitude, CAMEROON_BOUNDS.maxLongitude, 'validation.outsideCameroon'),
    ),
    page: optional(queryNumber(1, 1000, 'validation.enterValue').pipe(z.number().int())).transform((v) => v ?? 1),
    perPage: optional(queryNumber(1, 50, 'validation.enterValue').pipe(z.number().int())).transform((v) => v ?? 20),
  })
  .superRefine((data, context) => {
    if ((data.lat === undefined) !== (data.lng === undefined))
      context.addIssue({ code: 'custom', path: ['lat'], message: 'validation.outsideCameroon' });
  });
export type TDoctorSearchQuery = z.output<typeof ZDoctorSearchQuerySchema>;

/** A doctor as the public directory shows them: no phone, email or licence number. */
export type PublicDoctor = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  /** For the title (`carerName`). */
  sex: CarerSex | null;
  specialty: Specialty;
  city: string;
  yearsOfExperience: number;
  bio: string | null;
  consultationFeeXaf: number;
  homeVisitRadiusKm: number | null;
  latitude: number;
  longitude: number;
  /** Great-circle distance from the search point (or the signed-in patient's position); null without one. */
  distanceKm: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  /** The carer's photo (`/api/doctors/{id}/photo?v=…`, served while the carer is listed), or null (ADR 051). */
  photoUrl: string | null;
};

/**
 * What a booking with the carer is charged, as `POST /api/bookings` computes it (the catalogue service's price):
 * the chosen service's, or "à partir de" the cheapest service the carer can deliver (`startingFrom`).
 */
export type DirectoryPrice = { xaf: number; startingFrom: boolean; serviceId: string; visitKind: VisitKind };

/** A carer of the directory: their next free slot within 14 days (ISO) and their price. */
export type DirectoryDoctor = PublicDoctor & {
  /** Null only for staff, who also see carers without free hours. */
  nextAvailableAt: string | null;
  /** Null only for staff, who also see carers without a service they can deliver. */
  price: DirectoryPrice | null;
};

export type DoctorSearchResponse = { doctors: DirectoryDoctor[]; total: number; page: number; perPage: number };
