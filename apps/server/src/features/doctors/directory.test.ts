import {
  AVAILABILITY_DEFAULTS,
  WEEKDAYS,
  type DaySlots,
  type VisitKind,
  type Weekday,
} from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import type { BookingView } from '@sante/shared/booking-constants';
import type { CatalogueService } from '@sante/shared/catalogue-constants';
import type { DirectoryDoctor, DoctorSearchResponse, PublicDoctor } from '@sante/shared/directory-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorProfiles, doctorReviews } from '../../db/schema/doctors';
import { patientProfiles } from '../../db/schema/patients';
import { createUser, randomPhone } from '../../testing/factories';
import { createAccount, signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant, isoWeekday } from '../availability/douala-time';
import { saveOwnAvailability } from '../availability/own-availability';
import { saveOwnDoctorProfile } from './doctor-profile';

let server: TestServer;

const base = { licenceNumber: 'ONMC-1', yearsOfExperience: 5, bio: 'Bio', homeVisitRadiusKm: 10 };
const PROFILES = {
  akwa: {
    ...base,
    profession: 'medecin',
    specialty: 'medecine_generale',
    city: 'Douala',
    consultationFeeXaf: 15000,
    latitude: 4.048,
    longitude: 9.704,
  },
  bonamoussadi: {
    ...base,
    profession: 'medecin',
    specialty: 'pediatrie',
    city: 'Douala',
    consultationFeeXaf: 20000,
    latitude: 4.09,
    longitude: 9.74,
  },
  bastos: {
    ...base,
    profession: 'medecin',
    specialty: 'medecine_generale',
    city: 'Yaoundé',
    consultationFeeXaf: 10000,
    latitude: 3.897,
    longitude: 11.509,
  },
  nurse: {
    ...base,
    profession: 'infirmier',
    specialty: 'soins_infirmiers',
    city: 'Douala',
    consultationFeeXaf: 5000,
    latitude: 4.027,
    longitude: 9.693,
  },
} as const;
const ids: Record<keyof typeof PROFILES | 'incomplete' | 'deleted' | 'noHours', string> = {
  akwa: '',
  bonamoussadi: '',
  bastos: '',
  nurse: '',
  incomplete: '',
  deleted: '',
  noHours: '',
};

/** Opens `kind` all day on the given weekdays (every day by default). */
async function openHours(doctorId: string, kind: VisitKind, weekdays: readonly Weekday[] = WEEKDAYS) {
  await saveOwnAvailability(
    server.deps.db,
    { userId: doctorId, role: 'medecin', ip: 't', requestId: 't' },
    {
      travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
      slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
      rules: weekdays.map((weekday) => ({ kind, weekday, start: '00:00', end: '24:00' })),
      exceptions: [],
    },
  );
}

/** The next Sunday (Douala), when the Yaoundé doctor (Monday to Friday) has no hours. */
const SUNDAY = (() => {
  const today = doualaToday();
  return addDays(today, 14 - isoWeekday(today));
})();

async function doctorWith(
  profile: Parameters<typeof saveOwnDoctorProfile>[2],
  status: 'active' | 'deleted' = 'active',
) {
  const { userId } = await createUser(server.deps, {
    role: 'medecin',
    firstName: 'Dr',
    lastName: 'Test',
    phone: randomPhone(),
    status,
  });
  await saveOwnDoctorProfile(server.deps.db, { userId, role: 'medecin', ip: 't', requestId: 't' }, profile);
  // Verified by staff (ADR 032): a profile the doctor saves alone is not listed.
  await server.deps.db.update(doctorProfiles).set({ status: 'active' }).where(eq(doctorProfiles.userId, userId));
  return userId;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const key of Object.keys(PROFILES) as (keyof typeof PROFILES)[]) ids[key] = await doctorWith(PROFILES[key]);
  ids.incomplete = await doctorWith({ ...PROFILES.akwa, consultationFeeXaf: null, latitude: null, longitude: null });
  ids.deleted = await doctorWith(PROFILES.akwa, 'deleted');
  ids.noHours = await doctorWith(PROFILES.akwa);
  for (const key of ['akwa', 'bonamoussadi', 'nurse', 'incomplete', 'deleted'] as const) {
    await openHours(ids[key], 'home_visit');
  }
  await openHours(ids.bastos, 'cabinet', [1, 2, 3, 4, 5]);
  const patient = await createAccount(server, 'patient');
  await server.deps.db.insert(doctorReviews).values([
    { patientId: patient.userId, doctorId: ids.bonamoussadi, stars: 5 },
    { patientId: patient.userId, doctorId: ids.bonamoussadi, stars: 4 },
    { patientId: patient.userId, doctorId: ids.bastos, stars: 3 },
  ]);
});
afterAll(() => server.close());

const search = async (query: string, client = server.client()) => {
  const res = await client.get(`/api/doctors/search${query}`);
  expect(res.status, query).toBe(200);
  return res.json<DoctorSearchResponse>();
};
const idsOf = (doctors: PublicDoctor[]) => doctors.map((d) => d.id);
const byId = (doctors: DirectoryDoctor[], id: string) => doctors.find((doctor) => doctor.id === id);

describe('GET /api/doctors/search', () => {
  it('lists active doctors with a complete profile, nearest first, distances by great circle', async () => {
    const { doctors, total } = await search('?lat=4.05&lng=9.70');
    expect(idsOf(doctors)).toEqual([ids.akwa, ids.nurse, ids.bonamoussadi, ids.bastos]);
    expect(total).toBe(4);
    const distances = doctors.map((d) => d.distanceKm ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);
    expect(distances[3]).toBeGreaterThan(190);
    expect(distances[3]).toBeLessThan(250);
  });

  it('returns public fields only, with the rating computed from reviews', async () => {
    const { doctors } = await search('?specialty=pediatrie');
    expect(doctors).toHaveLength(1);
    const [doctor] = doctors;
    expect(Object.keys(doctor ?? {}).sort()).toEqual(
      [
        'bio',
        'city',
        'consultationFeeXaf',
        'distanceKm',
        'firstName',
        'homeVisitRadiusKm',
        'id',
        'lastName',
        'latitude',
        'longitude',
        'nextAvailableAt',
        'photoUrl',
        'price',
        'profession',
        'ratingAverage',
        'ratingCount',
        'sex',
        'specialty',
        'yearsOfExperience',
      ].sort(),
    );
    expect(doctor).toMatchObject({ ratingAverage: 4.5, ratingCount: 2, distanceKm: null });
    expect(JSON.stringify(doctors)).not.toMatch(/ONMC|phone|email|licence/i);
  });

  it('filters by specialty, profession, city and maximum price, and answers an empty list when nothing matches', async () => {
    expect(idsOf((await search('?city=Yaoundé')).doctors)).toEqual([ids.bastos]);
    expect(idsOf((await search('?profession=infirmier')).doctors)).toEqual([ids.nurse]);
    expect(idsOf((await search('?maxPrice=10000&lat=4.05&lng=9.70')).doctors)).toEqual([ids.nurse, ids.bastos]);
    expect(idsOf((await search('?specialty=medecine_generale&city=Douala')).doctors)).toEqual([ids.akwa]);
    expect(await search('?specialty=psychiatrie')).toEqual({ doctors: [], total: 0, page: 1, perPage: 20 });
    expect((await search('?specialty=&city=')).total).toBe(4);
  });

  it('without a point: best rated first, no distance', async () => {
    const { doctors } = await search('');
    expect(idsOf(doctors).slice(0, 2)).toEqual([ids.bonamoussadi, ids.bastos]);
    expect(doctors.every((d) => d.distanceKm === null)).toBe(true);
  });

  it('measures from a signed-in patient’s saved position when the search gives none', async () => {
    const patient = await signedIn(server, 'patient');
    await server.deps.db.insert(patientProfiles).values({ userId: patient.userId, latitude: 3.87, longitude: 11.52 });
    const { doctors } = await search('', patient.client);
    expect(doctors[0]?.id).toBe(ids.bastos);
    expect(doctors[0]?.distanceKm).toBeLessThan(5);
  });

  it('pages the results', async () => {
    const second = await search('?lat=4.05&lng=9.70&perPage=2&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 2 });
    expect(idsOf(second.doctors)).toEqual([ids.bonamoussadi, ids.bastos]);
  });

  it('keeps only doctors with a free slot on the date asked', async () => {
    expect(idsOf((await search(`?date=${SUNDAY}&lat=4.05&lng=9.70`)).doctors)).toEqual([
      ids.akwa,
      ids.nurse,
      ids.bonamoussadi,
    ]);
  });

  it('leaves out carers without free hours of a bookable kind in the next 14 days; staff still see them', async () => {
    const { doctors } = await search('');
    expect(idsOf(doctors)).not.toContain(ids.noHours);
    const staff = await signedIn(server, 'admin');
    const all = (await search('?perPage=50', staff.client)).doctors;
    expect(byId(all, ids.noHours)).toMatchObject({ nextAvailableAt: null, price: null });
  });

  it('gives each carer their next free slot: the first the slots API offers, within 14 days', async () => {
    const { doctors } = await search('');
    const akwa = byId(doctors, ids.akwa);
    const slots = await server.client().get(`/api/doctors/${ids.akwa}/slots?days=2&kind=home_visit`);
    const [first] = slots
      .json<{ days: DaySlots[] }>()
      .days.flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening]);
    expect(akwa?.nextAvailableAt).toBe(first?.startsAt);
    const bastos = byId(doctors, ids.bastos);
    expect(Date.parse(bastos?.nextAvailableAt ?? '')).toBeGreaterThan(Date.now());
    expect(Date.parse(bastos?.nextAvailableAt ?? '')).toBeLessThan(
      doualaInstant(addDays(doualaToday(), 14), 0).getTime(),
    );
    // Only the kind asked for: the Yaoundé doctor opens the cabinet, not home visits.
    expect(idsOf((await search('?kind=home_visit&city=Yaoundé')).doctors)).toEqual([]);
  });

  it('refuses bad filters with a 400 and field errors', async () => {
    for (const query of [
      '?lat=4.05',
      '?specialty=astrologie',
      '?lat=48.85&lng=2.35',
      '?maxPrice=abc',
      '?date=07/01/2030',
      '?perPage=500',
      '?kind=video',
      '?serviceId=abc',
      '?serviceId=00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await server.client().get(`/api/doctors/search${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
  });
});

describe('the price shown by the directory', () => {
  const serviceOf = async (code: string) => {
    const { services } = (await server.client().get('/api/services')).json<{ services: CatalogueService[] }>();
    const service = services.find((candidate) => candidate.code === code);
    if (!service) throw new Error(`no service ${code}`);
    return service;
  };

  it('is the cheapest service the carer delivers ("à partir de" when prices differ), or the chosen service’s', async () => {
    const { doctors } = await search('');
    const home = await serviceOf('home_doctor_consultation');
    const cabinet = await serviceOf('cabinet_consultation');
    const injection = await serviceOf('home_injection');
    expect(byId(doctors, ids.akwa)?.price).toEqual({
      xaf: home.priceXaf,
      startingFrom: false,
      serviceId: home.id,
      visitKind: 'home_visit',
    });
    expect(byId(doctors, ids.bastos)?.price).toEqual({
      xaf: cabinet.priceXaf,
      startingFrom: false,
      serviceId: cabinet.id,
      visitKind: 'cabinet',
    });
    expect(byId(doctors, ids.nurse)?.price).toEqual({
      xaf: injection.priceXaf,
      startingFrom: true,
      serviceId: injection.id,
      visitKind: 'home_visit',
    });
    const dressing = await serviceOf('home_dressing');
    const chosen = await search(`?serviceId=${dressing.id}`);
    expect(idsOf(chosen.doctors)).toEqual([ids.nurse]);
    expect(chosen.doctors[0]?.price).toEqual({
      xaf: dressing.priceXaf,
      startingFrom: false,
      serviceId: dressing.id,
      visitKind: 'home_visit',
    });
  });

  it('is the price a booking with that carer, of that service, at their next free slot, is charged', async () => {
    const patient = await signedIn(server, 'patient');
    const { doctors } = await search('');
    for (const id of [ids.akwa, ids.bastos, ids.nurse]) {
      const doctor = byId(doctors, id);
      const res = await patient.client.post('/api/bookings', {
        serviceId: doctor?.price?.serviceId,
        kind: doctor?.price?.visitKind,
        doctorId: id,
        startsAt: doctor?.nextAvailableAt,
        address:
          doctor?.price?.visitKind === 'home_visit'
            ? { city: 'Douala', neighbourhood: 'Akwa', details: 'Face à la pharmacie' }
            : null,
        paymentChoice: 'cash',
        idempotencyKey: `directory-price-${id}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.json<{ booking: BookingView }>().booking.priceXaf).toBe(doctor?.price?.xaf);
    }
  });
});

describe('GET /api/doctors/{id}/public', () => {
  it('shows a listed doctor and 404s for anyone else', async () => {
    const res = await server.client().get(`/api/doctors/${ids.bastos}/public`);
    expect(res.status).toBe(200);
    expect(res.json<{ doctor: PublicDoctor }>().doctor).toMatchObject({
      id: ids.bastos,
      city: 'Yaoundé',
      ratingCount: 1,
    });
    for (const id of [ids.incomplete, ids.deleted, '00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await server.client().get(`/api/doctors/${id}/public`)).status, id).toBe(404);
  });
});
