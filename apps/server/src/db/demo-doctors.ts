import type { ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-context';
import { saveOwnDoctorProfile } from '../features/doctors/doctor-profile';
import { createUser } from '../testing/factories';
import { seedDemoAvailability } from './demo-availability';
import { user } from './schema/auth';
import { doctorProfiles } from './schema/doctors';

type ProfileValues = z.output<typeof ZDoctorProfileRequestSchema>;

/**
 * DEMO ONLY: the professional profile of the demo doctor (medecin@demo.cm) and a handful of other doctors and
 * nurses so that `/medecins-map` has something to show in Douala and Yaoundé. Positions are neighbourhood
 * centres; fees follow the catalogue's estimates (ADR 013). No reviews are invented: ratings stay empty.
 */
export const DEMO_DOCTOR_PROFILE: ProfileValues = {
  profession: 'medecin',
  sex: 'male',
  specialty: 'medecine_generale',
  licenceNumber: 'ONMC-DEMO-0002',
  city: 'Yaoundé',
  yearsOfExperience: 12,
  bio: 'Médecin généraliste, visites à domicile à Bastos, Nlongkak et Mvog-Mbi.',
  consultationFeeXaf: 15_000,
  homeVisitRadiusKm: 10,
  latitude: 3.897,
  longitude: 11.509,
};

type DemoDoctor = {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  neighbourhood: string;
  profile: ProfileValues;
};

export const DEMO_DOCTORS: readonly DemoDoctor[] = [
  {
    email: 'pediatre.douala@demo.cm',
    phone: '+237690000011',
    firstName: 'Solange',
    lastName: 'Ekane',
    neighbourhood: 'Bonapriso',
    profile: {
      profession: 'medecin',
      sex: 'female',
      specialty: 'pediatrie',
      licenceNumber: 'ONMC-DEMO-0011',
      city: 'Douala',
      yearsOfExperience: 9,
      bio: 'Pédiatre : nourrissons et enfants, vaccinations, fièvres. Visites à Bonapriso, Bonanjo et Akwa.',
      consultationFeeXaf: 20_000,
      homeVisitRadiusKm: 10,
      latitude: 4.027,
      longitude: 9.693,
    },
  },
  {
    email: 'cardiologue.douala@demo.cm',
    phone: '+237690000012',
    firstName: 'Paul',
    lastName: 'Tchoumi',
    neighbourhood: 'Akwa',
    profile: {
      profession: 'medecin',
      sex: 'male',
      specialty: 'cardiologie',
      licenceNumber: 'ONMC-DEMO-0012',
      city: 'Douala',
      yearsOfExperience: 15,
      bio: 'Cardiologue : hypertension, suivi après un infarctus, ECG au domicile.',
      consultationFeeXaf: 25_000,
      homeVisitRadiusKm: 8,
      latitude: 4.048,
      longitude: 9.704,
    },
  },
  {
    email: 'infirmiere.douala@demo.cm',
    phone: '+237690000013',
    firstName: 'Rose',
    lastName: 'Ngo Nyemb',
    neighbourhood: 'Bonamoussadi',
    profile: {
      profession: 'infirmier',
      sex: 'female',
      specialty: 'soins_infirmiers',
      licenceNumber: 'ONIC-DEMO-0013',
      city: 'Douala',
      yearsOfExperience: 6,
      bio: 'Infirmière : injections, pansements, perfusions et prélèvements à Bonamoussadi, Makepe et Kotto.',
      consultationFeeXaf: 5_000,
      homeVisitRadiusKm: 12,
      latitude: 4.09,
      longitude: 9.74,
    },
  },
  {
    email: 'gynecologue.yaounde@demo.cm',
    phone: '+237690000014',
    firstName: 'Hamadou',
    lastName: 'Bello',
    neighbourhood: 'Essos',
    profile: {
      profession: 'medecin',
      sex: 'male',
      specialty: 'gynecologie_obstetrique',
      licenceNumber: 'ONMC-DEMO-0014',
      city: 'Yaoundé',
      yearsOfExperience: 11,
      bio: 'Gynécologue-obstétricien : suivi de grossesse, consultations à Essos et au cabinet.',
      consultationFeeXaf: 20_000,
      homeVisitRadiusKm: 10,
      latitude: 3.87,
      longitude: 11.538,
    },
  },
  {
    email: 'infirmier.yaounde@demo.cm',
    phone: '+237690000015',
    firstName: 'Serge',
    lastName: 'Atangana',
    neighbourhood: 'Biyem-Assi',
    profile: {
      profession: 'infirmier',
      sex: 'male',
      specialty: 'soins_infirmiers',
      licenceNumber: 'ONIC-DEMO-0015',
      city: 'Yaoundé',
      yearsOfExperience: 7,
      bio: 'Infirmier : soins post-opératoires, diabète, pansements à Biyem-Assi, Mendong et Efoulan.',
      consultationFeeXaf: 5_000,
      homeVisitRadiusKm: 15,
      latitude: 3.835,
      longitude: 11.485,
    },
  },
  {
    email: 'dermatologue.yaounde@demo.cm',
    phone: '+237690000016',
    firstName: 'Mireille',
    lastName: 'Fouda',
    neighbourhood: 'Mvog-Mbi',
    profile: {
      profession: 'medecin',
      sex: 'female',
      specialty: 'dermatologie',
      licenceNumber: 'ONMC-DEMO-0016',
      city: 'Yaoundé',
      yearsOfExperience: 8,
      bio: 'Dermatologue : eczéma, mycoses, suivi des plaies chroniques.',
      consultationFeeXaf: 15_000,
      homeVisitRadiusKm: 6,
      latitude: 3.855,
      longitude: 11.518,
    },
  },
];

/** Saves a profile through the same use case as the doctor's own form; the demo carers are verified (ADR 032). */
export async function seedDoctorProfile(deps: Pick<AppDeps, 'db'>, userId: string, profile: ProfileValues) {
  await saveOwnDoctorProfile(deps.db, { userId, role: 'medecin', ip: 'seed', requestId: 'seed' }, profile);
  await deps.db.update(doctorProfiles).set({ status: 'active' }).where(eq(doctorProfiles.userId, userId));
}

/** The extra demo doctors and nurses (password as the demo accounts), idempotent: existing emails are skipped. */
export async function seedDemoDoctors(deps: Pick<AppDeps, 'db'>, password: string): Promise<number> {
  let created = 0;
  for (const { profile, ...account } of DEMO_DOCTORS) {
    const existing = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    if (existing.length > 0) continue;
    const { userId } = await createUser(deps, { ...account, role: 'medecin', city: profile.city, password });
    await seedDoctorProfile(deps, userId, profile);
    await seedDemoAvailability(deps, userId, profile.specialty);
    created++;
  }
  return created;
}
